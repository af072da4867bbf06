/** @jest-environment node */
import { API } from '@schaufenster/shared/api';
import { describe, expect, it } from '@jest/globals';
import { users } from '../../server-kit/db/schema';
import { ROTATION_GRACE_MS } from '../server-session/lifetime';
import { testHasher as hasher, useTestApp, type TestClient } from '../../test/server/harness';

const test = useTestApp();
let counter = 0;
const OLD_PASSWORD = 'altes-Passwort1';
const NEW_PASSWORD = 'neues-Passwort2';
const TOO_GUESSABLE = 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.';

/** A verified customer with a password, straight in the database. */
async function customer(password = OLD_PASSWORD, familyName = 'Schmidt'): Promise<string> {
  const email = `wechsel${(counter += 1)}.${Date.now()}@example.de`;
  await test.database.db.insert(users).values({ email, givenName: 'Anna', familyName, passwordHash: await hasher.hash(password), verified: true });
  return email;
}

/** A browser logged in as `email` (its own session). */
async function loggedIn(email: string, password = OLD_PASSWORD): Promise<TestClient> {
  const browser = await test.client();
  const answer = await browser.post('/api/auth/login', { email, password });
  expect(answer.status).toBe(200);
  return browser;
}

async function isLogged(browser: TestClient): Promise<boolean> {
  return ((await browser.get('/api/s/')).json.aboutMe as { isLogged: boolean }).isLogged;
}

const change = (browser: TestClient, body: Record<string, unknown>, options?: { flow: boolean }) => browser.post(API.changePassword.path, body, options);
const valid = { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };


