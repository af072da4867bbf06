/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { seedTestCatalog, type TestCatalog } from '../../test/server/test-catalog';
import { cartLines, carts } from '../../server-kit/db/schema';
import { DATABASE_RETRY_AFTER_S, DB_REQUEST_BUDGET_MS, READY_CHECK_TIMEOUT_MS } from '../../server-kit/db/timeouts';
import { startTestApp, type TestAnswer, type TestApp, type TestClient } from '../../test/server/harness';
import { startTcpProxy, type TcpProxy } from '../../test/server/tcp-proxy';
import { SERVER_TEXTS } from '../../server-kit/texts';

/** What a browser sends when the shopper follows a link. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

// PostgreSQL frozen, as SIGSTOP on its server would leave it: a proxy between app and server holds every byte.
// Needs a real server: run by `npm run test:postgres` (TEST_DATABASE_URL); skipped, and named so, on PGlite.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
const named = (name: string) => (serverUrl ? name : `${name} (skipped: needs TEST_DATABASE_URL, run by npm run test:postgres)`);

/** What the scheduler of a busy 2-core machine may add to a request's budget. */
const SLACK_MS = 1000;

/** How long the database stays frozen: longer than any budget, so a request that waits for it shows. */
const FROZEN_MS = 6000;

interface Timed {
  label: string;
  answer: TestAnswer;
  ms: number;
}

async function timed(label: string, call: () => Promise<TestAnswer>): Promise<Timed> {
  const started = performance.now();
  const answer = await call();
  return { label, answer, ms: performance.now() - started };
}

onPostgres(named('PostgreSQL frozen'), () => {
  let proxy: TcpProxy;
  let test: TestApp;
  let catalog: TestCatalog;
  const add = (browser: TestClient) =>
    browser.post('/api/checkout-v3/cart/add/', { variationId: catalog.variations.dressPlenty, component: 'product_page', componentAction: 'add_to_cart' });

  beforeAll(async () => {
    proxy = await startTcpProxy(serverUrl ?? '');
    test = await startTestApp({ databaseUrl: proxy.url });
    catalog = await seedTestCatalog(test.database.db);
  });
  afterAll(async () => {
    proxy?.resume();
    await test?.close();
    await proxy?.close();
  });

  it('answers every request within its budget: search from memory, the rest 503 with Retry-After; all is well again once it thaws, without a restart', async () => {
    const shopper = await test.client();
    expect((await add(shopper)).status).toBe(200);
    // The session is cached and the index built before the freeze.
    for (let i = 0; i < 2; i += 1) expect((await shopper.get('/api/s/')).status).toBe(200);
    expect((await shopper.post('/api/search/', { query: 'dress' })).status).toBe(200);

    proxy.stall();
    const frozenAt = performance.now();
    const wave = () =>
      Promise.all([
        timed('search', () => shopper.post('/api/search/', { query: 'dress' })),
        timed('cached session', () => shopper.get('/api/s/')),
        timed('new visitor', () => test.visitor().get('/api/s/')),
        timed('cart add', () => add(shopper)),
        timed('cart overview', () => shopper.get('/api/checkout-v3/cart/overview/')),
        timed('readyz', () => shopper.get('/readyz')),
        timed('healthz', () => shopper.get('/healthz')),
      ]);
    const first = await wave();
    // A second wave while still frozen: the pool's stalled connections are gone by now, new ones cannot start.
    const second = await wave();
    const stillFrozen = performance.now() - frozenAt < FROZEN_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, FROZEN_MS - (performance.now() - frozenAt))));

    for (const { label, answer, ms } of [...first, ...second]) {
      const budget = label === 'readyz' ? READY_CHECK_TIMEOUT_MS : label === 'search' || label === 'healthz' ? 200 : DB_REQUEST_BUDGET_MS;
      expect({ label, within: ms < budget + SLACK_MS }).toEqual({ label, within: true });
      if (label === 'search' || label === 'healthz') expect({ label, status: answer.status }).toEqual({ label, status: 200 });
      else if (label === 'readyz') expect({ label, status: answer.status, body: answer.json }).toEqual({ label, status: 503, body: { status: 'database unavailable' } });
      else {
        expect({ label, status: answer.status, body: answer.json }).toEqual({ label, status: 503, body: { message: SERVER_TEXTS.unavailable, error: { code: 'unavailable' } } });
        expect(answer.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_S));
      }
    }
    const search = first.find(({ label }) => label === 'search')?.answer.json;
    expect(JSON.stringify(search)).toContain(`slug-dress-${catalog.tag}`);
    expect(stillFrozen).toBe(true);

    proxy.resume();
    const deadline = Date.now() + 10_000;
    while ((await shopper.get('/readyz')).status !== 200) {
      if (Date.now() > deadline) throw new Error('not ready within 10 s of the thaw');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await shopper.get('/api/s/')).status).toBe(200);
    expect((await add(shopper)).status).toBe(200);
    // Two adds answered 200 (before and after); the ones answered 503 stored nothing.
    const [line] = await test.database.db
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(cartLines.variationId, catalog.variations.dressPlenty));
    expect(line?.quantity).toBe(2);
  }, 60_000);

  it('shows product and listing pages from the catalog in memory, as HTML and within the budget, while the database is frozen', async () => {
    const shopper = await test.client();
    // The index (and the catalog in memory with it) is current before the freeze.
    expect((await shopper.post('/api/search/', { query: 'dress' })).status).toBe(200);
    proxy.stall();
    try {
      const [product, listing] = await Promise.all([
        timed('product page', () => shopper.get(`/p/slug-dress-${catalog.tag}/`, NAVIGATION)),
        timed('listing', () => shopper.get('/damen/?sort=preis-absteigend', NAVIGATION)),
      ]);
      for (const { label, answer, ms } of [product, listing]) {
        expect({ label, status: answer.status, type: answer.headers.get('content-type'), within: ms < DB_REQUEST_BUDGET_MS + SLACK_MS }).toEqual({
          label,
          status: 200,
          type: 'text/html; charset=utf-8',
          within: true,
        });
      }
      expect(product?.answer.text).toContain('<h1>dress</h1>');
      expect(product?.answer.text).toContain('49,99');
      expect(listing?.answer.text).toContain(`/p/slug-dress-${catalog.tag}/`);
    } finally {
      proxy.resume();
    }
  }, 30_000);
});
