/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { outboxMails, pendingRegistrations, users } from '../../server-kit/db/schema';
import { otherCode, useTestApp, type TestClient } from '../../test/server/harness';
import { PENDING_REGISTRATION_TTL_MS } from './constants';

const kit = useTestApp();

const ATTACKER_PASSWORD = 'Angreifer-Plan-66';
const OWNER_PASSWORD = 'Besitzerin-Rose-12';

const accountOf = async (email: string) => (await kit.database.db.select().from(users).where(eq(users.email, email)))[0];
const aboutMe = async (browser: TestClient) => (await browser.get('/api/s/')).json.aboutMe;

/** The owner, in a guest session: requests a guest code and logs in with it. */
async function guestLogin(email: string) {
  const owner = await kit.client();
  await kit.sendCode(owner, email, 'GUEST_LOGIN_REQUEST');
  const answer = await kit.verify(owner, email, 'GUEST_LOGIN_REQUEST', await kit.mailedCode(email));
  expect(answer.status).toBe(200);
  return owner;
}

describe('a password chosen at registration is pending until its own code is confirmed', () => {
  it('a guest-code login of the owner never activates an attacker’s pending registration, and discards it', async () => {
    const email = kit.newEmail();
    const attacker = await kit.client();
    expect((await kit.register(attacker, email, ATTACKER_PASSWORD, { givenName: 'Mallory', familyName: 'Böse' })).status).toBe(200);

    await guestLogin(email);

    // Neither a login nor a verification mail: the pending password is gone.
    const login = await kit.login(await kit.client(), email, ATTACKER_PASSWORD);
    expect(login).toMatchObject({ status: 401, json: { error: { code: 'wrongCredentials' } } });
    expect(await accountOf(email)).toMatchObject({ passwordHash: null, givenName: '', familyName: '' });
  });

  it('registering the address of a guest account changes nothing of it until the code is confirmed', async () => {
    const email = kit.newEmail();
    await guestLogin(email);
    const guest = await accountOf(email);

    const attacker = await kit.client();
    expect((await kit.register(attacker, email, ATTACKER_PASSWORD, { givenName: 'Mallory', familyName: 'Böse' })).status).toBe(200);
    expect(await accountOf(email)).toEqual(guest);
    // The attacker's own login only gets the identity check (a code to the owner's mailbox), never the account.
    expect((await kit.login(attacker, email, ATTACKER_PASSWORD)).status).toBe(403);
    expect(await aboutMe(attacker)).toMatchObject({ isLogged: false });
    expect(await accountOf(email)).toEqual(guest);

    // The guest still logs in by code, into the same account.
    kit.advanceClock(21_000);
    const owner = await guestLogin(email);
    expect(await aboutMe(owner)).toMatchObject({ isLogged: true });
    expect((await accountOf(email))?.id).toBe(guest?.id);
  });

  it('the owner can register after an attacker (no 409) and her own code activates her password, not his', async () => {
    const email = kit.newEmail();
    const attacker = await kit.client();
    await kit.register(attacker, email, ATTACKER_PASSWORD, { givenName: 'Mallory', familyName: 'Böse' });

    const owner = await kit.client();
    expect(await kit.register(owner, email, OWNER_PASSWORD)).toMatchObject({ status: 200, json: { email } });
    const verified = await kit.verify(owner, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', await kit.mailedCode(email));
    expect(verified.status).toBe(200);
    expect(await aboutMe(owner)).toMatchObject({ isLogged: true, givenName: 'Anna', familyName: 'Schmidt' });

    expect((await kit.login(await kit.client(), email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await kit.login(await kit.client(), email, OWNER_PASSWORD)).status).toBe(200);
    // Now it is an active account: a further registration is the spec's 409.
    expect(await kit.register(await kit.client(), email, ATTACKER_PASSWORD)).toMatchObject({ status: 409, json: { error: { code: 'conflictEmail' } } });
  });

  it('a code of the attacker’s registration, entered by the owner in her own session, activates nothing', async () => {
    const email = kit.newEmail();
    const attacker = await kit.client();
    await kit.register(attacker, email, ATTACKER_PASSWORD, { givenName: 'Mallory', familyName: 'Böse' });
    // The owner finds the attacker's "Bestätige deine Registrierung" mail and enters its code.
    const owner = await kit.client();
    const answer = await kit.verify(owner, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', await kit.mailedCode(email));
    expect(answer).toMatchObject({ status: 401, json: { error: { code: 'invalidCode' } } });
    expect(await aboutMe(owner)).toMatchObject({ isLogged: false });
    expect(await accountOf(email)).toBeUndefined();
    expect((await kit.login(await kit.client(), email, ATTACKER_PASSWORD)).status).not.toBe(200);
  });

  it('an attacker’s resend in his session neither mails a code for his registration nor kills the owner’s', async () => {
    const email = kit.newEmail();
    const attacker = await kit.client();
    await kit.register(attacker, email, ATTACKER_PASSWORD);
    const owner = await kit.client();
    await kit.register(owner, email, OWNER_PASSWORD);
    const ownerCode = await kit.mailedCode(email);

    kit.advanceClock(21_000);
    expect((await kit.sendCode(attacker, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST')).json).toEqual({ email });
    expect(await kit.mailedCode(email)).toBe(ownerCode);
    expect((await kit.verify(owner, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', ownerCode)).status).toBe(200);
    expect((await kit.login(await kit.client(), email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('a resend in the registering session mails a new code for the same registration', async () => {
    const email = kit.newEmail();
    const owner = await kit.client();
    await kit.register(owner, email, OWNER_PASSWORD);
    const first = await kit.mailedCode(email);
    kit.advanceClock(21_000);
    expect((await kit.sendCode(owner, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST')).status).toBe(200);
    const second = await kit.mailedCode(email);
    expect(second).not.toBe(first);
    expect((await kit.verify(owner, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', first)).status).toBe(401);
    expect((await kit.verify(owner, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', second)).status).toBe(200);
    expect((await kit.login(await kit.client(), email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('a registrant who did not confirm logs in later from another browser, confirms the identity check and gets her names and newsletter choice', async () => {
    const email = kit.newEmail();
    const laptop = await kit.client();
    await laptop.post('/api/auth/register', { givenName: 'Berta', familyName: 'Klein', email, newPassword: OWNER_PASSWORD, newsletterOptIn: true });
    expect(await accountOf(email)).toBeUndefined();

    const phone = await kit.client();
    expect(await kit.login(phone, email, OWNER_PASSWORD)).toMatchObject({ status: 403, json: { email, error: { code: 'unverified' } } });
    const code = await kit.mailedCode(email);
    expect((await kit.verify(phone, email, 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST', otherCode(code))).status).toBe(401);
    expect((await kit.verify(phone, email, 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST', code)).status).toBe(200);
    expect(await aboutMe(phone)).toMatchObject({ isLogged: true, givenName: 'Berta', familyName: 'Klein' });
    expect(await accountOf(email)).toMatchObject({ isGuest: false, verified: true, newsletterOptIn: true });
  });

  it('a wrong password for a pending registration is the usual 401', async () => {
    const email = kit.newEmail();
    await kit.register(await kit.client(), email, OWNER_PASSWORD);
    expect((await kit.login(await kit.client(), email, 'falsch123')).status).toBe(401);
  });

  it('answers a registration identically for a new address, a guest account and a pending registration', async () => {
    const fresh = kit.newEmail();
    const guest = kit.newEmail();
    await guestLogin(guest);
    const pending = kit.newEmail();
    await kit.register(await kit.client(), pending, ATTACKER_PASSWORD);
    for (const email of [fresh, guest, pending]) {
      const answer = await kit.register(await kit.client(), email, OWNER_PASSWORD);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ email });
    }
  });
});

describe('a pending registration expires', () => {
  it('a day after it was made: its password then logs in to nothing and mails no code, and its code activates nothing', async () => {
    const email = kit.newEmail();
    const browser = await kit.client();
    expect((await kit.register(browser, email, OWNER_PASSWORD)).status).toBe(200);
    const code = await kit.mailedCode(email);
    const madeAt = new Date(Date.now() - PENDING_REGISTRATION_TTL_MS - 60_000);
    await kit.database.db.update(pendingRegistrations).set({ createdAt: madeAt }).where(eq(pendingRegistrations.email, email));

    const mailsBefore = (await kit.database.db.select().from(outboxMails).where(eq(outboxMails.recipient, email))).length;
    expect(await kit.login(browser, email, OWNER_PASSWORD)).toMatchObject({ status: 401, json: { error: { code: 'wrongCredentials' } } });
    expect(await kit.database.db.select().from(outboxMails).where(eq(outboxMails.recipient, email))).toHaveLength(mailsBefore);
    expect((await kit.verify(browser, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', code)).status).toBe(401);
    expect(await accountOf(email)).toBeUndefined();
  });
});
