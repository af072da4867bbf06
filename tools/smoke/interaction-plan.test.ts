/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { SmokeInteraction } from '@schaufenster/shared/props';
import { describeAction, findTag, hasProps, placeInteraction, type TagOnPage } from './interaction-plan';

/** A storefront page: the header, the search, the sign-in modal, the cart page's cart and the flyout's. */
const STOREFRONT: TagOnPage[] = [
  { widget: 'header', props: { variant: 'storefront' } },
  { widget: 'search', props: { launcher: false } },
  { widget: 'minicart', props: { loadCart: true, view: 'page' } },
  { widget: 'minicart', props: { loadCart: true } },
  { widget: 'auth', props: { mode: 'modal' } },
];

const SEARCH: SmokeInteraction = {
  name: 'type a query and see its hits',
  tag: { widget: 'search' },
  actions: [
    { click: { in: { widget: 'header', props: { variant: 'storefront' } }, css: '[data-search-launcher]' } },
    { type: 'Kleid', into: { css: 'input[role="combobox"]' } },
  ],
  expect: { css: '[role="option"]' },
};

describe('hasProps', () => {
  it.each([
    ['no props wanted, any tag', { mode: 'modal' }, undefined, true],
    ['no props wanted, a tag without JSON props', undefined, undefined, true],
    ['the prop as wanted', { mode: 'modal', extra: 1 }, { mode: 'modal' }, true],
    ['an object prop equal as JSON', { countries: ['DE', 'AT'] }, { countries: ['DE', 'AT'] }, true],
    ['another value', { mode: 'page' }, { mode: 'modal' }, false],
    ['the prop missing', {}, { mode: 'modal' }, false],
    ['props wanted, a tag without JSON props', undefined, { mode: 'modal' }, false],
  ])('%s: %p with %p is %p', (_case, props, wanted, expected) => {
    expect(hasProps(props, wanted)).toBe(expected);
  });
});

describe('findTag', () => {
  it('finds the first tag of that name with the props asked for, in document order', () => {
    expect(findTag(STOREFRONT, { widget: 'minicart' })).toBe(2);
    expect(findTag(STOREFRONT, { widget: 'minicart', props: { view: 'page' } })).toBe(2);
    expect(findTag(STOREFRONT, { widget: 'auth', props: { mode: 'modal' } })).toBe(4);
  });

  it('finds none when no tag has that name or those props', () => {
    expect(findTag(STOREFRONT, { widget: 'address' })).toBe(-1);
    expect(findTag(STOREFRONT, { widget: 'header', props: { variant: 'checkout' } })).toBe(-1);
  });
});

describe('placeInteraction', () => {
  it("places each target in its tag: the interaction's own, or the other widget's it names", () => {
    expect(placeInteraction(SEARCH, STOREFRONT)).toEqual({
      name: 'type a query and see its hits',
      widget: 'search',
      tagIndex: 1,
      actions: [
        { kind: 'click', target: { tagIndex: 0, css: '[data-search-launcher]', label: '[data-search-launcher] in header' } },
        { kind: 'type', text: 'Kleid', target: { tagIndex: 1, css: 'input[role="combobox"]', label: 'input[role="combobox"] in search' } },
      ],
      expect: { tagIndex: 1, css: '[role="option"]', label: '[role="option"] in search' },
    });
  });

  it('keeps the text a target must contain, and names it', () => {
    const hover: SmokeInteraction = { name: 'hover', tag: { widget: 'header' }, actions: [{ hover: { css: 'button', text: 'Mein Konto' } }], expect: { css: 'p', text: 'Du bist noch nicht angemeldet' } };
    expect(placeInteraction(hover, STOREFRONT)).toMatchObject({
      actions: [{ kind: 'hover', target: { tagIndex: 0, css: 'button', text: 'Mein Konto', label: 'button "Mein Konto" in header' } }],
      expect: { text: 'Du bist noch nicht angemeldet', label: 'p "Du bist noch nicht angemeldet" in header' },
    });
  });

  it('does not belong on a page without its own tag, or without a tag one of its targets is in', () => {
    const checkout: TagOnPage[] = [{ widget: 'header', props: { variant: 'checkout' } }, ...STOREFRONT.slice(1)];
    expect(placeInteraction(SEARCH, checkout)).toBeUndefined();
    expect(placeInteraction(SEARCH, STOREFRONT.filter((tag) => tag.widget !== 'search'))).toBeUndefined();
    expect(placeInteraction({ ...SEARCH, tag: { widget: 'search', props: { launcher: true } } }, STOREFRONT)).toBeUndefined();
  });
});

describe('describeAction', () => {
  it('names what the shopper does and where', () => {
    const target = { tagIndex: 0, css: 'a.cart', label: 'a.cart in header' };
    expect(describeAction({ kind: 'click', target })).toBe('click a.cart in header');
    expect(describeAction({ kind: 'hover', target })).toBe('hover a.cart in header');
    expect(describeAction({ kind: 'type', text: 'Kleid', target })).toBe('type "Kleid" into a.cart in header');
  });
});
