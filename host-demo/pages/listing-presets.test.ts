/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { useTestApp, useTestCatalog } from '../server/testing/harness';
import { readTiles } from './listing-testing';

const test = useTestApp();
const catalog = useTestCatalog(test);

/** The product ids of a listing page, in the order shown. */
const order = (html: string) => readTiles(html).map((tile) => (tile.product as { id: string }).id);

async function visitorWithPresets(presets: unknown): Promise<string> {
  const answer = await test.app.inject({ method: 'POST', url: '/api/s/catalog-presets/', payload: presets as Record<string, unknown> });
  expect(answer.statusCode).toBe(200);
  return String(answer.headers['set-cookie']).split(';')[0] ?? '';
}

describe('catalog presets (POST /api/s/catalog-presets/) on the listings', () => {
  // Brand A: the dress (49,99 €) and the shirt (19,95 €); its own order lists the shirt first.
  const brandPage = () => `/marken/marke-a-${catalog.tag}/`;

  it('starts a listing without sort or filter parameters with the sort the session stored last', async () => {
    const cookie = await visitorWithPresets({ sort: 'preis-absteigend', filters: { sale: false } });
    const page = await test.app.inject({ method: 'GET', url: brandPage(), headers: { cookie } });
    expect(order(page.body)).toEqual([catalog.products.dress, catalog.products.shirt]);
    expect(page.body).toContain('<option value="preis-absteigend" selected>Preis absteigend</option>');
    expect(page.headers.vary).toMatch(/cookie/i);
  });

  it('keeps its own order for a visitor without presets, and follows the parameters over the presets', async () => {
    expect(order((await test.app.inject({ method: 'GET', url: brandPage() })).body)).toEqual([catalog.products.shirt, catalog.products.dress]);
    const cookie = await visitorWithPresets({ sort: 'preis-absteigend', filters: { sale: false } });
    const chosen = await test.app.inject({ method: 'GET', url: `${brandPage()}?sort=empfohlen`, headers: { cookie } });
    expect(order(chosen.body)).toEqual([catalog.products.shirt, catalog.products.dress]);
  });

  it('ignores presets of another shape (the call accepts any JSON object)', async () => {
    const cookie = await visitorWithPresets({ sort: 'teuer-zuerst', filters: 'alle' });
    const page = await test.app.inject({ method: 'GET', url: brandPage(), headers: { cookie } });
    expect(order(page.body)).toEqual([catalog.products.shirt, catalog.products.dress]);
  });
});
