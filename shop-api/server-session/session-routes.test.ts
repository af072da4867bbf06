/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { LINK_CLICK, useTestApp } from '../../test/server/harness';
import { eq } from 'drizzle-orm';
import { sessions } from '../../server-kit/db/schema';
import { hashToken, SESSION_COOKIE } from './tokens';

function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const token = /sid=([^;]+)/.exec(header ?? '')?.[1];
  if (!token) throw new Error(`no session cookie in ${String(header)}`);
  return token;
}

describe('GET /api/s/', () => {
  const test = useTestApp();

  it('creates a session with an HttpOnly SameSite cookie and answers a logged-out visitor', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/s/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toMatch(/^sid=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    // The page learns that this call started its session (the loader's cookie check, shared/http/cookie-check.ts).
    expect(response.headers['x-cs-session-new']).toBe('1');
    expect(response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), aboutMe: { isLogged: false }, pageId: '', referrer: '', clickIds: {} });
  });

  it('keeps the same session for the same cookie and stores only the hash of its token', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/api/s/' });
    const token = sessionCookie(first.headers['set-cookie']);
    const second = await test.app.inject({ method: 'GET', url: '/api/s/', cookies: { [SESSION_COOKIE]: token } });
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.headers['x-cs-session-new']).toBeUndefined();
    expect(second.json().id).toBe(first.json().id);
    const [row] = await test.database.db.select().from(sessions).where(eq(sessions.id, first.json().id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('never adopts a token it did not issue', async () => {
    const forged = 'a'.repeat(43);
    const response = await test.app.inject({ method: 'GET', url: '/api/s/', cookies: { [SESSION_COOKIE]: forged } });
    expect(sessionCookie(response.headers['set-cookie'])).not.toBe(forged);
  });

  it('records the page id, referrer and click ids sent in the x-cs headers, URL-decoded', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/s/',
      headers: { 'x-cs-sys-pi': 'home', 'x-cs-sys-rf': encodeURIComponent('https://www.google.de/?q=kleid'), 'x-cs-clid-gc': 'abc%20123' },
    });
    const token = sessionCookie(response.headers['set-cookie']);
    await test.app.inject({ method: 'GET', url: '/api/s/', cookies: { [SESSION_COOKIE]: token }, headers: { 'x-cs-clid-ms': 'm-1' } });
    const [row] = await test.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ pageId: 'home', referrer: 'https://www.google.de/?q=kleid', clickIds: { gclid: 'abc 123', msclkid: 'm-1' } });
  });

  it('answers the page id, referrer and click ids it recorded, under the names the widgets look up (SPEC section 3)', async () => {
    const first = await test.app.inject({
      method: 'GET',
      url: '/api/s/',
      headers: { 'x-cs-sys-pi': 'home', 'x-cs-sys-rf': 'https%3A%2F%2Fwww.google.de%2F', 'x-cs-clid-cs': 'c-1', 'x-cs-clid-fb': 'fb.1.1700000000000.f-1', 'x-cs-clid-gs': '1' },
    });
    expect(first.json()).toMatchObject({
      pageId: 'home',
      referrer: 'https://www.google.de/',
      clickIds: { prid: 'c-1', fbclid: 'fb.1.1700000000000.f-1', gad_source: '1' },
    });
    const token = sessionCookie(first.headers['set-cookie']);
    const later = await test.app.inject({
      method: 'GET',
      url: '/api/s/',
      cookies: { [SESSION_COOKIE]: token },
      headers: { 'x-cs-sys-pi': 'damen', 'x-cs-clid-tt': 't-1', 'x-cs-clid-ms': 'm-1', 'x-cs-clid-gc': 'g-1' },
    });
    expect(later.json()).toMatchObject({
      pageId: 'damen',
      referrer: 'https://www.google.de/',
      clickIds: { prid: 'c-1', fbclid: 'fb.1.1700000000000.f-1', gad_source: '1', ttclid: 't-1', msclkid: 'm-1', gclid: 'g-1' },
    });
  });

  it('keeps only the click ids of the session, not campaign parameters or the ad tags browser ids', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/s/',
      headers: { 'x-cs-clid-us': 'newsletter', 'x-cs-clid-fbp': 'fb.1.1.999', 'x-cs-clid-gclid': 'unknown-code', 'x-cs-clid-gc': 'g-1' },
    });
    expect(response.json().clickIds).toEqual({ gclid: 'g-1' });
  });

  it('ignores a header value the database cannot store, and cuts a long one without splitting a character', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/s/',
      headers: { 'x-cs-sys-pi': '%00', 'x-cs-clid-fb': 'a%00b', 'x-cs-clid-gc': encodeURIComponent(`${'a'.repeat(999)}🙂`) },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await test.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(sessionCookie(response.headers['set-cookie']))));
    expect(row?.pageId).toBeNull();
    expect(row?.clickIds).toEqual({ gclid: 'a'.repeat(999) });
  });

  it('tells a logged-in customer by name, and /logout/ destroys the session', async () => {
    const created = await test.app.inject({ method: 'GET', url: '/api/s/' });
    const token = sessionCookie(created.headers['set-cookie']);
    await test.logIn({ token });

    const loggedIn = await test.app.inject({ method: 'GET', url: '/api/s/', cookies: { [SESSION_COOKIE]: token } });
    expect(loggedIn.json().aboutMe).toEqual({ isLogged: true, givenName: 'Anna', familyName: 'Schmidt' });

    const logout = await test.app.inject({ method: 'GET', url: '/logout/', headers: LINK_CLICK, cookies: { [SESSION_COOKIE]: token } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect(logout.headers['set-cookie']).toMatch(/^sid=; Max-Age=0; Path=\/;/);
    const after = await test.app.inject({ method: 'GET', url: '/api/s/', cookies: { [SESSION_COOKIE]: token } });
    expect(after.json().aboutMe).toEqual({ isLogged: false });
    expect(after.json().id).not.toBe(created.json().id);
  });
});

