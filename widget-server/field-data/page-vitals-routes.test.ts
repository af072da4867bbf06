/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { pageVitals } from '../../server-kit/db/schema';
import { type BeaconOptions, sendBeacon } from '../../test/server/beacon';
import { useTestApp, type TestApp } from '../../test/server/harness';
import { PAGE_VITALS_LIMIT, PAGE_VITALS_PER_SESSION } from './page-vitals-routes';

const CMS = 'https://cms.example';

async function release(test: TestApp, remote: string, version: string): Promise<void> {
  await mkdir(path.join(test.widgetsDir, remote, version), { recursive: true });
  await writeFile(path.join(test.widgetsDir, remote, version, 'remoteEntry.js'), '');
}

/** A page view's speed insights as the layouts' script sends them (sendBeacon: from a page of the shop, in a session of its own). */
const send = (test: TestApp, payload: unknown, options?: BeaconOptions) => sendBeacon(test, '/api/page-vitals/', payload, options);

const view = { route: 'home', widgets: { header: '1.0.0', 'minicart/buy-button': '1.1.0' }, lcp: 1234, inp: 88, cls: 0.0123, ttfb: 210 };

const stored = (test: TestApp) => test.database.db.select().from(pageVitals);

describe('POST /api/page-vitals/', () => {
  const test = useTestApp({ allowedOrigins: [CMS] });
  beforeEach(() => test.database.db.delete(pageVitals));
  beforeAll(async () => {
    await release(test, 'header', '1.0.0');
    await release(test, 'minicart', '1.1.0');
  });

  it('stores the vitals, the route and the widget versions by the hour, with keys of the session and network that name neither', async () => {
    const browser = await test.client({ ip: '10.9.9.9' });
    const sessionId = String((await browser.get('/api/s/')).json.id);
    const answer = await send(test, view, { cookie: browser.cookie });
    expect(answer.statusCode).toBe(204);
    const [row, ...others] = await stored(test);
    expect(others).toEqual([]);
    const key = expect.stringMatching(/^[\w-]{16}$/);
    expect(row).toEqual({ id: expect.any(Number), environment: 'production', route: 'home', widgets: view.widgets, lcp: 1234, inp: 88, cls: expect.closeTo(0.0123, 6), ttfb: 210, hour: expect.any(Date), sessionKey: key, networkKey: key });
    expect((row?.hour.getTime() ?? 1) % (60 * 60 * 1000)).toBe(0);
    const cookieValue = browser.cookie.split('=')[1] ?? '';
    for (const secret of ['10.9.9', sessionId, cookieValue]) expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('counts each session as a network of its own on a server only this machine reaches, where networks cannot be told apart', async () => {
    await send(test, view);
    await send(test, view);
    const rows = await stored(test);
    expect(rows.map((row) => row.networkKey)).toEqual(rows.map((row) => row.sessionKey));
    expect(new Set(rows.map((row) => row.sessionKey)).size).toBe(2);
  });

  it.each([
    ['no session cookie', null],
    ['the cookie of no session the shop made', 'sid=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
  ])('refuses a page view with %s: 403 in German, nothing stored', async (_case, cookie) => {
    const answer = await send(test, view, { cookie });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: 'Messwerte nimmt der Shop nur aus einer Sitzung seiner Seiten an.', error: { code: 'beaconWithoutSession' } });
    expect(await stored(test)).toEqual([]);
  });

  it(`takes ${PAGE_VITALS_PER_SESSION} page views of one session in ten minutes, then answers 429 in German; other sessions go on`, async () => {
    const { cookie } = await test.client({ ip: '10.9.9.9' });
    for (let sent = 0; sent < PAGE_VITALS_PER_SESSION; sent += 1) expect((await send(test, view, { cookie })).statusCode).toBe(204);
    const refused = await send(test, view, { cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Es kamen zu viele Messwerte\. Bitte versuche es in \d+ Minuten noch einmal\.$/), error: { code: 'too_many_page_vitals' } });
    expect((await send(test, view)).statusCode).toBe(204);
    expect(await stored(test)).toHaveLength(PAGE_VITALS_PER_SESSION + 1);
  });

  it('takes a view with only some vitals, from an allowed origin', async () => {
    expect((await send(test, { route: 'p-katalog', widgets: {}, ttfb: 90 }, { origin: CMS })).statusCode).toBe(204);
    expect((await stored(test)).map((row) => [row.route, row.lcp, row.ttfb])).toEqual([['p-katalog', null, 90]]);
  });

  it('drops tags no remote exposes and stores versions the registry does not know as unknown', async () => {
    expect((await send(test, { ...view, widgets: { header: '9.9.9', footer: '1.0.0', 'minicart/checkout': '1.1.0', search: '<b>' } })).statusCode).toBe(204);
    expect((await stored(test))[0]?.widgets).toEqual({ header: 'unknown', search: 'unknown' });
  });

  it.each([
    ['no vital at all', { route: 'home', widgets: {} }],
    ['a route that is no page id', { ...view, route: '/p/kleid/?email=anna@example.de' }],
    ['a negative LCP', { ...view, lcp: -1 }],
    ['a CLS above 100', { ...view, cls: 101 }],
    ['a vital that is no number', { ...view, inp: '88' }],
    ['26 widgets', { ...view, widgets: Object.fromEntries(Array.from({ length: 26 }, (_, index) => [`w${index}`, '1.0.0'])) }],
    ['an unknown field', { ...view, userId: 'u-1' }],
    ['no object', 'lcp=1234'],
  ])('refuses %s with 422, storing nothing', async (_case, payload) => {
    expect((await send(test, payload)).statusCode).toBe(422);
    expect(await stored(test)).toEqual([]);
  });

  it.each([
    ['no Origin', null],
    ['another site', 'https://evil.example'],
    ['a look-alike of an allowed origin', 'https://cms.example.evil.example'],
  ])('refuses a page view with %s: 403 in German, nothing stored', async (_case, origin) => {
    const answer = await send(test, view, { origin });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: 'Messwerte nimmt der Shop nur von seinen eigenen Seiten an.', error: { code: 'foreignOrigin' } });
    expect(await stored(test)).toEqual([]);
  });
});

