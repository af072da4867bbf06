import { describe, expect, it } from '@jest/globals';
import { readWidgetProps, restorePropsScript, WidgetPropsError } from './widget-props';

/** The first tag of some CMS HTML, as the browser parsed it. */
function tag(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
}

describe('reading a tag’s props', () => {
  it.each<[string, string, unknown]>([
    ['no props as {}', '<div data-widget="header"></div>', {}],
    ['data-props', `<div data-widget="header" data-props='{"variant":"checkout"}'></div>`, { variant: 'checkout' }],
    ['a child script, apostrophe and all', `<div data-widget="header"><script type="application/json">{"sellingPoints":["Marc O'Polo"]}</script><a href="/">Shop</a></div>`, { sellingPoints: ["Marc O'Polo"] }],
    ['a blank child script as {}', '<div data-widget="header"><script type="application/json"> </script></div>', {}],
    ['a child script beside a blank data-props', `<div data-widget="header" data-props=""><script type="application/json">{"variant":"checkout"}</script></div>`, { variant: 'checkout' }],
    ['data-props beside a script of the fallback HTML that is no props script', `<div data-widget="header" data-props='{}'><script type="application/ld+json">{"@type":"Brand"}</script></div>`, {}],
    ['data-props when the JSON script sits deeper in the fallback HTML', `<div data-widget="header" data-props='{}'><p><script type="application/json">{"variant":"checkout"}</script></p></div>`, {}],
  ])('reads %s', (_case, html, props) => {
    expect(readWidgetProps(tag(html))).toEqual(props);
  });

  it.each<[string, string, RegExp]>([
    ['both data-props and a child script, naming both', `<div data-widget="header" data-props='{}'><script type="application/json">{}</script></div>`, /^props given twice, in data-props and in a child <script type="application\/json">: keep one of them$/],
    ['two child scripts', '<div data-widget="header"><script type="application/json">{}</script><script type="application/json">{}</script></div>', /^props given in more than one child <script type="application\/json">/],
    ['a child script that is no JSON', '<div data-widget="header"><script type="application/json">{variant: "checkout"}</script></div>', /^its child <script type="application\/json"> is not valid JSON: \S/],
    ['data-props that is no JSON', `<div data-widget="header" data-props='{variant: "checkout"}'></div>`, /^data-props is not valid JSON: [^;]+$/],
    [
      'data-props cut off by an apostrophe, with the way out',
      `<div data-widget="header" data-props='{"sellingPoints":["Marc O'Polo"]}'></div>`,
      /^data-props is not valid JSON: .+; an apostrophe ended the single-quoted attribute early: write &#39; \(or &apos;\) for each apostrophe in the attribute, or move the props into a child <script type="application\/json">/,
    ],
  ])('refuses %s', (_case, html, message) => {
    const el = tag(html);
    expect(() => readWidgetProps(el)).toThrow(WidgetPropsError);
    expect(() => readWidgetProps(el)).toThrow(message);
  });

  it('puts the props script back once the widget that replaced the tag’s content is gone', () => {
    const el = tag(`<div data-widget="header"><script type="application/json">{"variant":"checkout"}</script>Fallback</div>`);
    expect(readWidgetProps(el)).toEqual({ variant: 'checkout' });
    // What React's createRoot does to its container on the first render.
    el.textContent = '';
    restorePropsScript(el);
    expect(el.querySelectorAll('script')).toHaveLength(1);
    expect(readWidgetProps(el)).toEqual({ variant: 'checkout' });
    restorePropsScript(el);
    expect(el.querySelectorAll('script')).toHaveLength(1);
  });
});
