import { describe, expect, it } from '@jest/globals';
import { keptParameters, listingRequest, readResultsAddress, resultsHref } from './results-address';

describe('readResultsAddress', () => {
  it.each([
    ['WordPress names the search text s', '/?s=mantel', '/?s={query}', { query: 'mantel', page: 1, sort: 'empfohlen' }],
    ['a shop names it begriff', '/suche/?begriff=roter%20mantel&page=3&sort=preis-absteigend', '/suche/?begriff={query}', { query: 'roter mantel', page: 3, sort: 'preis-absteigend' }],
    ['the demo names it q', '/katalog/?q=kleid&page=2', '/katalog/?q={query}', { query: 'kleid', page: 2, sort: 'empfohlen' }],
    ['another parameter is no search text', '/suche/?q=kleid', '/suche/?begriff={query}', { query: '', page: 1, sort: 'empfohlen' }],
    ['a broken page is the first, an unknown sort the default', '/?s=x&page=0&sort=billig', '/?s={query}', { query: 'x', page: 1, sort: 'empfohlen' }],
    ['a page that is no whole number is the first', '/?s=x&page=2.5', '/?s={query}', { query: 'x', page: 1, sort: 'empfohlen' }],
    ['the search text is trimmed', '/?s=%20%20jacke%20', '/?s={query}', { query: 'jacke', page: 1, sort: 'empfohlen' }],
    ['a shop puts it in the path', '/suche/roter%20mantel/?page=2', '/suche/{query}/', { query: 'roter mantel', page: 2, sort: 'empfohlen' }],
  ])('%s', (_case, pageUrl, route, expected) => {
    expect(readResultsAddress(pageUrl, route)).toEqual(expected);
  });

  it('cuts a search text to the 200 characters the API takes', () => {
    expect(readResultsAddress(`/?s=${'a'.repeat(300)}`, '/?s={query}').query).toHaveLength(200);
  });
});

describe('resultsHref', () => {
  it.each([
    ['the next page keeps the search text and the CMS parameters', '/?s=mantel&lang=de', { page: 2 }, '/?s=mantel&lang=de&page=2'],
    ['the first page has no page parameter', '/suche/?begriff=mantel&page=3', { page: 1 }, '/suche/?begriff=mantel'],
    ['a new sort starts at the first page', '/suche/?begriff=mantel&page=3', { sort: 'preis-aufsteigend' as const }, '/suche/?begriff=mantel&sort=preis-aufsteigend'],
    ['the default sort has no parameter', '/?s=x&sort=preis-absteigend', { sort: 'empfohlen' as const }, '/?s=x'],
  ])('%s', (_case, pageUrl, change, expected) => {
    expect(resultsHref(pageUrl, change)).toBe(expected);
  });
});

describe('keptParameters', () => {
  it('keeps every parameter of the page but its page and sort, for the sort form to send again', () => {
    expect(keptParameters('/?s=mantel&page=2&sort=preis-aufsteigend&lang=de')).toEqual([
      ['s', 'mantel'],
      ['lang', 'de'],
    ]);
  });
});

describe('listingRequest', () => {
  it.each([
    [{ query: '', page: 1, sort: 'empfohlen' as const }, '/api/catalog/products/'],
    [{ query: 'roter mantel', page: 2, sort: 'preis-aufsteigend' as const }, '/api/catalog/products/?q=roter+mantel&sort=preis-aufsteigend&page=2'],
  ])('calls the catalog listing for %j without its defaults', (address, expected) => {
    expect(listingRequest(address)).toBe(expected);
  });
});
