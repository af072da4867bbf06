/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { findWidgetTags } from './find-tags';

describe('finding widget tags', () => {
  it.each<[string, string, unknown]>([
    ['no data-props as {}', `<div data-widget="search"></div>`, { kind: 'absent' }],
    ['single-quoted JSON', `<div data-widget="auth" data-props='{"mode":"page"}'></div>`, { kind: 'json', value: { mode: 'page' } }],
    ['escaped JSON', `<div data-widget="auth" data-props="{&#34;mode&#34;:&#34;page&#34;}"></div>`, { kind: 'json', value: { mode: 'page' } }],
    ['a blank attribute as {}, as the loader does', `<div data-widget="auth" data-props=" "></div>`, { kind: 'json', value: {} }],
    ['text that is no JSON', `<div data-widget="auth" data-props="mode=page"></div>`, { kind: 'not-json', error: expect.stringMatching(/\S/) }],
    ['Liquid output as dynamic', `<div data-widget="auth" data-props="{{ authProps | json }}"></div>`, { kind: 'dynamic', source: '{{ authProps | json }}' }],
    ['a Liquid tag as dynamic', `<div data-widget="auth" data-props='{% if a %}{}{% endif %}'></div>`, { kind: 'dynamic', source: '{% if a %}{}{% endif %}' }],
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

  it('finds tags inside <template> elements too', () => {
    expect(findWidgetTags(`<template><div data-widget="search"></div></template>`).map((tag) => tag.widget)).toEqual(['search']);
  });
});