describe('POST /api/page-vitals/ on a server others reach', () => {
  const test = useTestApp({ loopbackOnly: false });
  beforeEach(() => test.database.db.delete(pageVitals));

  it('keys two page views of one session alike, two sessions of one /24 by their session only, and another /24 apart', async () => {
    const browser = await test.client({ ip: '10.9.9.9' });
    await send(test, view, { cookie: browser.cookie });
    await send(test, view, { cookie: browser.cookie, ip: '10.9.9.77' });
    await send(test, view, { ip: '10.9.9.78' });
    await send(test, view, { ip: '10.9.8.78' });
    const [first, second, other, elsewhere] = await stored(test);
    expect([second?.sessionKey, second?.networkKey]).toEqual([first?.sessionKey, first?.networkKey]);
    expect([other?.sessionKey === first?.sessionKey, other?.networkKey]).toEqual([false, first?.networkKey]);
    expect(elsewhere?.networkKey === first?.networkKey).toBe(false);
  });


  it(`takes ${PAGE_VITALS_LIMIT.limit} page views per network in ten minutes, whatever their sessions, then answers 429 in German`, async () => {
    const ip = test.newIp();
    for (let sent = 0; sent < PAGE_VITALS_LIMIT.limit; sent += 1) expect((await send(test, view, { ip })).statusCode).toBe(204);
    const refused = await send(test, view, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Es kamen zu viele Messwerte\. Bitte versuche es in \d+ Minuten noch einmal\.$/), error: { code: 'too_many_page_vitals' } });
    expect(await stored(test)).toHaveLength(PAGE_VITALS_LIMIT.limit);
    expect((await send(test, view, { ip: test.newIp() })).statusCode).toBe(204);
  });
});
