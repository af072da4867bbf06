/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { Cart } from '@schaufenster/shared/api';
import { assert, create } from 'superstruct';
import { useTestApp, useTestCatalog, type TestClient } from '../../test/server/harness';

const ADD = '/api/checkout-v3/cart/add/';
const add = (client: TestClient, variationId: string) =>
  client.request('POST', ADD, { variationId, component: 'product_page', componentAction: 'add_to_cart' });

describe('cart API', () => {
  const server = useTestApp();
  const catalog = useTestCatalog(server);

  it('answers an empty cart to a new visitor and sets the session cookie', async () => {
    const answer = await server.visitor().request('GET', '/api/checkout-v3/cart/overview/');
    expect(answer.status).toBe(200);
    assert(answer.json, Cart);
    expect(answer.json).toEqual({
      summary: { subtotal: { amount: 0, currency: 'EUR' }, itemQty: 0, total: { amount: 0, currency: 'EUR' } },
      items: { inStock: [] },
      recommendations: [],
    });
  });

  it('adds a piece and answers the full cart line and in-stock recommendations of the same category or brand', async () => {
    const client = server.visitor();
    const answer = await add(client, catalog.variations.dressPlenty);
    expect(answer.status).toBe(200);
    const cart = create(answer.json, Cart);
    expect(cart.items.inStock).toEqual([
      {
        productNumber: `nr-dress-${catalog.tag}`,
        variationId: catalog.variations.dressPlenty,
        parentId: `parent-dress-${catalog.tag}`,
        productId: catalog.products.dress,
        name: 'dress',
        brand: { id: `brand-a-${catalog.tag}`, name: 'Marke A' },
        categories: [{ id: `cat-dresses-${catalog.tag}`, backendName: 'dresses' }],
        categoryTree: ['Damen', 'dresses'],
        price: { salesPrice: { amount: 4999, currency: 'EUR' } },
        quantity: 1,
        size: { id: 'size-38', label: '38' },
        color: { id: 'blue', label: 'Blau' },
        mainColorId: 'blue',
        image: `https://images.example/images/${catalog.products.dress}.svg`,
        path: `/p/slug-dress-${catalog.tag}/`,
      },
    ]);
    // Skirt shares the category (first), shirt the brand; the sold-out jacket and the unrelated coat are left out.
    expect(cart.recommendations.map((product) => product.id)).toEqual([catalog.products.skirt, catalog.products.shirt]);
    expect(cart.summary).toEqual({
      subtotal: { amount: 4999, currency: 'EUR' },
      itemQty: 1,
      total: { amount: 5494, currency: 'EUR' },
    });
    const again = create((await add(client, catalog.variations.skirt)).json, Cart);
    expect(again.recommendations.map((product) => product.id)).toEqual([catalog.products.shirt]);
  });

  it('answers 404 for an unknown variation and 409 for a sold-out one', async () => {
    const client = server.visitor();
    expect(await add(client, 'no-such-variation')).toEqual({
      status: 404,
      json: { message: 'Diesen Artikel gibt es nicht.', error: { code: 'not_found' } },
    });
    expect(await add(client, catalog.variations.dressNone)).toEqual({
      status: 409,
      json: { message: 'Dieser Artikel ist leider nicht mehr vorrätig.', error: { code: 'out_of_stock' } },
    });
  });

  it('sets quantities within the stock, removes at 0 and with remove/', async () => {
    const client = server.visitor();
    await add(client, catalog.variations.skirt);
    const set = await client.request('POST', '/api/checkout-v3/cart/quantity/', { variationId: catalog.variations.skirt, quantity: 10 });
    expect(create(set.json, Cart).summary.itemQty).toBe(10);
    const tooMany = await client.request('POST', '/api/checkout-v3/cart/quantity/', { variationId: catalog.variations.skirt, quantity: 11 });
    expect(tooMany).toMatchObject({ status: 409, json: { error: { code: 'out_of_stock' } } });
    const notInCart = await client.request('POST', '/api/checkout-v3/cart/quantity/', { variationId: catalog.variations.coat, quantity: 1 });
    expect(notInCart).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
    const zero = await client.request('POST', '/api/checkout-v3/cart/quantity/', { variationId: catalog.variations.skirt, quantity: 0 });
    expect(create(zero.json, Cart).items.inStock).toEqual([]);
    await add(client, catalog.variations.shirt);
    const removed = await client.request('POST', '/api/checkout-v3/cart/remove/', { variationId: catalog.variations.shirt });
    expect(removed.status).toBe(200);
    expect(create(removed.json, Cart).summary.itemQty).toBe(0);
    // Removing again (a retried call) is no error.
    expect((await client.request('POST', '/api/checkout-v3/cart/remove/', { variationId: catalog.variations.shirt })).status).toBe(200);
  });

  it('takes 10 % off with SCHAUFENSTER10 and refuses unknown codes with a field error', async () => {
    const client = server.visitor();
    await client.request('POST', '/api/checkout-v3/cart/quantity/', { variationId: catalog.variations.shirt, quantity: 1 });
    await add(client, catalog.variations.dressPlenty);
    await add(client, catalog.variations.dressPlenty);
    const answer = await client.request('POST', '/api/checkout-v3/cart/voucher/', { code: 'schaufenster10' });
    expect(create(answer.json, Cart).summary).toEqual({
      subtotal: { amount: 9998, currency: 'EUR' },
      itemQty: 2,
      voucher: { code: 'SCHAUFENSTER10', amount: { amount: 1000, currency: 'EUR' } },
      total: { amount: 8998, currency: 'EUR' },
    });
    expect(await client.request('POST', '/api/checkout-v3/cart/voucher/', { code: 'GRATIS' })).toEqual({
      status: 422,
      json: {
        message: 'Dieser Gutschein ist ungültig.',
        error: { code: 'validation' },
        fieldErrors: { code: 'Dieser Gutschein ist ungültig.' },
      },
    });
  });

  it('cannot be guessed: past 10 wrong codes a session gets 429 even for the right one, and 30 a network; a right code does not count', async () => {
    const client = server.visitor('203.0.113.7');
    const voucher = (who: TestClient, code: string) => who.request('POST', '/api/checkout-v3/cart/voucher/', { code });
    await add(client, catalog.variations.dressPlenty);
    // A right code now and then is not an attempt that counts.
    expect((await voucher(client, 'SCHAUFENSTER10')).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) expect([attempt, (await voucher(client, `GRATIS${attempt}`)).status]).toEqual([attempt, 422]);
    const refused = await voucher(client, 'SCHAUFENSTER10');
    expect(refused).toMatchObject({ status: 429, json: { message: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.', error: { code: 'too_many_attempts' } } });
    // The network: other sessions from the same address share its 30.
    for (let session = 0; session < 2; session += 1) {
      const other = server.visitor('203.0.113.7');
      for (let attempt = 0; attempt < 10; attempt += 1) expect((await voucher(other, `FALSCH${attempt}`)).status).toBe(422);
    }
    expect((await voucher(server.visitor('203.0.113.7'), 'SCHAUFENSTER10')).status).toBe(429);
    // Another network and session is not held up.
    expect((await voucher(server.visitor('198.51.100.9'), 'SCHAUFENSTER10')).status).toBe(200);
  });
});
