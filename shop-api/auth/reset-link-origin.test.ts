/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { outboxMails, users } from '../../server-kit/db/schema';
import { startTestApp, useTestApp, type TestApp } from '../../test/server/harness';

const PUBLIC_ORIGIN = 'https://shop.example';

/** Asks `test` for a reset link with `headers` on every request, as an attacker's script would; gives the mailed link. */
async function requestResetLink(test: TestApp, headers: Record<string, string>): Promise<URL> {
  const email = `kundin.${Date.now()}.${Math.random()}@example.de`;
  await test.database.db.insert(users).values({ email, givenName: 'Anna', familyName: 'Schmidt', passwordHash: 'irrelevant', verified: true });
  const start = await test.app.inject({ method: 'GET', url: '/api/s/c/', headers });
  const cookies = Object.fromEntries(start.cookies.map((cookie) => [cookie.name, cookie.value]));
  const flowId = String(start.headers['x-cs-flow-id'] ?? '');
  const answer = await test.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password/',
    headers: { ...headers, 'x-cs-flow-id': flowId },
    cookies,
    payload: { email },
  });
  expect(answer.statusCode).toBe(200);
  await test.settled();
  const [mail] = await test.database.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.recipient, email), eq(outboxMails.kind, 'reset')));
  const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error('no reset link mailed');
  return new URL(link);
}

describe('the origin of mailed links', () => {
  // A proxy is trusted, so not even trusted forwarding headers may move the link.
  const test = useTestApp({ publicOrigin: PUBLIC_ORIGIN, trustProxy: true });

  it.each([
    ['Host', { host: 'evil.example' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }],
    ['Forwarded', { forwarded: 'host=evil.example;proto=http' }],
  ])('builds the reset link from PUBLIC_ORIGIN, never from %s', async (_name, headers) => {
    const link = await requestResetLink(test, headers);
    expect(link.origin).toBe(PUBLIC_ORIGIN);
    expect(link.pathname).toBe('/authenticate/');
    expect(link.searchParams.get('p')).toBe('reset-password');
  });
});

describe('the sign-in page of mailed links (SIGN_IN_URL)', () => {
  const test = useTestApp({ publicOrigin: PUBLIC_ORIGIN, signInUrl: 'https://cms.example/anmelden/?lang=de', trustProxy: true });

  it('opens the shop’s sign-in page with its own query kept and the reset parameters after it, whatever the request’s Host says', async () => {
    const link = await requestResetLink(test, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(`${link.origin}${link.pathname}`).toBe('https://cms.example/anmelden/');
    expect([...link.searchParams.keys()]).toEqual(['lang', 'p', 'cid', 'hash']);
    expect(link.searchParams.get('lang')).toBe('de');
    expect(link.searchParams.get('p')).toBe('reset-password');
    // The parameters are the ones the reset page sends back: the link works.
    const browser = await test.client();
    const verified = await browser.post('/api/auth/reset-password/', { cid: link.searchParams.get('cid'), hash: link.searchParams.get('hash'), type: 'verify' });
    expect(verified).toEqual({ status: 200, json: { success: true } });
  });
});

describe('TRUST_PROXY', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([startTestApp(), startTestApp({ trustProxy: ['10.0.0.0/8'] })]);
    for (const test of [direct, proxied]) test.app.get('/__test__/client', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  });
  afterAll(() => Promise.all([direct.close(), proxied.close()]));

  /** The client address and protocol `test` sees for a request from `remoteAddress` with forwarding headers. */
  async function seen(test: TestApp, remoteAddress: string) {
    const answer = await test.app.inject({
      method: 'GET',
      url: '/__test__/client',
      remoteAddress,
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
    });
    return answer.json<{ ip: string; protocol: string }>();
  }

  it('ignores forwarding headers by default', async () => {
    expect(await seen(direct, '10.0.0.5')).toEqual({ ip: '10.0.0.5', protocol: 'http' });
  });

  it('takes the client and protocol from a trusted proxy', async () => {
    expect(await seen(proxied, '10.0.0.5')).toEqual({ ip: '203.0.113.7', protocol: 'https' });
  });

  it('ignores forwarding headers from an address it does not trust', async () => {
    expect(await seen(proxied, '192.0.2.1')).toEqual({ ip: '192.0.2.1', protocol: 'http' });
  });
});
