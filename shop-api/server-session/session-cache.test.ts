/** @jest-environment node */
import { API } from '@schaufenster/shared/api';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { boolean, create, optional, string, type, type Infer } from 'superstruct';
import { CSRF_ERROR } from '../auth/constants';
import { sessions, users } from '../../server-kit/db/schema';
import { LINK_CLICK, startTestApp, useTestApp, type TestAnswer, type TestApp, type TestClient } from '../../test/server/harness';
import { ROTATION_GRACE_MS } from './lifetime';
import { hashToken } from './tokens';

/** The session answer of GET /api/s/ as the tests read it. */
const SessionAnswer = type({ id: string(), aboutMe: type({ isLogged: boolean(), givenName: optional(string()) }) });
type SessionAnswer = Infer<typeof SessionAnswer>;

const PASSWORD = 'Kirschbaum-Wolke-73';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A new password the strength check takes. */
const CHANGED_PASSWORD = 'Tannenzapfen-Tee-31';
/** How often the cross-process checks repeat: a race between a change and the next request shows within a few. */
const ROUNDS = 5;

/** A browser talking to one app, with the cookie of another browser (the same person on another server process). */
function browserOn(test: TestApp, cookie = ''): TestClient {
  const browser = test.visitor('10.9.9.9');
  browser.cookie = cookie;
  return browser;
}

async function session(browser: TestClient): Promise<SessionAnswer> {
  const answer: TestAnswer = await browser.get('/api/s/');
  expect(answer.status).toBe(200);
  return create(answer.json, SessionAnswer);
}

/** Reads the session twice, so the second answer comes from the cache. */
async function cached(browser: TestClient): Promise<SessionAnswer> {
  await session(browser);
  return session(browser);
}

/** Changes the customer's password from `browser` (its session stays logged in under a fresh token). */
async function changePassword(browser: TestClient): Promise<void> {
  const body = { currentPassword: PASSWORD, newPassword: CHANGED_PASSWORD, confirmPassword: CHANGED_PASSWORD };
  expect((await browser.post(API.changePassword.path, body)).status).toBe(200);
}

async function registeredCustomer(kit: TestApp): Promise<{ email: string; browser: TestClient }> {
  const email = kit.newEmail();
  const browser = await kit.client();
  await kit.register(browser, email, PASSWORD);
  expect((await kit.verify(browser, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', await kit.mailedCode(email))).status).toBe(200);
  return { email, browser };
}

describe('the session cache of one server process', () => {
  const kit = useTestApp();

  it('forgets a token at login: the token from before the login opens nothing, the new one shows the customer', async () => {
    const { email } = await registeredCustomer(kit);
    const browser = await kit.client();
    const before = await cached(browser);
    const oldCookie = browser.cookie;
    expect((await kit.login(browser, email, PASSWORD)).status).toBe(200);
    expect(browser.cookie).not.toBe(oldCookie);

    // A moment after the login the old token is told to try again (token-rotation.test.ts); afterwards it is unknown.
    expect((await browserOn(kit, oldCookie).get('/api/s/')).status).toBe(409);
    kit.advanceClock(ROTATION_GRACE_MS + 1);
    const withOldToken = await session(browserOn(kit, oldCookie));
    expect(withOldToken.id).not.toBe(before.id);
    expect(withOldToken.aboutMe.isLogged).toBe(false);
    expect(await session(browser)).toMatchObject({ id: before.id, aboutMe: { isLogged: true, givenName: 'Anna' } });
  });

  it('forgets a token at logout, also for CSRF-checked calls', async () => {
    const browser = await kit.client();
    const before = await cached(browser);
    const oldCookie = browser.cookie;
    const checked = () => {
      const returning = browserOn(kit, oldCookie);
      returning.flowId = browser.flowId;
      return returning.post('/api/auth/forgot-password/', { email: kit.newEmail() });
    };
    expect((await checked()).status).toBe(200);
    expect((await checked()).status).toBe(200);
    expect((await browser.get('/logout/', LINK_CLICK)).status).toBe(302);
    expect(await checked()).toMatchObject({ status: CSRF_ERROR.status, json: { error: { code: CSRF_ERROR.code } } });
    expect((await session(browserOn(kit, oldCookie))).id).not.toBe(before.id);
  });

  it('logs every cached session of a customer out when the password is reset', async () => {
    const { email, browser: first } = await registeredCustomer(kit);
    const second = await kit.client();
    expect((await kit.login(second, email, PASSWORD)).status).toBe(200);
    expect((await cached(first)).aboutMe.isLogged).toBe(true);
    expect((await cached(second)).aboutMe.isLogged).toBe(true);

    const resetter = await kit.client();
    await resetter.post('/api/auth/forgot-password/', { email });
    const link = await kit.mailedResetLink(email);
    expect((await resetter.post('/api/auth/reset-password', { ...link, type: 'reset', newPassword: 'Neues-Fenster-42', confirmPassword: 'Neues-Fenster-42' })).status).toBe(200);

    expect((await session(first)).aboutMe.isLogged).toBe(false);
    expect((await session(second)).aboutMe.isLogged).toBe(false);
  });

  it('logs the other cached sessions of a customer out at once when the password is changed, the changing one stays', async () => {
    const { email, browser: here } = await registeredCustomer(kit);
    const phone = await kit.client();
    expect((await kit.login(phone, email, PASSWORD)).status).toBe(200);
    const hereBefore = await cached(here);
    expect(hereBefore.aboutMe.isLogged).toBe(true);
    expect((await cached(phone)).aboutMe.isLogged).toBe(true);
    const oldCookie = here.cookie;

    await changePassword(here);

    expect((await session(phone)).aboutMe.isLogged).toBe(false);
    expect(here.cookie).not.toBe(oldCookie);
    expect(await session(here)).toMatchObject({ id: hereBefore.id, aboutMe: { isLogged: true } });
    expect((await browserOn(kit, oldCookie).get('/api/s/')).status).toBe(409);
    kit.advanceClock(ROTATION_GRACE_MS + 1);
    const withOldToken = await session(browserOn(kit, oldCookie));
    expect(withOldToken.id).not.toBe(hereBefore.id);
    expect(withOldToken.aboutMe.isLogged).toBe(false);
  });

  it('sees changes written straight to the database (a purge job, another process): names and deleted rows', async () => {
    const { browser } = await registeredCustomer(kit);
    const before = await cached(browser);
    const { db } = kit.database;
    const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, before.id));
    await db.update(users).set({ givenName: 'Berta' }).where(eq(users.id, row?.userId ?? ''));
    expect((await session(browser)).aboutMe.givenName).toBe('Berta');

    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(browser.cookie.split('=')[1] ?? '')));
    expect((await session(browser)).id).not.toBe(before.id);
  });

  // Last in this block: it moves the app's clock.
  it('judges a cached session by the database before deleting it as idle: visits another process recorded keep it', async () => {
    const browser = await kit.client();
    const before = await cached(browser);
    kit.advanceClock(6 * DAY_MS);
    // Another process's batched visit: last_seen_at alone announces nothing, so this process's cached row stays behind.
    await kit.database.db.update(sessions).set({ lastSeenAt: kit.app.clock() }).where(eq(sessions.id, before.id));
    kit.advanceClock(2 * DAY_MS);
    expect((await session(browser)).id).toBe(before.id);
    // Without visits it does end: 8 idle days by the database too.
    kit.advanceClock(8 * DAY_MS);
    expect((await session(browser)).id).not.toBe(before.id);
    expect(await kit.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, before.id))).toEqual([]);
  });
});

