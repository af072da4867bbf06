/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_NAVIGATION, DEFAULT_ROUTES } from './defaults';
import { DEFAULT_SITE, isSiteHref, parseSiteConfig } from './site-config';

const MODEHAUS = {
  brand: { name: 'Modehaus', logo: 'https://cms.example/logo.svg', alt: 'Modehaus Startseite' },
  routes: { home: '/start/', search: '/suche/?begriff={query}', cart: '/korb/', logout: '/abmelden/' },
  navigation: [{ label: 'Neu', href: '/neu/' }],
};

describe('parseSiteConfig', () => {
  it('takes every declared key and keeps the demo defaults for the rest', () => {
    const { config, problems } = parseSiteConfig(MODEHAUS);
    expect(problems).toEqual([]);
    expect(config.brand).toEqual(MODEHAUS.brand);
    expect(config.routes).toEqual({ ...DEFAULT_ROUTES, ...MODEHAUS.routes });
    expect(config.navigation).toEqual(MODEHAUS.navigation);
  });

  it('gives the demo site for nothing declared, and an empty navigation when the shop wants none', () => {
    expect(parseSiteConfig(undefined)).toEqual({ config: DEFAULT_SITE, problems: [] });
    expect(parseSiteConfig({})).toEqual({ config: DEFAULT_SITE, problems: [] });
    expect(parseSiteConfig({ navigation: [] }).config.navigation).toEqual([]);
  });

  it.each([
    [{ routes: { cart: 'korb' } }, 'routes.cart', /a path starting with one "\/"/],
    [{ routes: { cart: '//evil.example/' } }, 'routes.cart', /received: "\/\/evil.example\/"/],
    [{ routes: { cart: 'javascript:alert(1)' } }, 'routes.cart', /http\(s\) URL/],
    [{ routes: { cart: '/\\evil.example' } }, 'routes.cart', /path/],
    [{ routes: { search: '/suche/' } }, 'routes.search', /\{query\}/],
    [{ routes: { helpSearch: '/hilfe/?q=' } }, 'routes.helpSearch', /\{query\}/],
    [{ routes: { kasse: '/kasse/' } }, 'routes.kasse', /is no key of routes \(known: home, search/],
    [{ routes: '/korb/' }, 'routes', /Expected an object, but received string/],
    [{ brand: { name: '' } }, 'brand.name', /length/],
    [{ brand: { logo: 'data:image/svg+xml,<svg/>' } }, 'brand.logo', /http\(s\) URL/],
    [{ navigation: { Damen: '/damen/' } }, 'navigation', /Expected an array of links/],
    [{ colours: {} }, 'colours', /is no key of the site configuration/],
  ])('reports %j at %s and keeps that key’s default', (raw, path, reason) => {
    const { config, problems } = parseSiteConfig(raw);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe(path);
    expect(problems[0]?.reason).toMatch(reason);
    expect(config).toEqual(DEFAULT_SITE);
  });

  it('keeps the good keys beside a wrong one', () => {
    const { config, problems } = parseSiteConfig({ routes: { cart: 'korb', checkout: '/kasse/' }, brand: { name: 'Modehaus', logo: 42 } });
    expect(problems.map((problem) => problem.path)).toEqual(['brand.logo', 'routes.cart']);
    expect(config.routes.cart).toBe(DEFAULT_ROUTES.cart);
    expect(config.routes.checkout).toBe('/kasse/');
    expect(config.brand).toEqual({ name: 'Modehaus' });
    expect(config.navigation).toEqual(DEFAULT_NAVIGATION);
  });

  it('leaves out only the wrong links of the navigation, each a problem of its own, and keeps the links beside them', () => {
    const navigation = [
      { label: 'Damen', href: '/damen/' },
      { label: 'Herren', link: '/herren/' },
      { label: 'Sale' },
      { label: 'Böse', href: 'javascript:alert(1)' },
      'Marken',
      { label: 'Hilfe', href: '/hilfe/' },
    ];
    const { config, problems } = parseSiteConfig({ navigation });
    expect(config.navigation).toEqual([
      { label: 'Damen', href: '/damen/' },
      { label: 'Hilfe', href: '/hilfe/' },
    ]);
    expect(problems).toEqual([
      { path: 'navigation.1.link', reason: 'is no key of navigation.1 (known: label, href)' },
      { path: 'navigation.1.href', reason: 'is missing' },
      { path: 'navigation.2.href', reason: 'is missing' },
      { path: 'navigation.3.href', reason: expect.stringMatching(/http\(s\) URL/) },
      { path: 'navigation.4', reason: 'Expected an object, but received string' },
    ]);
  });

  it('keeps the first 20 links of a longer navigation and says so', () => {
    const navigation = Array.from({ length: 22 }, (_, index) => ({ label: `Link ${index}`, href: `/l${index}/` }));
    const { config, problems } = parseSiteConfig({ navigation });
    expect(config.navigation).toEqual(navigation.slice(0, 20));
    expect(problems).toEqual([{ path: 'navigation.20', reason: 'is one link too many: the header lays out 20 at most' }]);
  });

  it('gives an empty navigation when every link is wrong, never the demo\'s links', () => {
    expect(parseSiteConfig({ navigation: [{ label: 'Damen' }] }).config.navigation).toEqual([]);
  });

  it.each([null, [], 'Modehaus', 3])('refuses %j as a whole', (raw) => {
    const { config, problems } = parseSiteConfig(raw);
    expect(problems).toEqual([{ path: '(root)', reason: expect.stringMatching(/Expected an object/) }]);
    expect(config).toEqual(DEFAULT_SITE);
  });
});

describe('isSiteHref', () => {
  it.each(['/', '/korb/', '/suche/?begriff={query}', 'https://cms.example/konto/', 'http://127.0.0.1:8080/'])('takes %j', (href) => {
    expect(isSiteHref(href)).toBe(true);
  });

  it.each(['', 'korb', '//evil.example', ' /korb/', '/korb/\n', 'javascript:alert(1)', 'ftp://cms.example/', 'https://user:pw@cms.example/', '/a\\b'])('refuses %j', (href) => {
    expect(isSiteHref(href)).toBe(false);
  });
});
