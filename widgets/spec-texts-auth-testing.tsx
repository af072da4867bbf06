// The auth widget's states spec-texts.test.ts reads SPEC.md's texts in, reached as a shopper does: typing and
// clicking, with the widget's own fake auth API (auth/auth-testing: a real HTTP test server) answering.
import { act } from 'react';
import { expect, jest } from '@jest/globals';
import { bus } from '@schaufenster/shared/bus';
import type { Answer } from '../test/shared/test-server';
import type { OtpType } from '@schaufenster/shared/api';
import { answer, click, eventually, renderAuth, type } from './auth/auth-testing';
import { TEXTS } from './auth/texts';

type Rendered = Awaited<ReturnType<typeof renderAuth>>;

const OTP = 'POST /api/auth/login-otp/';
const EMAIL = 'anna@example.de';

/** The Anmelden modal opened on a shop page, as the header's Anmelden button opens it. */
export async function signInModal(): Promise<ShadowRoot> {
  const { view, shadowRoot } = await renderAuth({ mode: 'modal', url: '/damen/' });
  await act(async () => bus.emit('auth:open', { page: 'login' }));
  view.getByRole('dialog');
  return shadowRoot;
}

/** The register card sent empty. */
export async function emptyRegistration(): Promise<ShadowRoot> {
  const { view, shadowRoot } = await renderAuth({ url: '/authenticate/?p=register' });
  await click(view.getByRole('button', { name: TEXTS.register.submit }));
  return shadowRoot;
}

/** The register card filled in with an address that has an account already (409 conflictEmail). */
export async function takenEmail(): Promise<ShadowRoot> {
  answer('POST /api/auth/register', { status: 409, json: { message: 'x', error: { code: 'conflictEmail' }, fieldErrors: { email: 'x' } } });
  const { view, shadowRoot } = await renderAuth({ url: '/authenticate/?p=register' });
  await type(view, TEXTS.fields.givenName, 'Anna');
  await type(view, TEXTS.fields.familyName, 'Schmidt');
  await type(view, TEXTS.fields.email, EMAIL);
  await type(view, TEXTS.fields.registerPassword, 'geheim123');
  await click(view.getByRole('button', { name: TEXTS.register.submit }));
  await eventually(() => expect(view.getByRole('alert')).toBeTruthy());
  return shadowRoot;
}

/** The login card sent with a password the API does not take (401 wrongCredentials). */
export async function wrongCredentials(): Promise<ShadowRoot> {
  answer('POST /api/auth/login', { status: 401, json: { message: 'x', error: { code: 'wrongCredentials' } } });
  const { view, shadowRoot } = await renderAuth();
  await type(view, TEXTS.fields.email, EMAIL);
  await type(view, TEXTS.fields.password, 'geheim123');
  await click(view.getByRole('button', { name: TEXTS.login.submit }));
  await eventually(() => expect(view.getByRole('alert').textContent).not.toBe(''));
  return shadowRoot;
}

/** The guest card (p=guest). */
export async function guestCard(): Promise<ShadowRoot> {
  const { view, shadowRoot } = await renderAuth({ url: '/authenticate/?p=guest' });
  view.getByRole('button', { name: TEXTS.guest.submit });
  return shadowRoot;
}

/** The forgot-password page, opened from the login card's link. */
export async function forgotPassword(): Promise<ShadowRoot> {
  const { view, shadowRoot } = await renderAuth();
  await click(view.getByRole('link', { name: TEXTS.login.forgotPassword }));
  view.getByRole('heading', { name: TEXTS.pages['forgot-password'] });
  return shadowRoot;
}

/** The reset-password page of a valid link, sent with this new password and confirmation. */
async function resetWith(password: string, confirmation: string): Promise<ShadowRoot> {
  answer('POST /api/auth/reset-password/', { status: 200, json: { success: true } });
  const { view, shadowRoot } = await renderAuth({ url: '/authenticate/?p=reset-password&cid=c-1&hash=h-1' });
  await eventually(() => expect(view.queryByText(TEXTS.reset.checking)).toBeNull());
  await type(view, TEXTS.fields.newPassword, password);
  await type(view, TEXTS.fields.confirmPassword, confirmation);
  await click(view.getByRole('button', { name: TEXTS.reset.submit }));
  return shadowRoot;
}

/** The reset-password page sent without the confirmation. */
export const unconfirmedReset = () => resetWith('geheim1', '');

/** The reset-password page sent with a confirmation that differs. */
export const mismatchedReset = () => resetWith('geheim1', 'geheim2');

/** The otp screen of a type, as register, guest card or login lead to it (the params in the tab's history). */
export async function otpScreen(otpType: OtpType): Promise<Rendered> {
  return renderAuth({ url: '/authenticate/?p=otp-verify', historyState: { otp: { type: otpType, email: EMAIL } } });
}

/** The guest login's otp screen with this code sent, the API answering the verify call with `verify`. */
async function codeSent(code: string, verify?: Answer): Promise<ShadowRoot> {
  if (verify) answer(OTP, verify);
  const { view, shadowRoot } = await otpScreen('GUEST_LOGIN_REQUEST');
  await type(view, TEXTS.pages['otp-verify'], code);
  await click(view.getByRole('button', { name: TEXTS.otp.submit }));
  if (verify) await eventually(() => expect(view.getByRole('alert').textContent).not.toBe(''));
  return shadowRoot;
}

/** The otp screen sent without a code. */
export const emptyCode = () => codeSent('');

/** The otp screen sent with five digits. */
export const shortCode = () => codeSent('12345');

/** The otp screen sent with a code the API finds invalid or expired (401). */
export const invalidCode = () => codeSent('654321', { status: 401, json: { message: 'x', error: { code: 'invalidCode' } } });

/** The otp screen while the resend request is on its way (the API not answering yet). */
export async function resendSending(): Promise<ShadowRoot> {
  answer(OTP, { status: 200, hang: true });
  const { view, shadowRoot } = await otpScreen('GUEST_LOGIN_REQUEST');
  await click(view.getByRole('button', { name: TEXTS.otp.resend }));
  await eventually(() => expect(view.getByRole('status').textContent).not.toBe(''));
  return shadowRoot;
}

/** The otp screen right after a new code went out: the cool-down has begun and the clock stands still. */
export async function resendCooling(): Promise<ShadowRoot> {
  answer(OTP, { status: 200, json: { email: EMAIL } });
  const { view, shadowRoot } = await otpScreen('GUEST_LOGIN_REQUEST');
  // The fake clock (put back after the test) holds the count at its first second while the DOM is read.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  await act(async () => view.getByRole('button', { name: TEXTS.otp.resend }).click());
  await eventually(() => expect(view.getByRole('timer')).toBeTruthy());
  return shadowRoot;
}
