/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ROUTES, parseSiteConfig, ROUTE_NAMES } from '@schaufenster/shared/site';
import { SITE_EXAMPLE } from '@schaufenster/shared/site/site-docs';
import { checkSite } from '../../tools/tag-check/check-site';
import { findSiteDeclarations } from '../../tools/tag-check/find-site';
import { LOGOUT_DEFAULT, siteCatalog } from './site-catalog';

describe('the widget catalog’s site configuration section', () => {
  it('documents brand, every route with its default, and the navigation, in German and English', () => {
    const { rows } = siteCatalog();
    expect(rows.map((row) => row.key)).toEqual(['brand.name', 'brand.logo', 'brand.alt', ...ROUTE_NAMES.map((name) => `routes.${name}`), 'navigation']);
    for (const row of rows) expect(row).toEqual(expect.objectContaining({ description: expect.stringMatching(/\S/), descriptionEn: expect.stringMatching(/\S/) }));
    expect(rows.find((row) => row.key === 'routes.cart')?.default).toBe(DEFAULT_ROUTES.cart);
    expect(rows.find((row) => row.key === 'routes.search')).toMatchObject({ type: 'string (Vorlage mit {query})', default: '/katalog/?q={query}' });
    expect(rows.find((row) => row.key === 'routes.logout')?.default).toBe(LOGOUT_DEFAULT);
    expect(rows.find((row) => row.key === 'navigation')?.default).toBe('Damen /damen/, Herren /herren/, Marken /marken/, Sale /outlet/, Hilfe /faq/');
  });

  it('gives an example that names every route but logout (the API’s applies) and that the widgets and check-tags take without a problem', () => {
    expect(Object.keys(SITE_EXAMPLE.routes).sort()).toEqual(ROUTE_NAMES.filter((name) => name !== 'logout').sort());
    expect(parseSiteConfig(SITE_EXAMPLE).problems).toEqual([]);
    const { exampleTag } = siteCatalog();
    expect(exampleTag).toMatch(/^<script type="application\/json" id="schaufenster-site">\n\{\n {2}"brand": /);
    expect(checkSite('catalog', findSiteDeclarations(exampleTag))).toEqual({ problems: [], dynamic: [] });
  });
});
