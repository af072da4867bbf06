/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { outboxMails, users } from '../../server-kit/db/schema';
import { startTestApp, testHasher, useTestApp, type TestAnswer } from '../../test/server/harness';
import { PasswordHasher } from './passwords';

const HOUR_MS = 60 * 60 * 1000;
/** The resend cool-down of one code type, passed. */
const AFTER_COOLDOWN_MS = 21_000;
const SLOW_TEST_MS = 60_000;

const test = useTestApp();
let counter = 0;

const newEmail = () => `post${(counter += 1)}.${Date.now()}@example.de`;
/** A client address from the documentation range, fresh per call: tests never share a network's counts. */
const newIp = () => `203.0.${Math.floor((counter += 1) / 250)}.${counter % 250}`;
const retryAfter = (answer: TestAnswer) => Number(answer.headers.get('retry-after'));

async function post(url: string, body: unknown, ip = newIp()): Promise<TestAnswer> {
  const browser = await test.client({ ip });
  return browser.post(url, body);
}

async function mailsTo(email: string, kind: string): Promise<number> {
  await test.settled();
  return (await test.database.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, email), eq(outboxMails.kind, kind)))).length;
}


describe('mail limits per recipient', () => {
  it('refuses a 7th forgot-password request for one address within an hour, alike for known and unknown addresses', async () => {
    const known = newEmail();
    await test.database.db.insert(users).values({ email: known, givenName: 'A', familyName: 'S', passwordHash: await testHasher.hash('Sommer!2024'), verified: true });
    const unknown = newEmail();
    for (const email of [known, unknown]) {
      for (let i = 0; i < 6; i += 1) expect((await post('/api/auth/forgot-password/', { email })).status).toBe(200);
    }
    const [refusedKnown, refusedUnknown] = [await post('/api/auth/forgot-password/', { email: known }), await post('/api/auth/forgot-password/', { email: unknown })];
    for (const refused of [refusedKnown, refusedUnknown]) {
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({
        message: expect.stringMatching(/^Für diese E-Mail-Adresse wurden gerade zu viele E-Mails angefordert\. Bitte versuche es in (einer Minute|\d+ Minuten) noch einmal\.$/),
        error: { code: 'too_many_mails' },
      });
      expect(retryAfter(refused)).toBeGreaterThan(0);
    }
    expect(refusedKnown.json).toEqual(refusedUnknown.json);
    expect(await mailsTo(known, 'reset')).toBe(6);
    test.advanceClock(HOUR_MS);
    expect((await post('/api/auth/forgot-password/', { email: known })).status).toBe(200);
  }, SLOW_TEST_MS);

  it('refuses more code mails to one address than 6 an hour, beside the resend cool-down', async () => {
    const email = newEmail();
    for (let i = 0; i < 6; i += 1) {
      expect((await post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' })).status).toBe(200);
      test.advanceClock(AFTER_COOLDOWN_MS);
    }
    const refused = await post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' });
    expect(refused).toMatchObject({ status: 429, json: { error: { code: 'too_many_mails' } } });
    expect(await mailsTo(email, 'otp')).toBe(6);
  }, SLOW_TEST_MS);

  it('refuses registering an address that was sent too many mails, before anything is stored', async () => {
    const email = newEmail();
    for (let i = 0; i < 6; i += 1) await post('/api/auth/forgot-password/', { email });
    const refused = await post('/api/auth/register', { givenName: 'Anna', familyName: 'Schmidt', email, newPassword: 'Kirschbaum-Wolke-73' });
    expect(refused).toMatchObject({ status: 429, json: { error: { code: 'too_many_mails' } } });
    expect(await test.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  }, SLOW_TEST_MS);
});

describe('mail limits per network', () => {
  it('refuses the 61st mail request of an hour from one network, whatever the addresses and calls', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i += 1) expect((await post('/api/auth/forgot-password/', { email: newEmail() }, ip)).status).toBe(200);
    for (let i = 0; i < 30; i += 1) {
      expect((await post('/api/auth/login-otp/', { email: newEmail(), type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' }, ip)).status).toBe(200);
    }
    const refused = await post('/api/auth/register', { givenName: 'Anna', familyName: 'Schmidt', email: newEmail(), newPassword: 'Kirschbaum-Wolke-73' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: expect.stringMatching(/^Von deinem Netzwerk kamen in kurzer Zeit zu viele Anfragen\. Bitte versuche es in (einer Minute|\d+ Minuten) noch einmal\.$/),
      error: { code: 'too_many_requests' },
    });
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect((await post('/api/auth/forgot-password/', { email: newEmail() })).status).toBe(200);
  }, SLOW_TEST_MS);
});

describe('mails no request asked for by itself', () => {
  it('counts the code a login with a pending registration’s password mails against the network, and past the limit mails none', async () => {
    const email = newEmail();
    const password = 'Kirschbaum-Wolke-73';
    expect((await post('/api/auth/register', { givenName: 'Anna', familyName: 'Schmidt', email, newPassword: password })).status).toBe(200);
    const ip = newIp();
    for (let i = 0; i < 59; i += 1) expect((await post('/api/auth/forgot-password/', { email: newEmail() }, ip)).status).toBe(200);

    // The network's 60th mail: the identity check's code goes out.
    expect((await post('/api/auth/login', { email, password }, ip)).json).toMatchObject({ error: { code: 'unverified' }, email });
    expect(await mailsTo(email, 'otp')).toBe(1);
    expect((await post('/api/auth/forgot-password/', { email: newEmail() }, ip)).json).toMatchObject({ error: { code: 'too_many_requests' } });

    // Past the limit the login still leads to the code screen (the code mailed before works), but mails nothing.
    const again = await post('/api/auth/login', { email, password }, ip);
    expect(again).toMatchObject({ status: 403, json: { error: { code: 'unverified' }, email } });
    expect(await mailsTo(email, 'otp')).toBe(1);
  }, SLOW_TEST_MS);
});

describe('the password-hashing queue', () => {
  it('answers 503 with Retry-After and a German message when the queue is full, instead of queueing without end', async () => {
    const busy = await startTestApp({ auth: { hasher: new PasswordHasher({ N: 2 ** 15, r: 8, p: 1 }, { maxConcurrent: 1, maxQueued: 2 }) } });
    try {
      const browsers = await Promise.all(Array.from({ length: 12 }, () => busy.client({ ip: newIp() })));
      const answers = await Promise.all(browsers.map((browser) => browser.post('/api/auth/login', { email: newEmail(), password: 'falsch123' })));
      const refused = answers.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.every((answer) => answer.status === 401 || answer.status === 503)).toBe(true);
      for (const answer of refused) {
        expect(answer.json).toEqual({ message: 'Gerade ist sehr viel los. Bitte versuche es in ein paar Sekunden noch einmal.', error: { code: 'busy' } });
        expect(retryAfter(answer)).toBeGreaterThan(0);
      }
    } finally {
      await busy.close();
    }
  }, SLOW_TEST_MS);
});
