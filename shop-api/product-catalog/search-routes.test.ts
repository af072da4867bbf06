/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { is } from 'superstruct';
import { Product } from '@schaufenster/shared/api';
import { drawProductImage } from './product-image';
import { startTestApp, useTestApp } from '../../test/server/harness';

describe('the catalog API', () => {
  const test = useTestApp({ catalog: 'demo' });
  const search = (payload: unknown) => test.app.inject({ method: 'POST', url: '/api/search/', payload: payload as object });
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it('answers POST /api/search/ with grouped hits, never cached', async () => {
    const response = await search({ query: 'Kleid' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().groups).toEqual([{ type: 'PRODUCT', results: expect.arrayContaining([expect.objectContaining({ title: expect.stringMatching(/kleid/i) })]) }]);
  });

  it('answers an empty query with no groups', async () => {
    expect((await search({ query: '' })).json()).toEqual({ groups: [] });
  });

  it.each([
    ['a number', { query: 42 }],
    ['no query', {}],
    ['201 characters', { query: 'k'.repeat(201) }],
  ])('rejects %s with 422 and a German field error', async (_case, payload) => {
    const response = await search(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Deine Eingabe ist ungültig.',
      error: { code: 'validation' },
      fieldErrors: { query: 'Bitte gib einen Suchbegriff mit höchstens 200 Zeichen ein.' },
    });
  });

  it('accepts a query of exactly 200 characters', async () => {
    expect((await search({ query: 'k'.repeat(200) })).statusCode).toBe(200);
  });

  it('lists an area page by page, newest first', async () => {
    const first = (await get('/api/catalog/products/?gender=damen')).json();
    const second = (await get('/api/catalog/products/?gender=damen&page=2')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 48, total: expect.any(Number), pageCount: Math.ceil(first.total / 48) });
    expect(first.products).toHaveLength(48);
    for (const product of [...first.products, ...second.products]) expect(product.categoryTree[0]).toBe('Damen');
    expect(second.products[0].id < first.products[47].id).toBe(true);
  });

  it.each([
    ['outlet=1', (product: Product) => (product.summary.price.originalPrice?.amount ?? 0) > product.summary.price.salesPrice.amount],
    ['brand=nordlicht', (product: Product) => product.brand.name === 'Nordlicht'],
    ['q=kleid&gender=damen', (product: Product) => /kleid/i.test(product.summary.name)],
  ])('filters the listing by %s', async (query, matches) => {
    const { products, total } = (await get(`/api/catalog/products/?${query}`)).json() as { products: Product[]; total: number };
    expect(total).toBeGreaterThan(0);
    expect(products.filter((product) => !matches(product))).toEqual([]);
  });

  it('sorts search hits by price either way, the sorts of the listing pages', async () => {
    const prices = async (sort: string) =>
      ((await get(`/api/catalog/products/?q=kleid&sort=${sort}`)).json() as { products: Product[] }).products.map((product) => product.summary.price.salesPrice.amount);
    const rising = await prices('preis-aufsteigend');
    const falling = await prices('preis-absteigend');
    expect(rising.length).toBeGreaterThan(1);
    expect(rising).toEqual([...rising].sort((a, b) => a - b));
    expect(falling).toEqual([...falling].sort((a, b) => b - a));
    expect(falling[0]).toBeGreaterThan(rising[0] ?? Infinity);
  });

  it.each(['gender=kinder', 'page=0', 'sort=billig', 'page=abc', 'q=a&q=b'])('rejects the listing query %s with 422', async (query) => {
    const response = await get(`/api/catalog/products/?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({ code: 'validation' });
  });

  it('answers a product in the API shape, and 404 for an unknown id', async () => {
    const product = (await get('/api/catalog/products/P100001')).json();
    expect(is(product, Product)).toBe(true);
    expect(product).toMatchObject({ id: 'P100001', image: 'https://images.example/images/P100001.svg', path: expect.stringMatching(/^\/p\//) });
    const missing = await get('/api/catalog/products/P999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not Found', error: { code: 'not_found' } });
  });

  it('draws the same immutable SVG placeholder for a product every time', async () => {
    const image = await get('/images/P100001.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await get('/images/P100001.svg')).body).toBe(image.body);
  });

  it.each(['/images/P999999.svg', '/images/P100001.png', '/images/..%2Fsecret.svg'])('answers %s with 404', async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  it('escapes the product name in the SVG', () => {
    const svg = drawProductImage({ name: '<Kleid & "Co">', colorId: '10', colorName: 'Schwarz' });
    expect(svg).toContain('&lt;Kleid &amp; &quot;Co&quot;&gt;');
    expect(svg).toContain('fill="#1f1f1f"');
    expect(svg).not.toContain('<Kleid');
  });
});

describe('product images', () => {
  it('are drawn from the search index in memory once it is built, the same as from the database, and keep coming while the database is away', async () => {
    const test = await startTestApp({ catalog: 'demo' });
    const image = () => test.app.inject({ method: 'GET', url: '/images/P100001-2.svg' });
    const fromDatabase = await image();
    expect(fromDatabase.statusCode).toBe(200);
    // The first search builds the index.
    expect((await test.app.inject({ method: 'POST', url: '/api/search/', payload: { query: 'Kleid' } })).statusCode).toBe(200);
    expect((await image()).body).toBe(fromDatabase.body);

    await test.database.close();
    const duringOutage = await image();
    expect(duringOutage.statusCode).toBe(200);
    expect(duringOutage.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(duringOutage.body).toBe(fromDatabase.body);
    await test.app.close();
  });
});
