/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { readServiceContact } from '../../server/config';
import { oneTimeCodes, throttleBuckets } from '../../server-kit/db/schema';
import { otherCode, useTestApp } from '../../test/server/harness';
import { OTP_FAILURE_LIMITS, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './constants';
import { SERVER_TEXTS } from '../../server-kit/texts';

const kit = useTestApp();
const HOUR = 60 * 60 * 1000;

const BLOCKED_ADDRESS =
  'Zu viele ungültige Codes. Aus Sicherheitsgründen kannst du dich mit dieser E-Mail-Adresse erst in 60 Minuten wieder mit einem Code anmelden. ' +
  'Hilfe bekommst du beim Kundenservice: service@schaufenster.example.';

describe('failed code verifications are counted per address across all codes and types', () => {
  it('after 10 failures against open codes within an hour not even the right code is accepted, with 429, Retry-After and the service contact; after the window it is', async () => {
    const email = kit.newEmail();
    const browser = await kit.client();
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    const first = await kit.mailedCode(email);
    // While the guest code is open, wrong codes of any type count against the address.
    for (let i = 0; i < 3; i += 1) expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', otherCode(first))).status).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await kit.verify(browser, email, 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST', '000000')).status).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', otherCode(first))).status).toBe(401);
    kit.advanceClock(21_000);
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    const second = await kit.mailedCode(email);
    for (let i = 0; i < 3; i += 1) expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', otherCode(second))).status).toBe(401);

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
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    const first = await kit.mailedCode(email);
    for (let i = 0; i < 4; i += 1) expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', otherCode(first))).status).toBe(401);
    expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', first)).status).toBe(200);
    for (const failures of [5, 1]) {
      kit.advanceClock(21_000);
      await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
      const code = await kit.mailedCode(email);
      for (let i = 0; i < failures; i += 1) expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', otherCode(code))).status).toBe(401);
    }
    // 4 + 5 + 1 failures: the tenth was still evaluated, so the right code before them counted nothing.
    expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', '000000')).status).toBe(429);
  });

  it('of 30 concurrent wrong guesses at most 10 count against the address and 5 are checked against the code', async () => {
    const email = kit.newEmail();
    const browser = await kit.client();
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    const code = await kit.mailedCode(email);
    const answers = await Promise.all(Array.from({ length: 30 }, () => kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', otherCode(code))));
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
    const [counter] = await kit.database.db.select().from(throttleBuckets).where(eq(throttleBuckets.key, `otp-fail:address:${email}`));
    expect(counter?.count).toBeLessThanOrEqual(OTP_FAILURE_LIMITS.address.limit);
    const [row] = await kit.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row?.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it('does not count wrong codes for an address with no open code against it: a stranger cannot lock the owner out', async () => {
    const email = kit.newEmail();
    const stranger = await kit.client();
    for (let i = 0; i < 3 * OTP_FAILURE_LIMITS.address.limit; i += 1) {
      expect((await kit.verify(stranger, email, 'GUEST_LOGIN_REQUEST', '000000')).status).toBe(401);
    }
    const owner = await kit.client();
    await kit.sendCode(owner, email, 'GUEST_LOGIN_REQUEST');
    expect((await kit.verify(owner, email, 'GUEST_LOGIN_REQUEST', await kit.mailedCode(email))).status).toBe(200);
  });

  it('does not count wrong codes against the address once its code has expired, been used up or been used', async () => {
    const email = kit.newEmail();
    const stranger = await kit.client();
    const owner = await kit.client();
    await kit.sendCode(owner, email, 'GUEST_LOGIN_REQUEST');
    const expired = await kit.mailedCode(email);
    kit.advanceClock(OTP_TTL_MS + 1);
    for (let i = 0; i < OTP_FAILURE_LIMITS.address.limit; i += 1) expect((await kit.verify(stranger, email, 'GUEST_LOGIN_REQUEST', otherCode(expired))).status).toBe(401);

    await kit.sendCode(owner, email, 'GUEST_LOGIN_REQUEST');
    const usedUp = await kit.mailedCode(email);
    for (let i = 0; i < OTP_FAILURE_LIMITS.address.limit; i += 1) expect((await kit.verify(stranger, email, 'GUEST_LOGIN_REQUEST', otherCode(usedUp))).status).toBe(401);

    kit.advanceClock(21_000);
    await kit.sendCode(owner, email, 'GUEST_LOGIN_REQUEST');
    const used = await kit.mailedCode(email);
    expect((await kit.verify(owner, email, 'GUEST_LOGIN_REQUEST', used)).status).toBe(200);
    for (let i = 0; i < OTP_FAILURE_LIMITS.address.limit; i += 1) expect((await kit.verify(stranger, email, 'GUEST_LOGIN_REQUEST', otherCode(used))).status).toBe(401);

    kit.advanceClock(21_000);
    await kit.sendCode(owner, email, 'GUEST_LOGIN_REQUEST');
    expect((await kit.verify(owner, email, 'GUEST_LOGIN_REQUEST', await kit.mailedCode(email))).status).toBe(200);
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
    expect(SERVER_TEXTS.too_many_invalid_codes('address', 60, service)).toBe(
      'Zu viele ungültige Codes. Aus Sicherheitsgründen kannst du dich mit dieser E-Mail-Adresse erst in 1 Minute wieder mit einem Code anmelden. ' +
        'Hilfe bekommst du beim Kundenservice: 030 1234567 (werktags 9:00 bis 16:00 Uhr) oder hilfe@shop.example.',
    );
  });
});
