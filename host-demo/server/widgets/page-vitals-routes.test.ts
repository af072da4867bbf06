/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { pageVitals } from '../db/schema';
import { useTestApp, type TestApp } from '../testing/harness';
import { PAGE_VITALS_LIMIT } from './page-vitals-routes';

const PUBLIC_ORIGIN = 'http://localhost';
const CMS = 'https://cms.example';

async function release(test: TestApp, remote: string, version: string): Promise<void> {
  await mkdir(path.join(test.widgetsDir, remote, version), { recursive: true });
  await writeFile(path.join(test.widgetsDir, remote, version, 'remoteEntry.js'), '');
}

/** A page view's speed insights as the layouts' script sends them from a page of `origin` (none: a script that names no page). */
function send(test: TestApp, payload: unknown, { origin = PUBLIC_ORIGIN, ip = '10.9.9.9' }: { origin?: string | null; ip?: string } = {}) {
  return test.app.inject({
    method: 'POST',
    url: '/api/page-vitals/',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', cookie: 'sid=abc', ...(origin !== null && { origin }) },
    payload: JSON.stringify(payload),
  });
}

const view = { route: 'home', widgets: { header: '1.0.0', 'minicart/buy-button': '1.1.0' }, lcp: 1234, inp: 88, cls: 0.0123, ttfb: 210 };

const stored = (test: TestApp) => test.database.db.select().from(pageVitals);

describe('POST /api/page-vitals/', () => {
  const test = useTestApp({ allowedOrigins: [CMS] });
  beforeEach(() => test.database.db.delete(pageVitals));
  beforeAll(async () => {
    await release(test, 'header', '1.0.0');
    await release(test, 'minicart', '1.1.0');
  });

  it('stores the vitals, the route and the widget versions by the hour, and nothing that names the visitor', async () => {
    const answer = await send(test, view);
    expect(answer.statusCode).toBe(204);
    const [row, ...others] = await stored(test);
    expect(others).toEqual([]);
    expect(row).toEqual({ id: expect.any(Number), environment: 'production', route: 'home', widgets: view.widgets, lcp: 1234, inp: 88, cls: expect.closeTo(0.0123, 6), ttfb: 210, hour: expect.any(Date) });
    expect((row?.hour.getTime() ?? 1) % (60 * 60 * 1000)).toBe(0);
    expect(JSON.stringify(row)).not.toMatch(/10\.9\.9\.9|abc/);
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

  it(`takes ${PAGE_VITALS_LIMIT.limit} page views per network in ten minutes, then answers 429 in German`, async () => {
    const ip = test.newIp();
    for (let sent = 0; sent < PAGE_VITALS_LIMIT.limit; sent += 1) expect((await send(test, view, { ip })).statusCode).toBe(204);
    const refused = await send(test, view, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Von diesem Netz kamen zu viele Messwerte\. Bitte versuche es in \d+ Minuten noch einmal\.$/), error: { code: 'too_many_page_vitals' } });
    expect(await stored(test)).toHaveLength(PAGE_VITALS_LIMIT.limit);
    expect((await send(test, view, { ip: test.newIp() })).statusCode).toBe(204);
  });
});