// Two app instances on one PostgreSQL database (the worker's, TEST_DATABASE_URL) stand for two server processes.
const databaseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = databaseUrl ? describe : describe.skip;

onPostgres('session caches of two server processes on one PostgreSQL', () => {
  let one: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    one = await startTestApp({ databaseUrl });
    other = await startTestApp({ databaseUrl });
  });
  afterAll(async () => {
    await one.close();
    await other.close();
  });

  it('a login in one is seen by the other at once: its old token opens nothing there, the new one shows the customer', async () => {
    const { email } = await registeredCustomer(one);
    for (let round = 0; round < ROUNDS; round += 1) {
      const browser = await one.client();
      const before = await cached(browserOn(other, browser.cookie));
      const oldCookie = browser.cookie;
      expect((await one.login(browser, email, PASSWORD)).status).toBe(200);
      // Served from a stale cache it would answer 200 with the session; the other process knows it was replaced.
      expect((await browserOn(other, oldCookie).get('/api/s/')).json).toMatchObject({ error: { code: 'session_superseded' } });
      expect(await session(browserOn(other, browser.cookie))).toMatchObject({ id: before.id, aboutMe: { isLogged: true } });
    }
  });

  it('a logout in one is seen by the other at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const browser = await one.client();
      const before = await cached(browserOn(other, browser.cookie));
      const oldCookie = browser.cookie;
      expect((await browser.get('/logout/', LINK_CLICK)).status).toBe(302);
      expect((await session(browserOn(other, oldCookie))).id).not.toBe(before.id);
    }
  });

  it('a password reset in one logs the customer out in the other at once', async () => {
    const { email, browser } = await registeredCustomer(one);
    const elsewhere = browserOn(other, browser.cookie);
    expect((await cached(elsewhere)).aboutMe.isLogged).toBe(true);
    const resetter = await one.client();
    await resetter.post('/api/auth/forgot-password/', { email });
    const link = await one.mailedResetLink(email);
    expect((await resetter.post('/api/auth/reset-password', { ...link, type: 'reset', newPassword: 'Neues-Fenster-42', confirmPassword: 'Neues-Fenster-42' })).status).toBe(200);
    expect((await session(elsewhere)).aboutMe.isLogged).toBe(false);
  });

  it('a password change in one logs the other session of the customer out in the other at once', async () => {
    const { email, browser: here } = await registeredCustomer(one);
    const phone = await one.client();
    expect((await one.login(phone, email, PASSWORD)).status).toBe(200);
    const phoneElsewhere = browserOn(other, phone.cookie);
    const hereElsewhere = await cached(browserOn(other, here.cookie));
    expect(hereElsewhere.aboutMe.isLogged).toBe(true);
    expect((await cached(phoneElsewhere)).aboutMe.isLogged).toBe(true);
    const oldCookie = here.cookie;

    await changePassword(here);

    expect((await session(phoneElsewhere)).aboutMe.isLogged).toBe(false);
    expect((await browserOn(other, oldCookie).get('/api/s/')).json).toMatchObject({ error: { code: 'session_superseded' } });
    expect(await session(browserOn(other, here.cookie))).toMatchObject({ id: hereElsewhere.id, aboutMe: { isLogged: true } });
  });
});
