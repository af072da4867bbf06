/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { Cart } from '@schaufenster/shared/api';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { cartLines } from '../../server-kit/db/schema';
import { useTestApp, useTestCatalog, type TestAnswer, type TestClient } from '../../test/server/harness';

const ADD = '/api/checkout-v3/cart/add/';
const add = (client: TestClient, variationId: string) =>
  client.request('POST', ADD, { variationId, component: 'product_page', componentAction: 'add_to_cart' });

/**
 * Adds, and adds again after each 503 with Retry-After, as the widgets' retry policy does: on a loaded machine the
 * 100 adds queue on one row's lock longer than a connection may be waited for, and the server sheds some of them
 * (DB_CONNECT_TIMEOUT_MS). What the shopper finally gets is what counts: a piece or 409.
 */
async function addUntilDecided(client: TestClient, variationId: string): Promise<TestAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await add(client, variationId);
    if (answer.status !== 503 || answer.headers.get('retry-after') === null || attempt === 20) return answer;
  }
}

describe('cart API under load and abuse', () => {
  const server = useTestApp();
  const catalog = useTestCatalog(server);

  it('answers 422 with field errors, never 500, for malformed bodies', async () => {
    const client = server.visitor();
    const bodies: unknown[] = [
      {},
      { variationId: 42, component: 'product_page', componentAction: 'add_to_cart' },
      { variationId: catalog.variations.shirt, component: 'product_page' },
      { variationId: catalog.variations.shirt, component: 'product_page', componentAction: 'add_to_cart', extra: true },
      { variationId: 'x'.repeat(200_000), component: 'product_page', componentAction: 'add_to_cart' },
      null,
      [1, 2],
      'text',
    ];
    for (const body of bodies) {
      const answer = await client.request('POST', ADD, body);
      expect(answer).toMatchObject({ status: 422, json: { message: expect.any(String), error: { code: 'validation' } } });
    }
    expect(await add(client, catalog.variations.shirt)).toMatchObject({ status: 200 });
    const missing = await client.request('POST', ADD, { component: 'product_page', componentAction: 'add_to_cart' });
    expect(missing.json).toMatchObject({ fieldErrors: { variationId: 'Bitte wähle einen gültigen Artikel aus.' } });
    const quantity = await client.request('POST', '/api/checkout-v3/cart/quantity/', { variationId: catalog.variations.shirt, quantity: -1 });
    expect(quantity).toMatchObject({ status: 422, json: { fieldErrors: { quantity: 'Bitte gib eine gültige Menge ein.' } } });
    expect((await client.raw('POST', ADD, '{"variationId":', 'application/json')).status).toBe(422);
    expect((await client.raw('POST', ADD, 'x'.repeat(2_000_000), 'application/json')).status).toBe(422);
  });

  it('never loses a piece under 100 concurrent adds of the same variation over real HTTP', async () => {
    const client = server.visitor();
    await client.request('GET', '/api/checkout-v3/cart/overview/');
    const answers = await Promise.all(Array.from({ length: 100 }, () => addUntilDecided(client, catalog.variations.dressPlenty)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const overview = create((await client.request('GET', '/api/checkout-v3/cart/overview/')).json, Cart);
    expect(overview.items.inStock).toEqual([expect.objectContaining({ variationId: catalog.variations.dressPlenty, quantity: 100 })]);
  });

  it('stops exactly at the stock: 100 concurrent adds of a variation with stock 30 give 30 pieces and 70 answers 409', async () => {
    const client = server.visitor();
    await client.request('GET', '/api/checkout-v3/cart/overview/');
    const answers = await Promise.all(Array.from({ length: 100 }, () => addUntilDecided(client, catalog.variations.dressThirty)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(70);
    const rows = await server.database.db.select().from(cartLines).where(eq(cartLines.variationId, catalog.variations.dressThirty));
    expect(rows.map((row) => row.quantity)).toEqual([30]);
  });
});
