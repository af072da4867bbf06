/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { SESSION_IDLE_TIMEOUT_MS } from '../shop-api/server-session/lifetime';
import { useTestApp, useTestCatalog } from '../test/server/harness';
import { readTiles } from './testing/listing-testing';

const test = useTestApp();
const catalog = useTestCatalog(test);

/** The product ids of a listing page, in the order shown. */
const order = (html: string) => readTiles(html).map((tile) => (tile.product as { id: string }).id);

/** A visitor's session cookie (`name=value`) after it sent the presets, from `host` (over HTTPS on any host but loopback). */
async function visitorWithPresets(presets: unknown, host = 'localhost:80'): Promise<string> {
  const answer = await test.app.inject({ method: 'POST', url: '/api/s/catalog-presets/', headers: { host }, payload: presets as Record<string, unknown> });
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

describe('catalog presets belong to the live session of the cookie the shop sets', () => {
  const brandPage = () => `/marken/marke-a-${catalog.tag}/`;
  const byPrice = { sort: 'preis-absteigend', filters: { sale: false } };

  it('reads them under `__Host-sid` where the session cookie has that name (any host but loopback)', async () => {
    const cookie = await visitorWithPresets(byPrice, 'shop.example');
    expect(cookie).toMatch(/^__Host-sid=/);
    const page = await test.app.inject({ method: 'GET', url: brandPage(), headers: { host: 'shop.example', cookie } });
    expect(order(page.body)).toEqual([catalog.products.dress, catalog.products.shirt]);
  });

  it('ignores a plain `sid` cookie there: the shop never sets one on that host, so someone else planted it', async () => {
    const cookie = await visitorWithPresets(byPrice);
    expect(cookie).toMatch(/^sid=/);
    const page = await test.app.inject({ method: 'GET', url: brandPage(), headers: { host: 'shop.example', cookie } });
    expect(order(page.body)).toEqual([catalog.products.shirt, catalog.products.dress]);
  });

  it('ignores the presets of a session past its idle timeout, as every other call ignores the session', async () => {
    const cookie = await visitorWithPresets(byPrice);
    test.advanceClock(SESSION_IDLE_TIMEOUT_MS + 60_000);
    const page = await test.app.inject({ method: 'GET', url: brandPage(), headers: { cookie } });
    expect(order(page.body)).toEqual([catalog.products.shirt, catalog.products.dress]);
    expect((await test.app.inject({ method: 'GET', url: '/api/s/', headers: { cookie } })).headers['set-cookie']).toMatch(/^sid=/);
  });
});
