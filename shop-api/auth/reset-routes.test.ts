/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/server/harness';

const kit = useTestApp();

async function registeredCustomer(password: string): Promise<string> {
  const email = kit.newEmail();
  const browser = await kit.client();
  await kit.register(browser, email, password);
  expect((await kit.verify(browser, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', await kit.mailedCode(email))).status).toBe(200);
  return email;
}

describe('a successful reset', () => {
  it('invalidates every other open reset link and code of the account, but not a link asked for later', async () => {
    const email = await registeredCustomer('Kirschbaum-Wolke-73');
    const browser = await kit.client();
    await browser.post('/api/auth/forgot-password/', { email });
    const older = await kit.mailedResetLink(email);
    kit.advanceClock(21_000);
    await browser.post('/api/auth/forgot-password/', { email });
    const used = await kit.mailedResetLink(email);
    await kit.sendCode(browser, email, 'GUEST_LOGIN_REQUEST');
    const guestCode = await kit.mailedCode(email);

    const reset = await browser.post('/api/auth/reset-password', { ...used, type: 'reset', newPassword: 'Neues-Fenster-42', confirmPassword: 'Neues-Fenster-42' });
    expect(reset).toMatchObject({ status: 200, json: { success: true } });

    expect(await browser.post('/api/auth/reset-password/', { ...older, type: 'verify' })).toMatchObject({ status: 401, json: { error: { code: 'invalidResetLink' } } });
    const withOlder = await browser.post('/api/auth/reset-password', { ...older, type: 'reset', newPassword: 'Apfel-Birne-Quitte-5', confirmPassword: 'Apfel-Birne-Quitte-5' });
    expect(withOlder.status).toBe(401);
    expect((await kit.verify(browser, email, 'GUEST_LOGIN_REQUEST', guestCode)).status).toBe(401);
    expect((await kit.login(await kit.client(), email, 'Neues-Fenster-42')).status).toBe(200);

    kit.advanceClock(21_000);
    await browser.post('/api/auth/forgot-password/', { email });
    const later = await kit.mailedResetLink(email);
    expect((await browser.post('/api/auth/reset-password/', { ...later, type: 'verify' })).json).toEqual({ success: true });
  });
});
