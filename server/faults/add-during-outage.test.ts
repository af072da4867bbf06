/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { remote as openBrowser } from 'webdriverio';
import { ACTION_DEADLINE_MS, REQUEST_RETRIES } from '../../shared/http/constants';
import type { Product } from '../../shared/api';
import { chromiumCapabilities } from '../../scripts/chromium';
import { workingTreeBuild } from '../../tools/release-testing';
import { freePort } from '../../test/browser/free-port';
import { createScratchDatabase, type ScratchDatabase } from '../../server-kit/db/scratch-postgres';
import { receivedRequests, SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../../test/server/test-server-process';
import { startTcpProxy, type TcpProxy } from '../../test/server/tcp-proxy';

// A shopper's "In den Warenkorb" while PostgreSQL is frozen, in Chromium on the real server and the built widgets:
// how many adds reach the server, how long until the shopper reads a message, and how many messages. Then the thaw,
// and the same page adds without a reload. Needs a real server: run by `npm run test:postgres` (TEST_DATABASE_URL);
// skipped, and named so, on PGlite.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
const named = (name: string) => (serverUrl ? name : `${name} (skipped: needs TEST_DATABASE_URL, run by npm run test:postgres)`);

const ADD_PATH = '/api/checkout-v3/cart/add/';
const ADDED = 'Der Artikel liegt jetzt in deinem Warenkorb.';
const ADD_FAILED = 'Der Artikel konnte leider nicht in den Warenkorb gelegt werden.';
/** What the scheduler of a busy 2-core machine may add to the action's deadline before the message is painted. */
const SLACK_MS = 1500;

type Browser = Awaited<ReturnType<typeof openBrowser>>;

/** Every dialog heading a shopper sees: the buy box's own and the generic modal's (the loader's layer). */
const dialogHeadings = (browser: Browser) =>
  browser.execute(() => {
    const headings = (root: ShadowRoot | null | undefined) => [...(root?.querySelectorAll('[role="dialog"] h2') ?? [])].map((heading) => heading.textContent ?? '');
    return {
      buyBox: headings(document.querySelector('[data-widget="minicart/buy-button"] [data-widget-root]')?.shadowRoot),
      generic: headings(document.querySelector('[data-schaufenster-layer] [data-widget-root]')?.shadowRoot),
    };
  });

const headerBadge = (browser: Browser) =>
  browser.execute(() => document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot?.querySelector('[data-testid="cart-badge"]')?.textContent ?? '');

onPostgres(named('an add while PostgreSQL is frozen, in Chromium'), () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
    proxy = await startTcpProxy(scratch.url);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = await startServerProcess({ DATABASE_URL: proxy.url, CATALOG_PRODUCTS: '20', WIDGETS_DIST: await workingTreeBuild(), PORT: String(port), PUBLIC_ORIGIN: origin, IMAGE_ORIGIN: origin, LOG_REQUESTS: '1' });
    // Waits as long as the browser specs' (wdio.conf.ts): on a loaded machine the header hydrates seconds after the add.
    browser = await openBrowser({ capabilities: chromiumCapabilities(), logLevel: 'error', waitforTimeout: 10_000 });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    proxy?.resume();
    await browser?.deleteSession();
    await server?.stop();
    await proxy?.close();
    await scratch?.drop();
  });

  it('sends at most the retry budget, says so once within the deadline, and adds on the same page after the thaw, the badge showing what the cart holds', async () => {
    await browser.url(`${server.url}/`);
    const product = await browser.execute(async () => {
      const { products } = (await (await fetch('/api/catalog/products/?page=1')).json()) as { products: Product[] };
      return products.find((candidate) => candidate.path && candidate.variations.some((variation) => variation.availability.type === 'inStock')) ?? null;
    });
    const size = product?.variations.find((variation) => variation.availability.type === 'inStock');
    if (!product?.path || !size) throw new Error('the seeded catalog has no product page with a size in stock');
    await browser.url(`${server.url}${product.path}`);
    const buyBox = await browser.$('[data-widget="minicart/buy-button"] [data-widget-root]').getElement();
    // The size's click hydrates the buy box; the add button is its own once the tag says mounted.
    await (await buyBox.shadow$(`label:has(input[value="${size.id}"])`)).click();
    await browser.waitUntil(() => browser.execute(() => document.querySelector('[data-widget="minicart/buy-button"]')?.getAttribute('data-widget-state') === 'mounted'), {
      timeoutMsg: 'the buy box did not hydrate',
    });
    const addButton = await buyBox.shadow$('button[data-variant="primary"]');

    proxy.stall();
    const before = receivedRequests(server, ADD_PATH);
    const clicked = performance.now();
    await addButton.click();
    await browser.waitUntil(async () => (await dialogHeadings(browser)).buyBox.length > 0, { timeout: ACTION_DEADLINE_MS * 3, timeoutMsg: 'no message within three deadlines' });
    const messageAfterMs = performance.now() - clicked;
    const frozenAdds = receivedRequests(server, ADD_PATH) - before;
    // A moment more: a second message (the generic modal of a background load) would come now.
    await browser.pause(1000);
    const seen = await dialogHeadings(browser);

    expect(seen).toEqual({ buyBox: [ADD_FAILED], generic: [] });
    expect(messageAfterMs).toBeLessThan(ACTION_DEADLINE_MS + SLACK_MS);
    expect(frozenAdds).toBeGreaterThanOrEqual(1);
    expect(frozenAdds).toBeLessThanOrEqual(1 + REQUEST_RETRIES);

    proxy.resume();
    await browser.keys('Escape');
    await browser.waitUntil(async () => (await dialogHeadings(browser)).buyBox.length === 0, { timeoutMsg: 'the message did not close on Escape' });
    await addButton.click();
    await browser.waitUntil(async () => (await dialogHeadings(browser)).buyBox[0] === ADDED, { timeout: ACTION_DEADLINE_MS * 2, timeoutMsg: 'the add after the thaw did not succeed' });
    // What the cart holds now: this add, and the frozen one too when its write reached the database after the thaw (a
    // 503 does not say "not stored"; only a retry of the same action is kept from storing twice by its Idempotency-Key).
    const stored = await browser.execute(async () => ((await (await fetch('/api/checkout-v3/cart/overview/')).json()) as { summary: { itemQty: number } }).summary.itemQty);
    expect([1, 2]).toContain(stored);
    await browser.waitUntil(async () => (await headerBadge(browser)) === String(stored), { timeoutMsg: `the header badge did not show the cart's ${stored} after the thaw` });
    console.log(`An add with PostgreSQL frozen: ${frozenAdds} add(s) reached the server, the message after ${messageAfterMs.toFixed(0)} ms; the cart held ${stored} after the thaw`);
  }, 120_000);
});
