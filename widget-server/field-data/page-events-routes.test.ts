/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { pageEvents } from '../../server-kit/db/schema';
import { type BeaconOptions, sendBeacon } from '../../test/server/beacon';
import { useTestApp, type TestApp } from '../../test/server/harness';
import { PAGE_EVENTS_LIMIT, PAGE_EVENTS_PER_SESSION } from './page-events-routes';

const CMS = 'https://cms.example';

/** A batch of event counts as the layouts' web-analytics script sends it (sendBeacon: from a page of the shop, in a session of its own). */
const send = (test: TestApp, payload: unknown, options?: BeaconOptions) => sendBeacon(test, '/api/page-events/', payload, { ...options, headers: { 'user-agent': 'Agent/1.0' } });

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
    expect(JSON.stringify(rows)).not.toMatch(/10\.9\.9\.9|sid|Agent/);
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

  it('refuses a batch without the cookie of a session the shop made: 403 in German, nothing stored', async () => {
    const answer = await send(test, batch, { cookie: null });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: 'Ereignismeldungen nimmt der Shop nur aus einer Sitzung seiner Seiten an.', error: { code: 'beaconWithoutSession' } });
    expect(await stored(test)).toEqual([]);
  });

  it(`takes ${PAGE_EVENTS_PER_SESSION} batches of one session in ten minutes, then answers 429 in German`, async () => {
    const { cookie } = await test.client();
    for (let sent = 0; sent < PAGE_EVENTS_PER_SESSION; sent += 1) expect((await send(test, batch, { cookie })).statusCode).toBe(204);
    const refused = await send(test, batch, { cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'too_many_page_events' } });
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
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Es kamen zu viele Ereignismeldungen\. Bitte versuche es in \d+ Minuten noch einmal\.$/), error: { code: 'too_many_page_events' } });
    expect((await stored(test)).find((row) => row.event === 'page_view')?.count).toBe(2 * PAGE_EVENTS_LIMIT.limit);
    expect((await send(test, batch, { ip: test.newIp() })).statusCode).toBe(204);
  });
});
