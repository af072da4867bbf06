import { describe, expect, it } from '@jest/globals';
import { isIntendedLogout, isSameOriginPost } from './logout-intent';

const SHOP = 'https://www.shop.example';
const CMS = 'https://cms.example';
const trusted = (origin: string) => origin === SHOP || origin === CMS;

/** Fetch Metadata as a browser sends it: site, mode, destination, and whether a user's activation started it. */
const fetchMetadata = (site: string, mode: string, dest: string, user = false) => ({
  'sec-fetch-site': site,
  'sec-fetch-mode': mode,
  'sec-fetch-dest': dest,
  ...(user && { 'sec-fetch-user': '?1' }),
});

describe('isIntendedLogout: may GET /logout/ log out at once?', () => {
  it.each([
    ['a link of the shop’s own page, clicked', fetchMetadata('same-origin', 'navigate', 'document', true)],
    ['a script of the shop’s own page', fetchMetadata('same-origin', 'cors', 'empty')],
    ['an address typed or bookmarked', fetchMetadata('none', 'navigate', 'document', true)],
    ['the Abmelden link on a CMS page of the same site (another port or host), clicked', fetchMetadata('same-site', 'navigate', 'document', true)],
    ['the Abmelden link on a CMS page of another site (COOKIE_SAMESITE=none), clicked', fetchMetadata('cross-site', 'navigate', 'document', true)],
    ['an old browser following a link of the shop', { referer: `${SHOP}/konto/` }],
    ['an old browser following a link of an allowed CMS', { referer: `${CMS}/start/` }],
  ])('yes: %s', (_case, headers) => {
    expect(isIntendedLogout(headers, trusted)).toBe(true);
  });

  it.each([
    ['an <img> on a page of another site', fetchMetadata('cross-site', 'no-cors', 'image')],
    ['an <img> on a sibling host of the same site (the Lax cookie comes along)', fetchMetadata('same-site', 'no-cors', 'image')],
    ['a script of another site (fetch, no-cors)', fetchMetadata('cross-site', 'no-cors', 'empty')],
    ['a navigation of another site no one clicked (location =, meta refresh)', fetchMetadata('cross-site', 'navigate', 'document')],
    ['a navigation of a sibling host no one clicked', fetchMetadata('same-site', 'navigate', 'document')],
    ['a frame on another site, even after a click', fetchMetadata('cross-site', 'navigate', 'iframe', true)],
    ['a prefetch of the shop’s own link', { ...fetchMetadata('same-origin', 'navigate', 'document'), 'sec-purpose': 'prefetch' }],
    ['a prerender of a typed address', { ...fetchMetadata('none', 'navigate', 'document'), 'sec-purpose': 'prefetch;prerender' }],
    ['an old prefetch', { ...fetchMetadata('same-origin', 'navigate', 'document'), purpose: 'prefetch' }],
    ['a user activation claimed beside another site’s image', { ...fetchMetadata('cross-site', 'no-cors', 'image'), 'sec-fetch-user': '?1' }],
    ['curl, or an old browser that sent no Referer', {}],
    ['an old browser coming from another site', { referer: 'https://evil.example/' }],
    ['an old browser coming from a look-alike', { referer: 'https://www.shop.example.evil.example/' }],
    ['a Referer that is no URL', { referer: 'www.shop.example' }],
  ])('no: %s', (_case, headers) => {
    expect(isIntendedLogout(headers, trusted)).toBe(false);
  });
});

describe('isSameOriginPost: may the confirmation page’s button log out?', () => {
  const own = (origin: string) => origin === SHOP;

  it.each([
    ['the button on the page', { 'sec-fetch-site': 'same-origin', origin: SHOP }],
    ['an old browser’s button on the page', { origin: SHOP }],
  ])('yes: %s', (_case, headers) => {
    expect(isSameOriginPost(headers, own)).toBe(true);
  });

  it.each([
    ['a form of another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a form of a sibling host', { 'sec-fetch-site': 'same-site', origin: 'https://blog.shop.example' }],
    ['a form of an allowed CMS (it links to GET /logout/, it has no business posting here)', { 'sec-fetch-site': 'cross-site', origin: CMS }],
    ['a typed-in POST (none)', { 'sec-fetch-site': 'none' }],
    ['an old browser’s form of another site', { origin: 'https://evil.example' }],
    ['an opaque origin (a sandboxed frame)', { origin: 'null' }],
    ['no Origin and no Fetch Metadata (curl)', {}],
  ])('no: %s', (_case, headers) => {
    expect(isSameOriginPost(headers, own)).toBe(false);
  });
});
