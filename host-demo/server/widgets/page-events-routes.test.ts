/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { pageEvents } from '../db/schema';
import { useTestApp, type TestApp } from '../testing/harness';
import { PAGE_EVENTS_LIMIT } from './page-events-routes';

const PUBLIC_ORIGIN = 'http://localhost';
const CMS = 'https://cms.example';

/** A batch of event counts as the layouts' web-analytics script sends it from a page of `origin` (none: a script that names no page). */
function send(test: TestApp, payload: unknown, { origin = PUBLIC_ORIGIN, ip = '10.9.9.9' }: { origin?: string | null; ip?: string } = {}) {
  return test.app.inject({
    method: 'POST',
    url: '/api/page-events/',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', cookie: 'sid=abc', 'user-agent': 'Agent/1.0', ...(origin !== null && { origin }) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

const batch = { route: 'home', events: { page_view: 2, add_to_cart: 1 } };

const stored = (test: TestApp) => test.database.db.select().from(pageEvents);

describe('POST /api/page-events/', () => {
  const test = useTestApp({ allowedOrigins: [CMS] });
  beforeEach(() => test.database.db.delete(pageEvents));

  it('adds the counts to the route’s counters of the hour, and stores nothing that names the visitor', async () => {
    expect((await send(test, batch)).statusCode).toBe(204);
    const answer = await send(test, { route: 'home', events: { page_view: 1 } }, { origin: CMS });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['cache-control']).toBe('no-store');
    const rows = await stored(test);
    expect(rows.map(({ environment, route, event, count }) => [environment, route, event, count]).sort()).toEqual([
      ['production', 'home', 'add_to_cart', 1],
      ['production', 'home', 'page_view', 3],
    ]);
    expect(rows.every((row) => row.hour.getTime() % (60 * 60 * 1000) === 0)).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/10\.9\.9\.9|abc|Agent/);
  });

  it('refuses an event name outside SPEC section 7’s list with 422 and the German message, storing nothing', async () => {
    const answer = await send(test, { route: 'home', events: { page_view: 1, login: 1 } });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ message: 'Die Anfrage ist ungültig.', error: { code: 'validation' } });
    expect(await stored(test)).toEqual([]);
  });

  it.each([
    ['no event', { route: 'home', events: {} }],
    ['a count of 0', { route: 'home', events: { page_view: 0 } }],
    ['a count above 1000', { route: 'home', events: { page_view: 1001 } }],
    ['a fractional count', { route: 'home', events: { page_view: 1.5 } }],
    ['a route with its query', { ...batch, route: '/p/kleid/?email=anna@example.de' }],
    ['an identifier', { ...batch, clientId: 'c-1' }],
    ['an order value', { ...batch, purchaseValue: 12_000 }],
    ['no object', 'page_view=1'],
  ])('refuses %s with 422, storing nothing', async (_case, payload) => {
    expect((await send(test, payload)).statusCode).toBe(422);
    expect(await stored(test)).toEqual([]);
  });

  it('refuses a body far larger than any batch, even a valid one padded with spaces, storing nothing', async () => {
    expect((await send(test, `${JSON.stringify(batch)}${' '.repeat(1024)}`)).statusCode).toBe(204);
    await test.database.db.delete(pageEvents);
    const answer = await send(test, `${JSON.stringify(batch)}${' '.repeat(4096)}`);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ message: 'Die Anfrage ist ungültig.', error: { code: 'validation' } });
    expect(await stored(test)).toEqual([]);
  });

  it.each([
    ['no Origin', null],
    ['another site', 'https://evil.example'],
    ['a look-alike of an allowed origin', 'https://cms.example.evil.example'],
  ])('refuses a batch with %s: 403 in German, nothing stored', async (_case, origin) => {
    const answer = await send(test, batch, { origin });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: 'Ereignismeldungen nimmt der Shop nur von seinen eigenen Seiten an.', error: { code: 'foreignOrigin' } });
    expect(await stored(test)).toEqual([]);
  });
});

describe('POST /api/page-events/ on a server others reach', () => {
  const test = useTestApp({ loopbackOnly: false });
  beforeEach(() => test.database.db.delete(pageEvents));

  it(`takes ${PAGE_EVENTS_LIMIT.limit} batches per network in ten minutes, then answers 429 in German`, async () => {
    const ip = test.newIp();
    for (let sent = 0; sent < PAGE_EVENTS_LIMIT.limit; sent += 1) expect((await send(test, batch, { ip })).statusCode).toBe(204);
    const refused = await send(test, batch, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Von diesem Netz kamen zu viele Ereignismeldungen\. Bitte versuche es in \d+ Minuten noch einmal\.$/), error: { code: 'too_many_page_events' } });
    expect((await stored(test)).find((row) => row.event === 'page_view')?.count).toBe(2 * PAGE_EVENTS_LIMIT.limit);
    expect((await send(test, batch, { ip: test.newIp() })).statusCode).toBe(204);
  });
});
