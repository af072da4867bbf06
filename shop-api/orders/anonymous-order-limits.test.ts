/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { useTestApp, useTestCatalog, type TestAnswer, type TestClient } from '../../test/server/harness';
import { eq } from 'drizzle-orm';
import { variations } from '../../server-kit/db/schema';

const ORDER = '/api/checkout-v3/order/';
const address = { country: 'DE', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin' };
const TOO_MANY_ORDERS = /^Ohne Anmeldung kannst du gerade keine weitere Bestellung aufgeben\. Bitte melde dich an oder versuche es in (einer Stunde|\d+ Stunden) noch einmal\.$/;
const SLOW_TEST_MS = 60_000;

const test = useTestApp();
const catalog = useTestCatalog(test);
let counter = 0;

/** A client address from the documentation range, fresh per call: tests never share a network's counts. */
const newIp = () => `192.0.2.${(counter += 1)}`;

async function fillCart(browser: TestClient): Promise<void> {
  const added = await browser.post('/api/checkout-v3/cart/add/', { variationId: catalog.variations.shirt, component: 'product_page', componentAction: 'add_to_cart' });
  expect(added.status).toBe(200);
}

async function orderAnonymously(browser: TestClient): Promise<TestAnswer> {
  await fillCart(browser);
  return browser.post(ORDER, { address, paymentMethod: 'invoice' });
}

const stock = async () => (await test.database.db.select().from(variations).where(eq(variations.id, catalog.variations.shirt)))[0]?.stock;
const cartLines = async (browser: TestClient) => ((await browser.get('/api/checkout-v3/cart/overview/')).json as { items: { inStock: unknown[] } }).items.inStock;

describe('orders without a logged-in customer', () => {
  it('refuses a 4th order of one session within a day with 429, and keeps its cart and the stock', async () => {
    const browser = test.visitor(newIp());
    for (let i = 0; i < 3; i += 1) expect((await orderAnonymously(browser)).status).toBe(201);
    const before = await stock();
    const refused = await orderAnonymously(browser);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: expect.stringMatching(TOO_MANY_ORDERS), error: { code: 'too_many_orders' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stock()).toBe(before);
    expect(await cartLines(browser)).toHaveLength(1);
    test.advanceClock(24 * 60 * 60 * 1000);
    expect((await browser.post(ORDER, { address, paymentMethod: 'invoice' })).status).toBe(201);
  }, SLOW_TEST_MS);

  it('refuses the 11th order of one network within a day, whatever the sessions', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i += 1) expect((await orderAnonymously(test.visitor(ip))).status).toBe(201);
    const refused = await orderAnonymously(test.visitor(ip));
    expect(refused).toMatchObject({ status: 429, json: { error: { code: 'too_many_orders' } } });
    expect((await orderAnonymously(test.visitor(newIp()))).status).toBe(201);
  }, SLOW_TEST_MS);

  it('counts placed orders only: refused ones (422, empty cart) use nothing up', async () => {
    const browser = test.visitor(newIp());
    for (let i = 0; i < 5; i += 1) expect((await browser.post(ORDER, { address: { ...address, zipCode: 'x' }, paymentMethod: 'invoice' })).status).toBe(422);
    for (let i = 0; i < 5; i += 1) expect((await browser.post(ORDER, { address, paymentMethod: 'invoice' })).status).toBe(409);
    for (let i = 0; i < 3; i += 1) expect((await orderAnonymously(browser)).status).toBe(201);
  }, SLOW_TEST_MS);

  it('leaves logged-in customers unlimited', async () => {
    const browser = test.visitor(newIp());
    const sessionId = String((await browser.get('/api/s/')).json.id);
    await test.logIn({ id: sessionId }, { verified: true });
    for (let i = 0; i < 5; i += 1) expect((await orderAnonymously(browser)).status).toBe(201);
  }, SLOW_TEST_MS);
});
