/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { glob } from 'glob';
import { checkTags, type TagCheck } from './validate-tags';
import { findWidgetTags } from './find-tags';
import { sourceValidator } from './source-contracts';

const validator = sourceValidator();
const ROOT = path.join(__dirname, '..', '..');

async function checkFiles(files: string[]): Promise<TagCheck> {
  const checks = await Promise.all(files.map(async (file) => checkTags(file, findWidgetTags(await readFile(path.join(ROOT, file), 'utf8')), validator)));
  return { problems: checks.flatMap((check) => check.problems), dynamic: checks.flatMap((check) => check.dynamic) };
}

describe('checking placed widget tags', () => {
  it('reports each mistake of a template at the tag or its data-props, and names the tags Liquid fills', async () => {
    const file = 'tools/tag-check/fixtures/tags.liquid';
    const { problems, dynamic } = await checkFiles([file]);
    expect(problems).toEqual([
      { file, line: 4, column: 3, widget: 'hedaer', path: 'data-widget', reason: 'unknown widget "hedaer" (did you mean "header"?)' },
      { file, line: 5, column: 3, widget: 'minicart/buy-button', path: 'productId', reason: 'Expected exactly one of productId, product, but received none' },
      { file, line: 7, column: 8, widget: 'header', path: 'safeCheckout', reason: 'must be boolean' },
      { file, line: 8, column: 44, widget: 'auth', path: 'data-props', reason: expect.stringMatching(/^is not JSON: \S/) },
      { file, line: 9, column: 3, widget: 'address/book', path: 'data-widget', reason: 'unknown module "book" of address (it has "address", "address/checkout")' },
    ]);
    expect(dynamic).toEqual([{ file, line: 10, column: 3, widget: 'minicart' }]);
  });

  it('suggests the module a typo meant', () => {
    const tags = findWidgetTags(`<div data-widget="minicart/buy-buton"></div>`);
    expect(checkTags('page.html', tags, validator).problems.map((problem) => problem.reason)).toEqual([
      'unknown module "buy-buton" of minicart (did you mean "minicart/buy-button"?)',
    ]);
  });

  it('checks data-load against the load strategies, at the attribute, with a suggestion for a typo', () => {
    const tags = findWidgetTags(`<div data-widget="auth" data-load="interacton"></div>\n<div data-widget="address" data-load="sichtbar"></div>\n<div data-widget="header" data-load="eager"></div><div data-widget="search" data-load="{{ load }}"></div>`);
    expect(checkTags('page.html', tags, validator).problems).toEqual([
      { file: 'page.html', line: 1, column: 25, widget: 'auth', path: 'data-load', reason: '"interacton" is none of eager, visible, idle, interaction (did you mean "interaction"?)' },
      { file: 'page.html', line: 2, column: 28, widget: 'address', path: 'data-load', reason: '"sichtbar" is none of eager, visible, idle, interaction' },
    ]);
  });

  it('finds nothing wrong in the demo templates, whose dynamic props are only the ones that differ per page', async () => {
    const files = await glob('demo-cms/templates/**/*.liquid', { cwd: ROOT });
    const { problems, dynamic } = await checkFiles(files);
    expect(problems).toEqual([]);
    expect(dynamic.map((tag) => tag.widget).sort()).toEqual(['address/checkout', 'header', 'minicart', 'minicart', 'minicart/buy-button', 'minicart/product-view']);
  });
});