describe('POST /api/s/catalog-presets/ takes JSON only', () => {
  const test = useTestApp();
  const STORED = { sort: 'preis-absteigend', filters: { sale: true } };

  /** A visitor whose session stored presets; gives the session token. */
  async function visitorWithPresets(): Promise<string> {
    const answer = await test.app.inject({ method: 'POST', url: '/api/s/catalog-presets/', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(STORED) });
    expect(answer.statusCode).toBe(200);
    return sessionCookie(answer.headers['set-cookie']);
  }

  async function presetsOf(token: string): Promise<unknown> {
    const [row] = await test.database.db.select({ presets: sessions.catalogPresets }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    return row?.presets;
  }

  it.each([
    ['an empty body without a type (what a form or fetch of another site can send without asking)', undefined, ''],
    ['an empty form', 'application/x-www-form-urlencoded', ''],
    ['a form with fields', 'application/x-www-form-urlencoded', 'sort=empfohlen'],
    ['JSON sent as plain text (no CORS preflight)', 'text/plain', '{"sort":"empfohlen"}'],
    ['a multipart form', 'multipart/form-data; boundary=x', '--x--'],
  ])('changes nothing for %s: 415 in the error shape, in German', async (_case, type, payload) => {
    const token = await visitorWithPresets();
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/s/catalog-presets/',
      headers: { origin: 'https://evil.example', ...(type && { 'content-type': type }) },
      cookies: { [SESSION_COOKIE]: token },
      payload,
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ message: 'Die Anfrage muss ihre Daten als JSON senden.', error: { code: 'unsupportedMediaType' } });
    expect(await presetsOf(token)).toEqual(STORED);
  });

  it('takes JSON with a charset', async () => {
    const token = await visitorWithPresets();
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/s/catalog-presets/',
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
      cookies: { [SESSION_COOKIE]: token },
      payload: JSON.stringify({ sort: 'empfohlen' }),
    });
    expect(answer.statusCode).toBe(200);
    expect(await presetsOf(token)).toEqual({ sort: 'empfohlen' });
  });
});
