/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LINK_CLICK, startTestApp, useTestApp, type TestApp } from '../../test/server/harness';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { sessions } from '../../server-kit/db/schema';
import { hashToken } from './tokens';

/** What a TLS-terminating proxy in front of the shop sends along (trusted with TRUST_PROXY). */
const OVER_HTTPS = { host: 'shop.example', 'x-forwarded-proto': 'https' };
const HSTS = 'max-age=31536000; includeSubDomains';

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : [header].flat();
}

describe('the session over HTTPS', () => {
  const test = useTestApp({ trustProxy: true });

  it('sets __Host-sid: Secure, Path=/, no Domain', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/s/', headers: OVER_HTTPS });
    expect(setCookies(response)).toEqual([expect.stringMatching(/^__Host-sid=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/)]);
  });

  it('reads the session from __Host-sid only, never from a plain sid a subdomain could plant', async () => {
    const created = await test.app.inject({ method: 'GET', url: '/api/s/', headers: OVER_HTTPS });
    const token = created.cookies.find((cookie) => cookie.name === '__Host-sid')?.value ?? '';
    const again = await test.app.inject({ method: 'GET', url: '/api/s/', headers: OVER_HTTPS, cookies: { '__Host-sid': token } });
    expect(again.json().id).toBe(created.json().id);
    expect(setCookies(again)).toEqual([]);
    const planted = await test.app.inject({ method: 'GET', url: '/api/s/', headers: OVER_HTTPS, cookies: { sid: token } });
    expect(planted.json().id).not.toBe(created.json().id);
  });

  it('checks the CSRF flow and the customer pages against __Host-sid', async () => {
    const start = await test.app.inject({ method: 'GET', url: '/api/s/c/', headers: OVER_HTTPS });
    const token = start.cookies.find((cookie) => cookie.name === '__Host-sid')?.value ?? '';
    const flowId = String(start.headers['x-cs-flow-id']);
    const forgot = await test.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/',
      headers: { ...OVER_HTTPS, 'x-cs-flow-id': flowId },
      cookies: { '__Host-sid': token },
      payload: { email: 'niemand@example.de' },
    });
    expect(forgot.statusCode).toBe(200);

    await test.logIn({ token });
    const account = await test.app.inject({ method: 'GET', url: '/account/overview/', headers: OVER_HTTPS, cookies: { '__Host-sid': token } });
    expect(account.statusCode).toBe(200);
  });

  it('logs out by clearing __Host-sid with the same attributes', async () => {
    const created = await test.app.inject({ method: 'GET', url: '/api/s/', headers: OVER_HTTPS });
    const token = created.cookies.find((cookie) => cookie.name === '__Host-sid')?.value ?? '';
    const logout = await test.app.inject({ method: 'GET', url: '/logout/', headers: { ...OVER_HTTPS, ...LINK_CLICK }, cookies: { '__Host-sid': token } });
    expect(setCookies(logout)).toEqual([expect.stringMatching(/^__Host-sid=; Max-Age=0; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/)]);
    const [row] = await test.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toBeUndefined();
  });

  it('sends Strict-Transport-Security on every HTTPS answer', async () => {
    for (const url of ['/', '/api/s/', '/assets/site.css']) {
      const response = await test.app.inject({ method: 'GET', url, headers: OVER_HTTPS });
      expect(response.headers['strict-transport-security']).toBe(HSTS);
    }
  });
});

describe('the session over plain HTTP', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('keeps sid without Secure and sends no HSTS on the loopback demo', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/s/', headers: { host: '127.0.0.1:3000' } });
    expect(setCookies(response)).toEqual([expect.stringMatching(/^sid=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)]);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores a forwarded protocol when no proxy is trusted', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/s/', headers: { host: '127.0.0.1:3000', 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(setCookies(response)).toEqual([expect.stringMatching(/^sid=/)]);
  });

  it('names a Secure cookie __Host-sid on any other host (a TLS proxy that is not trusted), still without HSTS', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/s/', headers: { host: 'shop.example' } });
    expect(setCookies(response)).toEqual([expect.stringMatching(/^__Host-sid=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/)]);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
