/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { CONTRACTS } from '../../bundling/contracts';
import { propsSchemaDocument } from '../../bundling/props-schema-document';
import { pageEvents, widgetMounts } from '../../server-kit/db/schema';
import { recordPageEvents } from '../../widget-server/field-data/page-events-store';
import { useTestApp, type TestApp } from '../../test/server/harness';

/** Releases header 1.0.0 (the harness's registry names it) with its props schema, so the catalog shows its counts table. */
async function releaseHeader(test: TestApp): Promise<void> {
  const folder = path.join(test.widgetsDir, 'header', '1.0.0');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'remoteEntry.js'), '');
  await writeFile(path.join(folder, 'props.schema.json'), JSON.stringify(propsSchemaDocument('header', '1.0.0', CONTRACTS.header)));
}

/** The version column of the header's counts table, top to bottom (one row each: its lifetime). */
const countedVersions = (html: string) => [...html.matchAll(/<tr data-version="([^"]*)" data-window="total">/g)].map((match) => match[1]);

describe('GET /widgets/ with whatever the counters hold', () => {
  const test = useTestApp();
  beforeAll(() => releaseHeader(test));

  it('answers 200 and lists every row, releases newest first, when rows name versions, outcomes and widgets no report could', async () => {
    // On PostgreSQL the test files of a worker share its database: start from no counts.
    await test.database.db.delete(widgetMounts);
    await test.database.db.insert(widgetMounts).values([
      { widget: 'header', version: '1.0.0', outcome: 'mounted', count: 5 },
      { widget: 'header', version: '1.10.0', outcome: 'mounted', count: 1 },
      { widget: 'header', version: 'unknown', outcome: 'failed', count: 7 },
      { widget: 'header', version: 'garbage', outcome: 'timeout', count: 2 },
      { widget: 'header', version: '', outcome: 'mounted', count: 1 },
      { widget: 'header', version: '<img src=x onerror=alert(1)>', outcome: 'mounted', count: 1 },
      { widget: 'header', version: '1.0.0', outcome: 'exploded', count: 9 },
      { widget: '__proto__', version: '__proto__', outcome: 'mounted', count: 1 },
      { widget: 'no-such-widget', version: '1.0.0', outcome: 'mounted', count: 1 },
    ]);
    const page = await test.app.inject({ method: 'GET', url: '/widgets/' });
    expect(page.statusCode).toBe(200);
    expect(countedVersions(page.body)).toEqual(['1.10.0', '1.0.0', '', '&lt;img src=x onerror=alert(1)&gt;', 'garbage', 'unknown']);
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('exploded');
    expect(({} as Record<string, unknown>).mounted).toBeUndefined();
  });
});

/** The shop-events section of a catalog page. */
const shopEventsSection = (html: string) => html.slice(html.indexOf('<section class="catalog-remote" id="shop-ereignisse"'));

describe('GET /widgets/: the shop events counted with analytics consent', () => {
  const test = useTestApp();
  beforeAll(() => releaseHeader(test));

  it('says "keine Daten" before any batch, then shows per route and event the count of the last 7 days', async () => {
    await test.database.db.delete(pageEvents);
    const empty = shopEventsSection((await test.app.inject({ method: 'GET', url: '/widgets/' })).body);
    expect(empty).toContain('Shop-Ereignisse (letzte 7 Tage, nur mit Statistik-Einwilligung)');
    expect(empty).toContain('<p data-no-events>keine Daten</p>');
    await recordPageEvents(test.database.db, { route: 'home', events: { page_view: 1200, add_to_cart: 3 } }, 'production');
    await recordPageEvents(test.database.db, { route: 'product', events: { view_item: 2 } }, 'production');
    await recordPageEvents(test.database.db, { route: 'home', events: { purchase: 1 } }, 'staging');
    const shown = shopEventsSection((await test.app.inject({ method: 'GET', url: '/widgets/' })).body);
    const rows = [...shown.matchAll(/<tr data-route="([^"]*)" data-event="([^"]*)">.*?<td data-count[^>]*>([^<]*)<\/td>/g)].map((match) => match.slice(1));
    expect(rows).toEqual([
      ['home', 'add_to_cart', '3'],
      ['home', 'page_view', '1.200'],
      ['product', 'view_item', '2'],
    ]);
    expect(shown).not.toContain('keine Daten');
  });
});

/** Whether an answer shows the catalog itself (versions, rollouts, counts), not the key form or a 404. */
const showsCatalog = (html: string) => html.includes('data-catalog-remote="header"');

describe('GET /widgets/ on the demo, which only this machine reaches', () => {
  const test = useTestApp();
  beforeAll(() => releaseHeader(test));

  it('is open to a request addressed to a loopback name, as the demo always was', async () => {
    for (const host of ['localhost:80', '127.0.0.1:80']) {
      const page = await test.app.inject({ method: 'GET', url: '/widgets/', headers: { host } });
      expect(page.statusCode).toBe(200);
      expect(showsCatalog(page.body)).toBe(true);
    }
  });

  it('offers each preview in the windows of today and in theme columns of 320 to 1200 px', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/widgets/', headers: { host: 'localhost:80' } });
    const header = page.body.slice(page.body.indexOf('name="breite-header'));
    const choices = [...header.matchAll(/name="breite-header" value="([^"]+)"/g)].map(([, value]) => value);
    expect(choices).toEqual(['375', '768', '1280', 'box-320', 'box-480', 'box-650', 'box-800', 'box-1200']);
  });

  it('does not exist for a page that pointed its own name at 127.0.0.1 (DNS rebinding)', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/widgets/', headers: { host: 'rebind.example:80' } });
    expect(page.statusCode).toBe(404);
    expect(showsCatalog(page.body)).toBe(false);
  });
});

