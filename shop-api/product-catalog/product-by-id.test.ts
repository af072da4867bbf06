/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { is } from 'superstruct';
import { API, apiPath, Product } from '@schaufenster/shared/api';
import { CONTRACTS } from '../../bundling/contracts';
import { tagName } from '../../registry/remotes';
import { useTestApp } from '../../test/server/harness';
import { loadProductPages } from './product-view';

const SHOP = 'https://www.shop.example';

/** Every product id a contract's example names: `productId`, and the `id` of a whole `product`, at any depth. */
function exampleProductIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(exampleProductIds);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if (key === 'productId' && typeof item === 'string') return [item];
    if (key === 'product' && typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'string') return [item.id, ...exampleProductIds(item)];
    return exampleProductIds(item);
  });
}

const EXAMPLES = Object.entries(CONTRACTS).flatMap(([remote, contract]) =>
  Object.entries(contract).flatMap(([module, { example }]) => exampleProductIds(example).map((id) => [tagName(remote, module), id] as const)),
);

const test = useTestApp({ catalog: 'demo', allowedOrigins: [SHOP] });

describe('GET /api/products/<id>/', () => {
  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

  it('answers a product in the shape product pages and recommendations carry, never cached', async () => {
    const answer = await get('/api/products/P100001/');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const product: unknown = answer.json();
    expect(is(product, Product)).toBe(true);
    expect(product).toEqual((await loadProductPages(test.database.db, ['P100001'], { imageOrigin: 'https://images.example' }))[0]);
    expect(product).toMatchObject({ id: 'P100001', image: 'https://images.example/images/P100001.svg', path: expect.stringMatching(/^\/p\//) });
  });

  it('carries the gallery a product view shows: three views, the first its image, each with a German alt', async () => {
    const { images, image } = (await get('/api/products/P100001/')).json<{ images: { url: string; alt: string }[]; image: string }>();
    expect(images.map((view) => view.url)).toEqual([image, 'https://images.example/images/P100001-2.svg', 'https://images.example/images/P100001-3.svg']);
    expect(images.map((view) => view.alt.split(': ').at(-1))).toEqual(['Vorderansicht', 'Rückansicht', 'Detailansicht']);
  });

  it('builds the path the widgets call from the shared prefix', () => {
    expect(apiPath(API.product, { id: 'P100001' })).toBe('/api/products/P100001/');
  });

  it('answers an unknown id with 404 in the error shape of SPEC section 8', async () => {
    const answer = await get('/api/products/P999999/');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ message: 'Not Found', error: { code: 'not_found' } });
  });

  it.each([
    ['a space', 'P%20100001'],
    ['a quote and SQL', encodeURIComponent("P1' OR '1'='1")],
    ['a slash', 'P1%2FP2'],
    ['a dot', 'P100001.json'],
    ['an umlaut', encodeURIComponent('Pü1')],
    ['65 characters', 'P'.repeat(65)],
  ])('refuses an id with %s: 422 with a German message on id', async (_case, id) => {
    const answer = await get(`/api/products/${id}/`);
    expect(answer.statusCode).toBe(422);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      message: 'Deine Eingabe ist ungültig.',
      error: { code: 'validation' },
      fieldErrors: { id: 'Eine Artikel-ID besteht aus 1 bis 64 Buchstaben, Ziffern, - und _.' },
    });
  });

  it('takes an id of 64 characters (and answers 404: no product has one)', async () => {
    expect((await get(`/api/products/${'P'.repeat(64)}/`)).statusCode).toBe(404);
  });

  it('answers an allowed origin with CORS and credentials, as every API route', async () => {
    const answer = await get('/api/products/P100001/', { origin: SHOP });
    expect(answer.headers['access-control-allow-origin']).toBe(SHOP);
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    expect((await get('/api/products/P100001/', { origin: 'https://evil.example' })).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe("the widget catalog's examples", () => {
  it('name at least one product (the buy button by id)', () => {
    expect(EXAMPLES).toContainEqual(['minicart/buy-button', expect.any(String)]);
  });

  it.each(EXAMPLES)('%s: names %s, a product of the seeded demo catalog with a size in stock', async (_module, id) => {
    const answer = await test.app.inject({ method: 'GET', url: apiPath(API.product, { id }) });
    expect(answer.statusCode).toBe(200);
    const product = answer.json<Product>();
    expect(product.variations.some((variation) => variation.availability.type === 'inStock')).toBe(true);
  });
});
