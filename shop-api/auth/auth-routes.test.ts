/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { oneTimeCodes } from '../../server-kit/db/schema';
import { ROTATION_GRACE_MS } from '../server-session/lifetime';
import { useTestApp, type TestClient } from '../../test/server/harness';

const test = useTestApp();

async function registeredCustomer(password = 'Kirschbaum-Wolke-73'): Promise<{ email: string; browser: TestClient }> {
  const email = test.newEmail();
  const browser = await test.client();
  await browser.post('/api/auth/register', { givenName: 'Anna', familyName: 'Schmidt', email, newPassword: password });
  const code = await test.mailedCode(email);
  const verified = await browser.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', code });
  expect(verified.status).toBe(200);
  return { email, browser };
}


describe('CSRF flow', () => {
  it('hands out a flow id with the geo headers, the same for the whole session', async () => {
    const browser = test.visitor();
    const first = await browser.get('/api/s/c/');
    const second = await browser.get('/api/s/c/');
    expect(first.headers.get('x-cs-flow-id')).toMatch(/^[\w-]{22}$/);
    expect(second.headers.get('x-cs-flow-id')).toBe(first.headers.get('x-cs-flow-id'));
    expect(first.headers.get('x-cs-geo-country')).toBe('DE');
  });

  it.each(['/api/auth/login', '/api/auth/register', '/api/auth/login-otp/', '/api/auth/forgot-password/', '/api/auth/reset-password/', '/api/auth/reset-password'])(
    'refuses %s without the flow id with 428 csrf_invalid, never a 403',
    async (route) => {
      const browser = await test.client();
      const answer = await browser.post(route, { email: 'a@example.de', password: 'Kirschbaum-Wolke-73' }, { flow: false });
      expect(answer.status).toBe(428);
      expect(answer.json).toMatchObject({ error: { code: 'csrf_invalid' } });
    },
  );

  it('refuses a flow id of another session', async () => {
    const mallory = await test.client();
    const victim = await test.client();
    victim.flowId = mallory.flowId;
    expect((await victim.post('/api/auth/login', { email: 'a@example.de', password: 'Kirschbaum-Wolke-73' })).status).toBe(428);
  });
});

describe('registration and login', () => {
  it('registers, mails a code, and verifying it logs the customer in with a rotated session cookie', async () => {
    const email = test.newEmail();
    const browser = await test.client();
    const registered = await browser.post('/api/auth/register', { givenName: 'Anna', familyName: 'Schmidt', email: email.toUpperCase(), newPassword: 'Kirschbaum-Wolke-73', newsletterOptIn: true });
    expect(registered).toMatchObject({ status: 200, json: { email } });
    const before = browser.cookie;
    const code = await test.mailedCode(email);
    const verified = await browser.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', code });
    expect(verified.status).toBe(200);
    expect(browser.cookie).not.toBe(before);
    expect((await browser.get('/api/s/')).json).toMatchObject({ aboutMe: { isLogged: true, givenName: 'Anna', familyName: 'Schmidt' } });
    const old = test.visitor();
    old.cookie = before;
    expect((await old.get('/api/s/')).json).toMatchObject({ error: { code: 'session_superseded' } });
    test.advanceClock(ROTATION_GRACE_MS + 1);
    expect((await old.get('/api/s/')).json).toMatchObject({ aboutMe: { isLogged: false } });
  });

  it.each([
    [{ givenName: '', familyName: 'S', email: 'x@example.de', newPassword: 'Kirschbaum-Wolke-73' }, { givenName: 'Bitte gib einen Vornamen ein.' }],
    [{ givenName: 'A', familyName: ' ', email: 'x@example.de', newPassword: 'Kirschbaum-Wolke-73' }, { familyName: 'Bitte gib einen Nachnamen ein.' }],
    [{ givenName: 'A', familyName: 'S', email: 'kein-at', newPassword: 'Kirschbaum-Wolke-73' }, { email: 'Bitte gib eine gültige E-Mail-Adresse ein.' }],
    [{ givenName: 'A', familyName: 'S', email: 'x@example.de', newPassword: '12345' }, { newPassword: 'Das Passwort muss mindestens 6 Zeichen lang sein.' }],
  ])('answers 422 with field errors for %j', async (body, fieldErrors) => {
    const answer = await (await test.client()).post('/api/auth/register', body);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ error: { code: 'validation' }, fieldErrors });
  });

  it('answers 409 conflictEmail for an address that has an account', async () => {
    const { email } = await registeredCustomer();
    const answer = await (await test.client()).post('/api/auth/register', { givenName: 'B', familyName: 'C', email, newPassword: 'Apfel-Birne-Quitte-5' });
    expect(answer).toMatchObject({ status: 409, json: { message: 'E-Mail-Adresse ist bereits vergeben.', error: { code: 'conflictEmail' } } });
  });

  it('logs in with the right password and answers 401 wrongCredentials otherwise, for known and unknown addresses alike', async () => {
    const { email } = await registeredCustomer();
    const wrong = await (await test.client()).post('/api/auth/login', { email, password: 'falsch123' });
    const unknown = await (await test.client()).post('/api/auth/login', { email: test.newEmail(), password: 'falsch123' });
    for (const answer of [wrong, unknown]) {
      expect(answer).toMatchObject({
        status: 401,
        json: {
          error: { code: 'wrongCredentials' },
          message: 'Ungültige Anmeldeinformationen. Versichere dich, dass du die richtige E-Mail-Adresse und das richtige Passwort verwendest.',
        },
      });
    }
    const browser = await test.client();
    expect((await browser.post('/api/auth/login', { email, password: 'Kirschbaum-Wolke-73' })).status).toBe(200);
    expect((await browser.get('/api/s/')).json).toMatchObject({ aboutMe: { isLogged: true } });
  });

  it('answers 422 for a login password under 6 characters, with the spec message', async () => {
    const answer = await (await test.client()).post('/api/auth/login', { email: 'a@example.de', password: '123' });
    expect(answer).toMatchObject({ status: 422, json: { fieldErrors: { password: 'Die eingabe is zu kurz.' } } });
  });

  it('answers 403 with the email for an unverified account and mails a fresh code', async () => {
    const email = test.newEmail();
    const browser = await test.client();
    await browser.post('/api/auth/register', { givenName: 'Anna', familyName: 'Schmidt', email, newPassword: 'Kirschbaum-Wolke-73' });
    const answer = await browser.post('/api/auth/login', { email, password: 'Kirschbaum-Wolke-73' });
    expect(answer).toMatchObject({ status: 403, json: { email, error: { code: 'unverified' } } });
    const code = await test.mailedCode(email);
    const verified = await browser.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST', code });
    expect(verified.status).toBe(200);
  });

  it('backs off wrong passwords after 5 with 429 and Retry-After, and lets the customer in again after the wait', async () => {
    const { email } = await registeredCustomer();
    const browser = await test.client();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await browser.post('/api/auth/login', { email, password: 'falsch123' }));
    expect(answers.slice(0, 5).every((answer) => answer.status === 401)).toBe(true);
    expect(answers[5]?.status).toBe(429);
    expect(answers[5]?.json).toMatchObject({ error: { code: 'too_many_attempts' } });
    expect(Number(answers[5]?.headers.get('retry-after'))).toBeGreaterThan(0);
    test.advanceClock(Number(answers[5]?.headers.get('retry-after')) * 1000);
    expect((await browser.post('/api/auth/login', { email, password: 'Kirschbaum-Wolke-73' })).status).toBe(200);
  });
});

