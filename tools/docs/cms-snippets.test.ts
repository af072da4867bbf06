/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { checkSite } from '../tag-check/check-site';
import { findSiteDeclarations } from '../tag-check/find-site';
import { findWidgetTags } from '../tag-check/find-tags';
import { sourceValidator } from '../tag-check/source-contracts';
import { checkTags, formatProblem } from '../tag-check/validate-tags';

// A CMS engineer copies the HTML of the CMS guides into a page: every widget tag and site configuration in them is
// checked here as `npm run check-tags` checks a page, against the widgets' contracts of the working tree.

const root = path.join(__dirname, '..', '..');
const GUIDES = 'docs/cms';

/** Each ```html block of a Markdown text (also one indented in a list), with the line its first line stands on. */
function htmlBlocks(markdown: string): { line: number; html: string }[] {
  return [...markdown.matchAll(/^([ \t]*)```html\n([\s\S]*?)^\1```$/gm)].map((match) => ({
    line: markdown.slice(0, match.index).split('\n').length + 1,
    html: match[2] ?? '',
  }));
}

const guides = readdirSync(path.join(root, GUIDES)).filter((file) => file.endsWith('.md'));
const blocks = guides.flatMap((guide) =>
  htmlBlocks(readFileSync(path.join(root, GUIDES, guide), 'utf8')).map((block) => ({ file: `${GUIDES}/${guide}:${block.line}`, ...block })),
);

describe('the HTML a CMS engineer copies from the CMS guides', () => {
  const validator = sourceValidator();

  it('is there to check', () => {
    expect(blocks.filter((block) => findWidgetTags(block.html).length > 0).length).toBeGreaterThan(5);
    expect(blocks.filter((block) => findSiteDeclarations(block.html).length > 0).length).toBeGreaterThan(1);
  });

  it.each(blocks.map((block) => [block.file, block.html]))('in %s has widget tags and a site configuration the widgets take', (file, html) => {
    const tags = findWidgetTags(html);
    const problems = [...checkTags(file, tags, validator).problems, ...checkSite(file, findSiteDeclarations(html)).problems];
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
