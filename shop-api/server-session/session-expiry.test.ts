/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { testHasher, useTestApp, type TestClient } from '../../test/server/harness';
import { eq } from 'drizzle-orm';
import { carts, sessions, users } from '../../server-kit/db/schema';
import { hashToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The idle timeout (7 days) and a minute more. */
const IDLE_PASSED_MS = 7 * DAY_MS + 60_000;

const test = useTestApp();
let counter = 0;

/** A browser whose session belongs to a new customer (as a login leaves it). */
async function loggedInBrowser(): Promise<{ browser: TestClient; sessionId: string }> {
  const browser = test.visitor();
  const sessionId = String((await browser.get('/api/s/')).json.id);
  await test.logIn({ id: sessionId }, { verified: true });
  return { browser, sessionId };
}

describe('session lifetime', () => {
  it('treats a session idle for more than 7 days as none: a new anonymous session, the old one and its cart gone', async () => {
    const { browser, sessionId } = await loggedInBrowser();
    await test.database.db.insert(carts).values({ sessionId });
    const oldCookie = browser.cookie;
    expect((await browser.get('/api/s/')).json).toMatchObject({ id: sessionId, aboutMe: { isLogged: true } });
    test.advanceClock(IDLE_PASSED_MS);
    const after = await browser.get('/api/s/');
    expect(after.json.id).not.toBe(sessionId);
    expect(after.json.aboutMe).toEqual({ isLogged: false });
    expect(browser.cookie).not.toBe(oldCookie);
    expect(await test.database.db.select().from(sessions).where(eq(sessions.id, sessionId))).toEqual([]);
    expect(await test.database.db.select().from(carts).where(eq(carts.sessionId, sessionId))).toEqual([]);
  });

  it('keeps a session visited every 6 days, but not past 30 days after its token was issued', async () => {
    const { browser, sessionId } = await loggedInBrowser();
    for (let day = 6; day <= 24; day += 6) {
      test.advanceClock(6 * DAY_MS);
      expect((await browser.get('/api/s/')).json).toMatchObject({ id: sessionId, aboutMe: { isLogged: true } });
    }
    test.advanceClock(6 * DAY_MS + 60_000);
    expect((await browser.get('/api/s/')).json).toMatchObject({ aboutMe: { isLogged: false } });
    expect((await browser.get('/api/s/')).json.id).not.toBe(sessionId);
  });

  it('counts the 30 days from the login, which hands out a new token', async () => {
    const email = `neu${(counter += 1)}.${Date.now()}@example.de`;
    await test.database.db.insert(users).values({ email, givenName: 'B', familyName: 'C', passwordHash: await testHasher.hash('Sommer!2024'), verified: true });
    const browser = await test.client();
    const sessionId = String((await browser.get('/api/s/')).json.id);
    for (let day = 0; day < 2; day += 1) {
      test.advanceClock(6 * DAY_MS);
      await browser.get('/api/s/');
    }
    expect((await browser.post('/api/auth/login', { email, password: 'Sommer!2024' })).status).toBe(200);
    for (let day = 0; day < 4; day += 1) {
      test.advanceClock(6 * DAY_MS);
      expect((await browser.get('/api/s/')).json).toMatchObject({ id: sessionId, aboutMe: { isLogged: true } });
    }
  });

  it('refuses the login calls of an expired session like those of no session (CSRF flow, 428)', async () => {
    const browser = await test.client();
    test.advanceClock(IDLE_PASSED_MS);
    const answer = await browser.post('/api/auth/login', { email: 'a@example.de', password: 'Sommer!2024' });
    expect(answer).toMatchObject({ status: 428, json: { error: { code: 'csrf_invalid' } } });
  });

  it('answers the account calls of an expired login with 401', async () => {
    const { browser } = await loggedInBrowser();
    expect((await browser.get('/api/account/addresses/')).status).toBe(200);
    test.advanceClock(IDLE_PASSED_MS);
    expect((await browser.get('/api/account/addresses/')).status).toBe(401);
  });

  it('stores only the hash of the new token after an expiry', async () => {
    const { browser } = await loggedInBrowser();
    test.advanceClock(IDLE_PASSED_MS);
    await browser.get('/api/s/');
    const token = browser.cookie.replace(/^[\w-]*sid=/, '');
    expect(await test.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)))).toHaveLength(1);
  });
});
