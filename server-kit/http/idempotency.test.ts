/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { addresses, cartLines, carts, idempotencyKeys, orders } from '../db/schema';
import { useTestApp, useTestCatalog, type TestClient } from '../../test/server/harness';
import { REPLAYED_HEADER } from './idempotency';
import { SERVER_TEXTS } from '../texts';

const ADD = '/api/checkout-v3/cart/add/';
const ORDER = '/api/checkout-v3/order/';
const address = { country: 'DE', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin' };

let keys = 0;
/** A key as the widgets send it: the draft's quoted string around a random-looking id. */
const newKey = () => `"fa17e5c0-0000-4000-8000-${String((keys += 1)).padStart(12, '0')}"`;

describe('writes with an Idempotency-Key', () => {
  const test = useTestApp();
  const catalog = useTestCatalog(test);
  const addBody = (variationId = catalog.variations.dressPlenty) => ({ variationId, component: 'product_page', componentAction: 'add_to_cart' });
  const add = (browser: TestClient, key?: string, variationId?: string) =>
    browser.post(ADD, addBody(variationId), { headers: key === undefined ? {} : { 'idempotency-key': key } });

  /** The quantity of a variation in a browser's cart (0 without a line). */
  const quantityIn = async (browser: TestClient, variationId = catalog.variations.dressPlenty) => {
    const session = (await browser.get('/api/s/')).json.id as string;
    const [line] = await test.database.db
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(and(eq(carts.sessionId, session), eq(cartLines.variationId, variationId)));
    return line?.quantity ?? 0;
  };

  it('stores a retried add once and answers the retry with the first answer, byte for byte, marked as replayed', async () => {
    const browser = await test.client();
    const key = newKey();
    const first = await add(browser, key);
    const retry = await add(browser, key);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(retry.headers.get('cache-control')).toBe('no-store');
    expect(await quantityIn(browser)).toBe(1);
    // A new action (a new key) adds again.
    expect((await add(browser, newKey())).status).toBe(200);
    expect(await quantityIn(browser)).toBe(2);
  });

  it('stores an add once when its retries arrive while the first still runs', async () => {
    const browser = await test.client();
    const key = newKey();
    const answers = await Promise.all([add(browser, key), add(browser, key), add(browser, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await quantityIn(browser)).toBe(1);
  });

  it('takes the key with or without the draft’s quotes', async () => {
    const browser = await test.client();
    const key = newKey();
    await add(browser, key);
    expect((await add(browser, key.slice(1, -1))).headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await quantityIn(browser)).toBe(1);
  });

  it('refuses a key sent again with another body or to another path with 422, and changes nothing', async () => {
    const browser = await test.client();
    const key = newKey();
    await add(browser, key);
    const otherBody = await add(browser, key, catalog.variations.shirt);
    expect(otherBody).toEqual({ status: 422, json: { message: SERVER_TEXTS.idempotency_key_reused, error: { code: 'idempotency_key_reused' } } });
    const otherPath = await browser.post('/api/checkout-v3/cart/quantity/', { variationId: catalog.variations.dressPlenty, quantity: 5 }, { headers: { 'idempotency-key': key } });
    expect(otherPath.status).toBe(422);
    expect(await quantityIn(browser)).toBe(1);
    expect(await quantityIn(browser, catalog.variations.shirt)).toBe(0);
  });

  it('keeps each session’s keys apart: the same key from another browser is another action', async () => {
    const [one, other] = [await test.client(), await test.client()];
    const key = newKey();
    await add(one, key);
    const elsewhere = await add(other, key);
    expect(elsewhere.headers.get(REPLAYED_HEADER)).toBeNull();
    expect([await quantityIn(one), await quantityIn(other)]).toEqual([1, 1]);
  });

  it('stores nothing for a write that failed: its retry runs again', async () => {
    const browser = await test.client();
    const key = newKey();
    expect((await add(browser, key, catalog.variations.dressNone)).status).toBe(409);
    const retry = await add(browser, key, catalog.variations.dressNone);
    expect(retry.status).toBe(409);
    expect(retry.headers.get(REPLAYED_HEADER)).toBeNull();
    const session = (await browser.get('/api/s/')).json.id as string;
    expect(await test.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.sessionId, session))).toEqual([]);
  });

  it('refuses a malformed key with 400 and leaves writes without a key as they were', async () => {
    const browser = await test.client();
    for (const key of ['', '"open', 'with space', 'x'.repeat(256)]) expect((await add(browser, key)).status).toBe(400);
    await add(browser);
    await add(browser);
    expect(await quantityIn(browser)).toBe(2);
  });

  it('places an order once: the retry gets the same order (not "Dein Warenkorb ist leer.")', async () => {
    const guest = test.visitor();
    await add(guest, newKey(), catalog.variations.shirt);
    const key = newKey();
    const first = await guest.post(ORDER, { address, paymentMethod: 'invoice' }, { headers: { 'idempotency-key': key } });
    const retry = await guest.post(ORDER, { address, paymentMethod: 'invoice' }, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.text).toBe(first.text);
    const session = (await guest.get('/api/s/')).json.id as string;
    expect(await test.database.db.select({ id: orders.id }).from(orders).where(eq(orders.sessionId, session))).toHaveLength(1);
  });

  it('saves an address once when its call is retried', async () => {
    const customer = await test.client({ customer: {} });
    const key = newKey();
    const first = await customer.post('/api/account/addresses/', address, { headers: { 'idempotency-key': key } });
    const retry = await customer.post('/api/account/addresses/', address, { headers: { 'idempotency-key': key } });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.json).toEqual(first.json);
    const userId = (await test.database.db.select({ userId: addresses.userId }).from(addresses).where(eq(addresses.id, String(first.json.addressId))))[0]?.userId ?? '';
    expect(await test.database.db.select().from(addresses).where(eq(addresses.userId, userId))).toHaveLength(1);
  });
});
