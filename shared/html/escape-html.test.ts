import { describe, expect, it } from '@jest/globals';
import { escapeHtml, unescapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it.each([
    ['Jacke & Hose', 'Jacke &amp; Hose'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`{"name":"O'Neill"}`, '{&quot;name&quot;:&quot;O&#39;Neill&quot;}'],
    ['Größe 38, schön', 'Größe 38, schön'],
    ['&amp;', '&amp;amp;'],
  ])('writes %j as %j', (text, html) => {
    expect(escapeHtml(text)).toBe(html);
  });

  it('reads back what it wrote, and the numeric forms of the same characters', () => {
    const text = `<a href="?q=1&p=2">O'Neill</a>`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml('&#34;&#39;&lt;&gt;&amp;')).toBe(`"'<>&`);
  });
});
