/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseSiteConfig } from '@schaufenster/shared/site';

// The settings page's PHP validator and the widgets' own (parseSiteConfig) must refuse the same keys of the same
// site configurations: a route the page saves is one the widgets follow, and one they refuse never gets saved.

const VALIDATOR = path.join(__dirname, '..', '..', 'integrations', 'wordpress', 'schaufenster', 'includes', 'site-validation.php');

/** The paths the PHP validator refuses, with its German messages, for each site configuration. */
function phpProblems(sites: unknown[]): Record<string, string>[] {
  const script = `require ${JSON.stringify(VALIDATOR)}; $sites = json_decode(stream_get_contents(STDIN), true); echo json_encode(array_map(fn ($site) => (object) schaufenster_site_problems($site), $sites));`;
  return JSON.parse(execFileSync('php', ['-r', script], { input: JSON.stringify(sites) }).toString()) as Record<string, string>[];
}

const long = (length: number) => 'x'.repeat(length);

const CASES: [string, unknown][] = [
  ['a whole valid site', { brand: { name: 'Modehaus', logo: 'https://cms.example/logo.svg', alt: 'Modehaus' }, routes: { home: '/', search: '/?s={query}', cart: '/korb/', checkout: 'https://shop.example/kasse/' }, navigation: [{ label: 'Damen', href: '/damen/' }] }],
  ['a route without its leading slash', { routes: { cart: 'korb/' } }],
  ['a protocol-relative route', { routes: { cart: '//evil.example/korb/' } }],
  ['a route with a backslash', { routes: { cart: '/\\evil.example/' } }],
  ['a route with a blank around it', { routes: { cart: ' /korb/' } }],
  ['a javascript: route', { routes: { home: 'javascript:alert(1)' } }],
  ['a URL with credentials', { routes: { home: 'https://user:pw@shop.example/' } }],
  ['an ftp URL', { routes: { home: 'ftp://shop.example/' } }],
  ['a search route without the placeholder', { routes: { search: '/?s=' } }],
  ['a help search route with it', { routes: { helpSearch: '/hilfe/?frage={query}' } }],
  ['an empty brand name', { brand: { name: '' } }],
  ['a brand name of 80 characters', { brand: { name: long(80) } }],
  ['a brand name of 81 characters', { brand: { name: long(81) } }],
  ['an umlaut brand name at the limit', { brand: { name: `Ä${long(79)}` } }],
  ['a logo that is a path', { brand: { logo: '/logo.svg' } }],
  ['a logo data: URL', { brand: { logo: 'data:image/svg+xml,<svg/>' } }],
  ['an alt text of 201 characters', { brand: { alt: long(201) } }],
  ['a navigation link without href', { navigation: [{ label: 'Damen' }, { label: 'Herren', href: '/herren/' }] }],
  ['a navigation link with an empty label', { navigation: [{ label: '', href: '/damen/' }] }],
  ['21 navigation links', { navigation: Array.from({ length: 21 }, (_, index) => ({ label: `L${index}`, href: `/l${index}/` })) }],
];

describe('the WordPress settings page validates the site configuration as the widgets do', () => {
  const verdicts = phpProblems(CASES.map(([, site]) => site));

  it.each(CASES.map(([name, site], index) => [name, site, index] as const))('%s: the same keys are refused', (_name, site, index) => {
    const widgets = parseSiteConfig(site).problems.map((problem) => problem.path).sort();
    expect(Object.keys(verdicts[index] ?? {}).sort()).toEqual(widgets);
  });

  it('says what is wrong in German, naming the route', () => {
    expect(verdicts[1]).toEqual({ 'routes.cart': 'Warenkorb: Erwartet wird ein Pfad, der mit genau einem „/“ beginnt (z. B. „/korb/“), oder eine http(s)-URL.' });
    expect(verdicts[8]?.['routes.search']).toBe('Suche: Die Adresse braucht {query} an der Stelle des Suchtexts, z. B. „/?s={query}“.');
  });
});