describe('POST /api/auth/change-password/', () => {
  it('sets the new password, ends every other session of the customer and keeps the current one logged in', async () => {
    const email = await customer();
    const here = await loggedIn(email);
    const phone = await loggedIn(email);
    const tablet = await loggedIn(email);
    const someoneElse = await loggedIn(await customer());
    const cookieBefore = here.cookie;

    const answer = await change(here, valid);

    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true });
    expect(await isLogged(here)).toBe(true);
    // A fresh token for the session that stays: the old cookie value opens nothing now.
    expect(here.cookie).not.toBe(cookieBefore);
    expect(await isLogged(phone)).toBe(false);
    expect(await isLogged(tablet)).toBe(false);
    expect(await isLogged(someoneElse)).toBe(true);
    // The old value opens nothing: a moment after the change a call with it is told to try again (below), later it
    // gets a new visitor's session.
    const stale = test.visitor();
    stale.cookie = cookieBefore;
    expect((await stale.get('/api/s/')).status).toBe(409);
    test.advanceClock(ROTATION_GRACE_MS + 1);
    expect(await isLogged(stale)).toBe(false);

    const withOld = await test.client();
    expect((await withOld.post('/api/auth/login', { email, password: OLD_PASSWORD })).status).toBe(401);
    await loggedIn(email, NEW_PASSWORD);
  });

  it("ends the other sessions as a logout does: a copied cookie of one answers as an unknown token, with nothing of that session's", async () => {
    const email = await customer();
    const here = await loggedIn(email);
    const phone = await loggedIn(email);
    const sessionOf = async (browser: TestClient) => (await browser.get('/api/s/')).json.id as string;
    const phoneSession = await sessionOf(phone);
    // A copy of the phone's cookie, as a thief would hold it.
    const thief = test.visitor();
    thief.cookie = phone.cookie;
    expect(await sessionOf(thief)).toBe(phoneSession);

    expect((await change(here, valid)).status).toBe(200);

    // Neither the phone nor the copy reaches that session again, not even as a visitor of it.
    const after = await sessionOf(thief);
    expect(after).not.toBe(phoneSession);
    expect(await sessionOf(phone)).not.toBe(phoneSession);
    expect((await test.database.db.query.sessions.findFirst({ where: (row, { eq }) => eq(row.id, phoneSession) })) ?? null).toBeNull();
  });

  it('refuses a wrong current password with a German 422 field error on currentPassword, changing nothing', async () => {
    const email = await customer();
    const here = await loggedIn(email);
    const other = await loggedIn(email);

    const answer = await change(here, { ...valid, currentPassword: 'falsches-Passwort' });

    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      message: 'Das aktuelle Passwort ist nicht richtig.',
      error: { code: 'validation' },
      fieldErrors: { currentPassword: 'Das aktuelle Passwort ist nicht richtig.' },
    });
    expect(await isLogged(other)).toBe(true);
    await loggedIn(email, OLD_PASSWORD);
  });

  it.each([
    [{ ...valid, currentPassword: '12345' }, 'currentPassword', 'Die eingabe is zu kurz.'],
    [{ ...valid, newPassword: 'kurz', confirmPassword: 'kurz' }, 'newPassword', 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
    [{ ...valid, confirmPassword: '' }, 'confirmPassword', 'Bitte bestätigen Sie Ihr Passwort.'],
    [{ ...valid, confirmPassword: 'anderes-Passwort' }, 'confirmPassword', 'Die Passwörter stimmen nicht überein.'],
    [{ ...valid, newPassword: 'passwort', confirmPassword: 'passwort' }, 'newPassword', 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.'],
    [{ ...valid, newPassword: OLD_PASSWORD, confirmPassword: OLD_PASSWORD }, 'newPassword', 'Das neue Passwort muss sich von deinem aktuellen Passwort unterscheiden.'],
  ])('checks the spec password rules: %o fails on %s', async (body, field, message) => {
    const here = await loggedIn(await customer());
    const answer = await change(here, body);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ message, fieldErrors: { [field]: message } });
  });

  it.each([
    ['the own address', (email: string) => email],
    ['its local part', (email: string) => email.split('@')[0] ?? ''],
    ['the own family name with a year', () => 'Zwirnemann1985'],
  ])('refuses %s as the new password, as registration and reset do, changing nothing', async (_, newPassword) => {
    const email = await customer(OLD_PASSWORD, 'Zwirnemann');
    const here = await loggedIn(email);
    const password = newPassword(email);
    const answer = await change(here, { ...valid, newPassword: password, confirmPassword: password });
    expect(answer).toMatchObject({
      status: 422,
      json: { message: TOO_GUESSABLE, error: { code: 'validation' }, fieldErrors: { newPassword: TOO_GUESSABLE } },
    });
    await loggedIn(email, OLD_PASSWORD);
  });

  it('closes every reset link and one-time code of the account mailed before the change', async () => {
    const email = await customer();
    const here = await loggedIn(email);
    const elsewhere = await test.client();
    expect((await elsewhere.post('/api/auth/forgot-password/', { email })).status).toBe(200);
    const link = await test.mailedResetLink(email);
    expect((await test.sendCode(elsewhere, email, 'GUEST_LOGIN_REQUEST')).status).toBe(200);
    const code = await test.mailedCode(email);

    expect((await change(here, valid)).status).toBe(200);

    const reset = await elsewhere.post('/api/auth/reset-password', { ...link, type: 'reset', newPassword: 'Apfel-Birne-Quitte-5', confirmPassword: 'Apfel-Birne-Quitte-5' });
    expect(reset).toMatchObject({ status: 401, json: { error: { code: 'invalidResetLink' } } });
    expect((await test.verify(elsewhere, email, 'GUEST_LOGIN_REQUEST', code)).status).toBe(401);
    expect(await isLogged(elsewhere)).toBe(false);
    await loggedIn(email, NEW_PASSWORD);
  });

  it('is CSRF-checked like every auth call: 428 csrf_invalid without the flow id', async () => {
    const here = await loggedIn(await customer());
    const answer = await change(here, valid, { flow: false });
    expect(answer.status).toBe(428);
    expect(answer.json).toMatchObject({ error: { code: 'csrf_invalid' } });
  });

  it('answers a visitor 401 not_logged_in', async () => {
    const visitor = await test.client();
    const answer = await change(visitor, valid);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ message: 'Bitte melde dich an.', error: { code: 'not_logged_in' } });
  });

  it('throttles guessing the current password like failed logins (429 with retry-after)', async () => {
    const here = await loggedIn(await customer());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await change(here, { ...valid, currentPassword: `falsch-${attempt}` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    const refused = await change(here, valid);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
