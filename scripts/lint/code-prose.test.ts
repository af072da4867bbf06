/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { proseOf } from './code-prose';

const texts = (file: string, source: string) => proseOf(file, source).map((span) => span.text);

describe('proseOf', () => {
  it('reads the comments and test names of TypeScript, not its strings', () => {
    const source = [
      '// the reason, line one',
      "const url = 'https://shop.example/#12'; /* block */",
      "it('names what it checks', () => {});",
      "describe.each([1])('a group %s', () => {});",
      "test(`a template name`, () => {});",
    ].join('\n');
    expect(texts('x.test.ts', source)).toEqual([
      '// the reason, line one',
      '/* block */',
      "'names what it checks'",
      "'a group %s'",
      '`a template name`',
    ]);
  });

  it('takes no // inside a regular expression or a template literal for a comment', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text under test is TypeScript source holding a template literal.
    const source = 'const a = /^\\/\\/x/.test(s) ? `//${b ? `x${c}` : "y"}//` : a / 2 / 3; // here\n';
    expect(texts('x.ts', source)).toEqual(['// here']);
  });

  it('reads Liquid comments, HTML comments and CSS comments of a template', () => {
    const source = '{%- comment %} why {% endcomment -%}\n<p style="color:#111">x</p>\n<!-- note -->\n<style>/* css */</style>';
    expect(texts('page.liquid', source)).toEqual(['{%- comment %} why {% endcomment -%}', '<!-- note -->', '/* css */']);
  });

  it('says where each span starts and leaves other files alone', () => {
    expect(proseOf('x.ts', 'let a = 1;\n// b')).toEqual([{ offset: 11, text: '// b' }]);
    expect(proseOf('notes.txt', '// b')).toEqual([]);
  });
});