describe('one-time codes', () => {
  it('answers a code request identically for known and unknown addresses', async () => {
    const { email } = await registeredCustomer();
    const known = await (await test.client()).post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST' });
    const unknownEmail = test.newEmail();
    const unknown = await (await test.client()).post('/api/auth/login-otp/', { email: unknownEmail, type: 'send-otp', otpType: 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST' });
    expect(known.status).toBe(unknown.status);
    expect(known.json).toEqual({ email });
    expect(unknown.json).toEqual({ email: unknownEmail });
  });

  it('logs a guest in with a mailed code and refuses a resend within 20 s', async () => {
    const email = test.newEmail();
    const browser = await test.client();
    expect((await browser.post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' })).status).toBe(200);
    const again = await browser.post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' });
    expect(again.status).toBe(429);
    expect(again.json.message).toMatch(/^Bitte warten Sie \d+ Sekunden, bevor Sie eine neue Anfrage senden\.$/);
    const code = await test.mailedCode(email);
    expect((await browser.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'GUEST_LOGIN_REQUEST', code })).status).toBe(200);
    expect((await browser.get('/api/s/')).json).toMatchObject({ aboutMe: { isLogged: true } });
  });

  it('evaluates at most 5 of 50 concurrent wrong codes, after which even the right code is dead', async () => {
    // Beyond the per-code limit, the address's failure limit (10 an hour) answers the rest with 429.
    const email = test.newEmail();
    const browser = await test.client();
    await browser.post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' });
    const code = await test.mailedCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => browser.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'GUEST_LOGIN_REQUEST', code: wrong })),
    );
    const refused = (answer: (typeof answers)[number]) =>
      answer.status === 401 ? answer.json.message === 'Ungültiger oder abgelaufener Code' : answer.status === 429;
    expect(answers.every(refused)).toBe(true);
    const [row] = await test.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row?.attempts).toBe(5);
    expect(refused(await browser.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'GUEST_LOGIN_REQUEST', code }))).toBe(true);
  });

  it('lets exactly one of 20 concurrent submissions of the right code through', async () => {
    const email = test.newEmail();
    await (await test.client()).post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' });
    const code = await test.mailedCode(email);
    // Twenty browsers at once: one session each, so a login rotating one cookie does not refuse the others.
    const browsers = await Promise.all(Array.from({ length: 20 }, () => test.client()));
    const answers = await Promise.all(
      browsers.map((browser) => browser.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'GUEST_LOGIN_REQUEST', code })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    // The others: 401, or 429 once the address's failure limit is reached.
    expect(answers.filter((answer) => answer.status === 401 || answer.status === 429)).toHaveLength(19);
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = test.newEmail();
    const browser = await test.client();
    await browser.post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' });
    const code = await test.mailedCode(email);
    test.advanceClock(10 * 60 * 1000 + 1);
    expect((await browser.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'GUEST_LOGIN_REQUEST', code })).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses, with the service contact', async () => {
    const { email } = await registeredCustomer();
    const known = await (await test.client()).post('/api/auth/forgot-password/', { email });
    const other = test.newEmail();
    const unknown = await (await test.client()).post('/api/auth/forgot-password/', { email: other });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect({ ...known.json, email: 'x' }).toEqual({ ...unknown.json, email: 'x' });
    expect(known.json.service).toMatchObject({ serviceHotlineStart: '9:00', serviceHotlineEnd: '16:00' });
  });

  it('resets with a mailed link once, logs out every session of the customer, and takes the new password', async () => {
    const { email, browser: oldSession } = await registeredCustomer();
    const oldId = (await oldSession.get('/api/s/')).json.id;
    const resetter = await test.client();
    await resetter.post('/api/auth/forgot-password/', { email });
    const { cid, hash } = await test.mailedResetLink(email);
    expect((await resetter.post('/api/auth/reset-password/', { cid, hash, type: 'verify' })).json).toEqual({ success: true });

    const mismatch = await resetter.post('/api/auth/reset-password', { cid, hash, type: 'reset', newPassword: 'Neues-Fenster-42', confirmPassword: 'Neues-Fenster-43' });
    expect(mismatch).toMatchObject({ status: 422, json: { fieldErrors: { confirmPassword: 'Die Passwörter stimmen nicht überein.' } } });

    const reset = await resetter.post('/api/auth/reset-password', { cid, hash, type: 'reset', newPassword: 'Neues-Fenster-42', confirmPassword: 'Neues-Fenster-42' });
    expect(reset).toMatchObject({ status: 200, json: { success: true } });
    const twice = await resetter.post('/api/auth/reset-password', { cid, hash, type: 'reset', newPassword: 'Apfel-Birne-Quitte-5', confirmPassword: 'Apfel-Birne-Quitte-5' });
    expect(twice).toMatchObject({ status: 401, json: { error: { code: 'invalidResetLink' } } });
    expect((await resetter.post('/api/auth/reset-password/', { cid, hash, type: 'verify' })).status).toBe(401);

    // Ended as a logout ends it: the old cookie reaches a new visitor's session, not the customer's old one.
    const after = (await oldSession.get('/api/s/')).json;
    expect(after).toMatchObject({ aboutMe: { isLogged: false } });
    expect(after.id).not.toBe(oldId);
    expect((await (await test.client()).post('/api/auth/login', { email, password: 'Neues-Fenster-42' })).status).toBe(200);
  });

  it("keeps the cart of the session that made the reset when it was the customer's own: logged out, not ended", async () => {
    const { email, browser } = await registeredCustomer();
    const before = (await browser.get('/api/s/')).json.id;
    await browser.post('/api/auth/forgot-password/', { email });
    const { cid, hash } = await test.mailedResetLink(email);
    expect((await browser.post('/api/auth/reset-password', { cid, hash, type: 'reset', newPassword: 'Neues-Fenster-42', confirmPassword: 'Neues-Fenster-42' })).status).toBe(200);
    expect((await browser.get('/api/s/')).json).toMatchObject({ id: before, aboutMe: { isLogged: false } });
  });

  it('refuses a reset link after an hour, and a forged one', async () => {
    const { email } = await registeredCustomer();
    const browser = await test.client();
    await browser.post('/api/auth/forgot-password/', { email });
    const { cid, hash } = await test.mailedResetLink(email);
    expect((await browser.post('/api/auth/reset-password/', { cid, hash: `${hash}x`, type: 'verify' })).status).toBe(401);
    expect((await browser.post('/api/auth/reset-password/', { cid: 'nicht-da', hash, type: 'verify' })).status).toBe(401);
    test.advanceClock(60 * 60 * 1000 + 1);
    expect((await browser.post('/api/auth/reset-password/', { cid, hash, type: 'verify' })).status).toBe(401);
  });
});

describe('the dev outbox page', () => {
  it('shows the mails in German', async () => {
    const email = test.newEmail();
    await (await test.client()).post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' });
    const page = await test.visitor().get('/dev/outbox/');
    expect(String(page.json.text)).toContain('Dein Anmeldecode für das Gastkonto');
    expect(String(page.json.text)).toContain(`An: ${email}`);
  });
});
