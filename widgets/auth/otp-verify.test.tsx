import { act } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import type { OtpType } from '@schaufenster/shared/api';
import { answer, bodiesSentTo, click, errorModalOpen, eventually, expectErrorModal, renderAuth, type, useAuthTestServer } from './auth-testing';

useAuthTestServer();

const OTP = 'POST /api/auth/login-otp/';
const COOLING = (seconds: number) => `Bitte warten Sie ${seconds} Sekunden, bevor Sie eine neue Anfrage senden.`;

function renderOtp(otpType: OtpType = 'GUEST_LOGIN_REQUEST', callbackPath = '') {
  const query = callbackPath ? `&callbackPath=${encodeURIComponent(callbackPath)}` : '';
  return renderAuth({ url: `/authenticate/?p=otp-verify${query}`, historyState: { otp: { type: otpType, email: 'anna@example.de' } } });
}

async function enterCode(view: Awaited<ReturnType<typeof renderOtp>>['view'], code: string) {
  await type(view, 'Gib deinen Code ein', code);
  await click(view.getByRole('button', { name: 'Code bestätigen' }));
}

describe('the otp screen', () => {
  it.each([
    ['GUEST_LOGIN_REQUEST', 'Mit Gastkonto anmelden', 'Zurück zum Gastkonto', 'Anmeldecode erhalten'],
    ['VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', 'Registrierung abschließen', 'Zurück zur Registrierung', 'Registrieren'],
    ['VERIFY_ACCOUNT_BY_LOGIN_REQUEST', 'Identitätsprüfung erforderlich', 'Zurück zur Anmeldung', 'Anmelden'],
  ] as const)('for %s is titled %s and leads back with %s', async (otpType, title, back, backButton) => {
    const { view } = await renderOtp(otpType);
    expect(view.getByRole('heading', { name: title })).toBeTruthy();
    expect(view.getByText('anna@example.de')).toBeTruthy();
    await click(view.getByRole('link', { name: back }));
    expect(view.getByRole('button', { name: backButton })).toBeTruthy();
  });

  it('has a numeric code field that keeps at most 6 digits', async () => {
    const { view } = await renderOtp();
    const field = view.getByLabelText('Gib deinen Code ein') as HTMLInputElement;
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.maxLength).toBe(6);
    await type(view, 'Gib deinen Code ein', '12a 34-5678');
    expect(field.value).toBe('123456');
  });

  it.each([
    ['', 'Bitte gib den Code ein, den du per E-Mail erhalten hast.'],
    ['12345', 'Der Code ist zu kurz.'],
  ])('rejects %j with %s', async (code, message) => {
    const { view, shadowRoot } = await renderOtp();
    await enterCode(view, code);
    expect(view.getByText(message)).toBeTruthy();
    // The focus moves in an effect after the failed submit's promise, a render after the message on a loaded machine.
    await eventually(() => expect(shadowRoot.activeElement).toBe(view.getByLabelText('Gib deinen Code ein')));
    expect(bodiesSentTo('/api/auth/login-otp/')).toHaveLength(0);
  });

  it('says an invalid or expired code (401) is one, with the hint to retype or get a new one', async () => {
    answer(OTP, { status: 401, json: { message: 'x', error: { code: 'invalidCode' } } });
    const { view, navigate } = await renderOtp();
    await enterCode(view, '654321');
    await eventually(() => expect(view.getByText('Ungültiger oder abgelaufener Code')).toBeTruthy());
    expect(view.getByRole('alert').textContent).toBe('Gib den Code bitte noch einmal ein oder fordere einen neuen Code an.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the server’s message when too many invalid codes block the address (429), not the error modal', async () => {
    const message =
      'Zu viele ungültige Codes. Aus Sicherheitsgründen kannst du dich mit dieser E-Mail-Adresse erst in 58 Minuten wieder mit einem Code anmelden. ' +
      'Hilfe bekommst du beim Kundenservice: service@schaufenster.example.';
    answer(OTP, { status: 429, headers: { 'retry-after': '3480' }, json: { message, error: { code: 'too_many_invalid_codes' } } });
    const { view, navigate } = await renderOtp();
    await enterCode(view, '654321');
    await eventually(() => expect(view.getByRole('alert').textContent).toBe(message));
    expect(errorModalOpen()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the generic error modal for other failures', async () => {
    answer(OTP, { status: 500, json: {} });
    await enterCode((await renderOtp()).view, '654321');
    await expectErrorModal();
  });

  it.each(['VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST'] as const)(
    'sends %s to /account/overview/ whatever the callbackPath',
    async (otpType) => {
      answer(OTP, { status: 200, json: { success: true, email: 'anna@example.de' } });
      const { view, navigate } = await renderOtp(otpType, '/warenkorb/');
      await enterCode(view, '123456');
      await eventually(() => expect(navigate).toHaveBeenCalledWith('/account/overview/'));
      expect(bodiesSentTo('/api/auth/login-otp/')).toEqual([{ email: 'anna@example.de', type: 'verify', otpType, code: '123456' }]);
    },
  );

  it('shows the login when the page is reloaded without the otp params', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?p=otp-verify' });
    expect(view.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });
});

describe('resending the code', () => {
  it('says it is sending, then that a new code went out, and blocks another request for 20 seconds', async () => {
    answer(OTP, { status: 200, json: { email: 'anna@example.de' } });
    const { view } = await renderOtp('VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const resend = view.getByRole('button', { name: 'Neuen Code senden' });
    // A plain click: user-event's click yields to real I/O, and the answer could replace the sending note before it is read.
    await act(async () => resend.click());
    expect(view.getByRole('status').textContent).toBe('E-Mail wird erneuert verschickt...');
    await eventually(() => expect(view.getByRole('status').textContent).toBe('Wir haben dir einen neuen Code an anna@example.de geschickt.'));
    expect(bodiesSentTo('/api/auth/login-otp/')).toEqual([{ email: 'anna@example.de', type: 'send-otp', otpType: 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST' }]);
    expect(view.getByRole('timer').textContent).toBe(COOLING(20));
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    await click(resend);
    expect(bodiesSentTo('/api/auth/login-otp/')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTimeAsync(1000));
    expect(view.getByRole('timer').textContent).toBe(COOLING(19));
    await act(async () => jest.advanceTimersByTimeAsync(19_000));
    expect(view.queryByRole('timer')).toBeNull();
    expect(resend.getAttribute('aria-disabled')).toBeNull();
  });

  it('counts down the seconds the API names when it is still cooling (429)', async () => {
    answer(OTP, { status: 429, json: { message: COOLING(17), error: { code: 'resend_cooldown' } } });
    const { view } = await renderOtp();
    await click(view.getByRole('button', { name: 'Neuen Code senden' }));
    await eventually(() => expect(view.getByRole('timer').textContent).toBe(COOLING(17)));
    expect(view.getByRole('status').textContent).toBe('');
  });

  it('says something went wrong when the resend fails, without the error modal', async () => {
    answer(OTP, { status: 500, json: {} });
    const { view } = await renderOtp();
    await click(view.getByRole('button', { name: 'Neuen Code senden' }));
    await eventually(() => expect(view.getByRole('status').textContent).toBe('Da ist etwas schiefgelaufen. Bitte versuche es später noch einmal.'));
    expect(view.queryByRole('timer')).toBeNull();
  });
});
