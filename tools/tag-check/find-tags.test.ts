/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { findWidgetTags } from './find-tags';

describe('finding widget tags', () => {
  it.each<[string, string, unknown]>([
    ['no data-props as {}', `<div data-widget="search"></div>`, { kind: 'absent' }],
    ['single-quoted JSON', `<div data-widget="auth" data-props='{"mode":"page"}'></div>`, { kind: 'json', value: { mode: 'page' } }],
    ['escaped JSON', `<div data-widget="auth" data-props="{&#34;mode&#34;:&#34;page&#34;}"></div>`, { kind: 'json', value: { mode: 'page' } }],
    ['a blank attribute as {}, as the loader does', `<div data-widget="auth" data-props=" "></div>`, { kind: 'json', value: {} }],
    ['text that is no JSON', `<div data-widget="auth" data-props="mode=page"></div>`, { kind: 'not-json', field: 'data-props', error: expect.stringMatching(/^[^;]+$/) }],
    ['Liquid output as dynamic', `<div data-widget="auth" data-props="{{ authProps | json }}"></div>`, { kind: 'dynamic', source: '{{ authProps | json }}' }],
    ['a Liquid tag as dynamic', `<div data-widget="auth" data-props='{% if a %}{}{% endif %}'></div>`, { kind: 'dynamic', source: '{% if a %}{}{% endif %}' }],
    ['a child script, apostrophe and all', `<div data-widget="header"><script type="application/json">{"sellingPoints":["Marc O'Polo"]}</script><a href="/">Shop</a></div>`, { kind: 'json', value: { sellingPoints: ["Marc O'Polo"] } }],
    ['a child script beside a blank data-props', `<div data-widget="auth" data-props=""><script type="application/json">{"mode":"page"}</script></div>`, { kind: 'json', value: { mode: 'page' } }],
    ['a child script Liquid writes as dynamic', `<div data-widget="auth"><script type="application/json">{{ authProps | json }}</script></div>`, { kind: 'dynamic', source: '{{ authProps | json }}' }],
    ['a child script that is no JSON, naming the script', `<div data-widget="auth"><script type="application/json">{mode: "page"}</script></div>`, { kind: 'not-json', field: '<script type="application/json">', error: expect.stringMatching(/\S/) }],
    ['data-props beside a JSON script deeper in the fallback', `<div data-widget="auth" data-props='{}'><p><script type="application/json">{"mode":"page"}</script></p></div>`, { kind: 'json', value: {} }],
    [
      'data-props and a child script as given twice',
      `<div data-widget="auth" data-props='{}'><script type="application/json">{}</script></div>`,
      { kind: 'conflict', reason: 'given twice, in data-props and in a child <script type="application/json">: keep one of them' },
    ],
    ['two child scripts as given twice', `<div data-widget="auth"><script type="application/json">{}</script><script type="application/json">{}</script></div>`, { kind: 'conflict', reason: expect.stringMatching(/^given in more than one child <script/) }],
  ])('reads %s', (_case, source, props) => {
    expect(findWidgetTags(source).map((tag) => tag.props)).toEqual([props]);
  });

  it('reads remote and module as the loader does, and where the tag and its data-props start', () => {
    const source = `{% if a %}\n<p>Text</p>  <div data-widget="minicart/buy-button"\n  data-props='{}'>\n<div data-widget="header"></div>{% endif %}`;
    expect(findWidgetTags(source)).toEqual([
      { widget: 'minicart/buy-button', remote: 'minicart', module: 'buy-button', at: { line: 2, column: 14 }, propsAt: { line: 3, column: 3 }, props: { kind: 'json', value: {} } },
      { widget: 'header', remote: 'header', module: 'mount', at: { line: 4, column: 1 }, propsAt: undefined, props: { kind: 'absent' } },
    ]);
  });

  it.each([
    [`<div data-widget="header" data-props='{"sellingPoints":["Marc O'Polo"]}'></div>`, `…ts":["Marc O'Polo"]}'…`],
    [`<div data-widget="header" data-props='{"sellingPoints": ["Rock 'n' Roll"]}'>`, `…ts": ["Rock 'n' Roll"]}'…`],
  ])('says how to write the apostrophe that cut %s short', (source, excerpt) => {
    const [tag] = findWidgetTags(source);
    expect(tag?.props).toEqual({
      kind: 'not-json',
      field: 'data-props',
      error: expect.stringContaining(
        `; an apostrophe (${excerpt}) ended the single-quoted attribute early: write &#39; (or &apos;) for each apostrophe in the attribute, or move the props into a child <script type="application/json">, which needs no quoting`,
      ),
    });
  });

  it('gives no apostrophe hint for JSON broken otherwise', () => {
    const [tag] = findWidgetTags(`<div data-widget="header" data-props="{"variant":"checkout"}"></div>`);
    expect(tag?.props).toEqual({ kind: 'not-json', field: 'data-props', error: expect.not.stringContaining('apostrophe') });
  });

  it('places the props of a child script at the script', () => {
    const [tag] = findWidgetTags(`<div data-widget="header">\n  <script type="application/json">{"variant":"checkout"}</script>\n</div>`);
    expect(tag?.propsAt).toEqual({ line: 2, column: 3 });
  });

  it('finds tags inside <template> elements too', () => {
    expect(findWidgetTags(`<template><div data-widget="search"></div></template>`).map((tag) => tag.widget)).toEqual(['search']);
  });
});
