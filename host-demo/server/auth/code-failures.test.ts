/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readServiceContact } from '../config';
import { otherCode, useTestApp } from '../testing/harness';
import { AUTH_API_MESSAGES, OTP_FAILURE_LIMITS } from './constants';

const kit = useTestApp();
const HOUR = 60 * 60 * 1000;

const BLOCKED_ADDRESS =
  'Zu viele ungültige Codes. Aus Sicherheitsgründen kannst du dich mit dieser E-Mail-Adresse erst in 60 Minuten wieder mit einem Code anmelden. ' +
  'Hilfe bekommst du beim Kundenservice: service@schaufenster.example.';

describe('failed code verifications are counted per address across all codes and types', () => {
  it('after 10 failures within an hour not even the right code is accepted, with 429, Retry-After and the service contact; after the window it is', async () => {
    const email = kit.newEmail();
    const browser = await kit.client();
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    const first = await kit.mailedCode(email);
    for (let i = 0; i < 5; i += 1) expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', otherCode(first))).status).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await kit.verify(browser, email, 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST', '000000')).status).toBe(401);
    kit.advanceClock(21_000);
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    const second = await kit.mailedCode(email);
    for (let i = 0; i < 2; i += 1) expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', otherCode(second))).status).toBe(401);

    const blocked = await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', second);
    expect(blocked).toMatchObject({ status: 429, json: { message: BLOCKED_ADDRESS, error: { code: 'too_many_invalid_codes' } } });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    // Per address, not per browser or IP.
    expect((await kit.verify(await kit.client(), email, 'GUEST_LOGIN_REQUEST', second)).status).toBe(429);
    expect((await browser.get('/api/s/')).json.aboutMe).toMatchObject({ isLogged: false });

    kit.advanceClock(HOUR);
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', await kit.mailedCode(email))).status).toBe(200);
  });

  it('a right code does not count as a failure', async () => {
    const email = kit.newEmail();
    const browser = await kit.client();
    for (let i = 0; i < 9; i += 1) expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', '000000')).status).toBe(401);
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', await kit.mailedCode(email))).status).toBe(200);
    expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', '000000')).status).toBe(401);
    expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', '000000')).status).toBe(429);
  });

  it('of 30 concurrent wrong guesses at most 10 are evaluated', async () => {
    const email = kit.newEmail();
    const browser = await kit.client();
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    const code = await kit.mailedCode(email);
    const answers = await Promise.all(Array.from({ length: 30 }, () => kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', otherCode(code))));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(OTP_FAILURE_LIMITS.address.limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - OTP_FAILURE_LIMITS.address.limit);
  });

  it('counts failures per client IP across addresses too', async () => {
    const browser = await kit.client();
    const otherIp = await kit.client();
    for (let i = 0; i < OTP_FAILURE_LIMITS.ip.limit; i += 1) {
      expect((await kit.verify(browser, kit.newEmail(), 'GUEST_LOGIN_REQUEST', '000000')).status).toBe(401);
    }
    const email = kit.newEmail();
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    const blocked = await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', await kit.mailedCode(email));
    expect(blocked).toMatchObject({ status: 429, json: { error: { code: 'too_many_invalid_codes' } } });
    expect(blocked.json.message).toMatch(/^Zu viele ungültige Codes\. Aus Sicherheitsgründen kannst du dich erst in 60 Minuten wieder mit einem Code anmelden\./);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same address from another IP: the address itself has no failures.
    expect((await kit.verify(otherIp, email, 'GUEST_LOGIN_REQUEST', await kit.mailedCode(email))).status).toBe(200);
  }, 30_000);
});

describe('the message of a blocked address', () => {
  it('names the service hotline with its hours when there is a phone, and one minute in the singular', () => {
    const service = readServiceContact({ SERVICE_PHONE: '030 1234567', SERVICE_EMAIL: 'hilfe@shop.example' });
    expect(AUTH_API_MESSAGES.tooManyInvalidCodes('address', 60, service)).toBe(
      'Zu viele ungültige Codes. Aus Sicherheitsgründen kannst du dich mit dieser E-Mail-Adresse erst in 1 Minute wieder mit einem Code anmelden. ' +
        'Hilfe bekommst du beim Kundenservice: 030 1234567 (werktags 9:00 bis 16:00 Uhr) oder hilfe@shop.example.',
    );
  });
});