describe('GET /widgets/ on a server others reach, without WIDGET_CATALOG_TOKEN', () => {
  const test = useTestApp({ loopbackOnly: false, publicOrigin: 'https://shop.example' });
  beforeAll(() => releaseHeader(test));

  it.each([
    ['a shopper', 'shop.example', '203.0.113.7'],
    ['a request from this machine (a proxy in front sends every shopper from 127.0.0.1)', 'localhost:80', '127.0.0.1'],
  ])('answers %s with the 404 of a server without a catalog', async (_case, host, ip) => {
    const page = await test.app.inject({ method: 'GET', url: '/widgets/', headers: { host }, remoteAddress: ip });
    expect(page.statusCode).toBe(404);
    expect(showsCatalog(page.body)).toBe(false);
    expect((await test.app.inject({ method: 'POST', url: '/widgets/', headers: { host }, payload: { token: 'x'.repeat(40) } })).statusCode).toBe(404);
  });

  it('still serves the registry and the loader, which every page needs', async () => {
    await writeFile(path.join(test.widgetsDir, 'loader.js'), '// loader');
    expect((await test.app.inject({ method: 'GET', url: '/widgets/registry.json', headers: { host: 'shop.example' } })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/widgets/loader.js', headers: { host: 'shop.example' } })).statusCode).toBe(200);
  });
});

describe('GET /widgets/ with WIDGET_CATALOG_TOKEN', () => {
  const KEY = 'k3y-0f-th3-w1dget-catal0g-team-2026_ABCDEFG';
  const test = useTestApp({ loopbackOnly: false, publicOrigin: 'https://shop.example', widgetCatalogToken: KEY });
  beforeAll(() => releaseHeader(test));

  const get = (headers: Record<string, string> = {}, url = '/widgets/') => test.app.inject({ method: 'GET', url, headers: { host: 'shop.example', ...headers } });
  const submit = (token: string, remoteAddress = '127.0.0.1') =>
    test.app.inject({
      method: 'POST',
      url: '/widgets/',
      remoteAddress,
      headers: { host: 'shop.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });

  it('asks for the key (403, in German) and shows nothing of the catalog without it', async () => {
    const page = await get();
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Der Widget-Katalog ist auf diesem Server nur mit Zugangsschlüssel erreichbar.');
    expect(page.body).toContain('<form method="post" action="/widgets/">');
    expect(showsCatalog(page.body)).toBe(false);
    expect(page.body).not.toContain('1.0.0');
  });

  it('shows it to a script that sends the key in X-Widget-Catalog-Token', async () => {
    const page = await get({ 'x-widget-catalog-token': KEY });
    expect(page.statusCode).toBe(200);
    expect(showsCatalog(page.body)).toBe(true);
  });

  it.each([
    ['a wrong key', 'x'.repeat(KEY.length)],
    ['the key with one more character', `${KEY}x`],
    ['the key without its last character', KEY.slice(0, -1)],
    ['the key in other case', KEY.toUpperCase()],
    ['an empty key', ''],
  ])('refuses %s in the header', async (_case, key) => {
    const page = await get({ 'x-widget-catalog-token': key });
    expect(page.statusCode).toBe(403);
    expect(showsCatalog(page.body)).toBe(false);
  });

  it('takes no key in the address (it would end up in histories, proxy logs and referrers)', async () => {
    const page = await get({}, `/widgets/?token=${KEY}`);
    expect(page.statusCode).toBe(403);
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('opens it by the key form: a cookie derived from the key, for /widgets/ only, then back to the catalog', async () => {
    const wrong = await submit('falsch');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('Dieser Zugangsschlüssel stimmt nicht.');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await submit(KEY);
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/widgets/');
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toMatch(/^widget_catalog=\d+\.[\w-]+; Max-Age=28800; Path=\/widgets\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(setCookie).not.toContain(KEY);
    expect(right.body).not.toContain(KEY);

    const cookie = setCookie.split(';')[0] ?? '';
    const page = await get({ cookie });
    expect(page.statusCode).toBe(200);
    expect(showsCatalog(page.body)).toBe(true);
  });

  it('refuses a cookie it did not set', async () => {
    for (const cookie of [`widget_catalog=${KEY}`, 'widget_catalog=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'widget_catalog=']) {
      expect((await get({ cookie })).statusCode).toBe(403);
    }
  });

  it('limits the keys typed into the form per network: past 10 wrong ones even the right key gets 429, and says so in German', async () => {
    const network = '203.0.113.50';
    for (let attempt = 1; attempt <= 10; attempt += 1) expect([attempt, (await submit(`falsch-${attempt}`, network)).statusCode]).toEqual([attempt, 403]);
    const refused = await submit(KEY, network);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('Zu viele falsche Zugangsschlüssel. Bitte versuche es später noch einmal.');
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Another network is not held up; a right key does not count against its own.
    expect((await submit(KEY, '198.51.100.20')).statusCode).toBe(303);
  });

  it('checks the age of its cookie itself: one issued more than 8 hours ago is refused, however long a browser keeps it', async () => {
    const cookie = String((await submit(KEY, '198.51.100.21')).headers['set-cookie']).split(';')[0] ?? '';
    expect((await get({ cookie })).statusCode).toBe(200);
    test.advanceClock(8 * 60 * 60 * 1000 + 1000);
    expect((await get({ cookie })).statusCode).toBe(403);
  });
});
