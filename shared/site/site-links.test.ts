import { afterEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_SITE, type SiteConfig } from './site-config';
import { fillQuery, fillRoutes, logoutUrl, queryOfAddress, searchForm, withQuery } from './site-links';
import { MODEHAUS_SITE } from '../../test/shared/site';

describe('fillRoutes', () => {
  it("puts the site's links where HTML names its routes: a search route bare, a query's & escaped, anything else left", () => {
    const routes = { ...MODEHAUS_SITE.routes, cart: '/korb/?von=kopf&x=1' };
    expect(fillRoutes('<a href="{routes.cart}">Warenkorb</a> <a href="{routes.search}">Suche</a>', routes)).toBe(
      '<a href="/korb/?von=kopf&amp;x=1">Warenkorb</a> <a href="/suche/">Suche</a>',
    );
    expect(fillRoutes('{routes.logout} {routes.nirgends} {query}', routes)).toBe('{routes.logout} {routes.nirgends} {query}');
  });
});

describe('fillQuery', () => {
  it('puts the encoded search text where the template says', () => {
    expect(fillQuery('/suche/?begriff={query}', 'rotes Kleid & Schal')).toBe('/suche/?begriff=rotes%20Kleid%20%26%20Schal');
    expect(fillQuery('/katalog/{query}/?q={query}', 'a/b')).toBe('/katalog/a%2Fb/?q=a%2Fb');
  });

  it.each([
    ['/katalog/?q={query}', '/katalog/'],
    ['/suche/?begriff={query}&sort=neu', '/suche/?sort=neu'],
    ['/suche/{query}/', '/suche/'],
    ['https://cms.example/s?q={query}', 'https://cms.example/s'],
  ])('opens %j bare without a search text', (template, expected) => {
    expect(fillQuery(template, '')).toBe(expected);
  });
});

describe('searchForm', () => {
  it.each([
    ['/katalog/?q={query}', { action: '/katalog/', field: 'q', hidden: [] }],
    ['/suche/?begriff={query}&sort=neu', { action: '/suche/', field: 'begriff', hidden: [['sort', 'neu']] }],
    ['https://cms.example/s?q={query}', { action: 'https://cms.example/s', field: 'q', hidden: [] }],
  ])('sends the search text of %j as a plain GET form', (template, expected) => {
    expect(searchForm(template)).toEqual(expected);
  });
});

describe('withQuery', () => {
  it.each([
    ['/authenticate/', 'p=guest', '/authenticate/?p=guest'],
    ['/anmelden/?lang=de', 'p=guest&callbackPath=%2Fkorb%2F', '/anmelden/?lang=de&p=guest&callbackPath=%2Fkorb%2F'],
    ['/anmelden/#oben', 'p=register', '/anmelden/?p=register#oben'],
    ['https://cms.example/login.html', 'p=guest', 'https://cms.example/login.html?p=guest'],
  ])('adds to %j the parameters %j', (href, parameters, expected) => {
    expect(withQuery(href, new URLSearchParams(parameters))).toBe(expected);
  });
});

describe('logoutUrl', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'schaufenster');
  });

  it('is the site’s own logout route when it names one', () => {
    const site: SiteConfig = { ...DEFAULT_SITE, routes: { ...DEFAULT_SITE.routes, logout: '/abmelden/' } };
    expect(logoutUrl(site, 'https://cms.example/seite/')).toBe('/abmelden/');
  });

  it('is the API’s /logout/ with the page’s home as the landing, under data-api when the loader names one', () => {
    const site: SiteConfig = { ...DEFAULT_SITE, routes: { ...DEFAULT_SITE.routes, home: '/start/' } };
    expect(logoutUrl(site, 'http://localhost/seite/')).toBe(`http://localhost/logout/?home=${encodeURIComponent('http://localhost/start/')}`);
    Object.assign(window, { schaufenster: { api: 'https://api.shop.example/' } });
    expect(logoutUrl(site, 'https://www.shop.example/seite/')).toBe(`https://api.shop.example/logout/?home=${encodeURIComponent('https://www.shop.example/start/')}`);
  });
});

describe('queryOfAddress', () => {
  it.each([
    ['a parameter of the template', '/suche/?begriff={query}', '/suche/?begriff=roter%20mantel&page=2', 'roter mantel'],
    ['the path where the template has it', '/suche/{query}/', '/suche/roter%20mantel/?page=2', 'roter mantel'],
    ['a path of the template in the middle', '/s/{query}/ergebnisse/', '/s/kleid/ergebnisse/', 'kleid'],
    ['another path', '/suche/{query}/', '/hilfe/kleid/', ''],
    ['the bare search page', '/suche/{query}/', '/suche/', ''],
    ['a broken escape', '/suche/{query}/', '/suche/%E0/', ''],
    ['another parameter', '/suche/?begriff={query}', '/suche/?q=kleid', ''],
  ])('reads the search text from %s', (_case, template, pageUrl, expected) => {
    expect(queryOfAddress(template, pageUrl)).toBe(expected);
  });
});
