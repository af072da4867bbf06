// The shopper's steps through the auth widget that several browser tests share.
import { browser } from '@wdio/globals';
import { mailedCode } from './auth-outbox';
import { fillAuthForm, submitAuthForm, waitForAuthText } from './auth-widget';
import { leavePageAndDeleteCookies, openAndSettle } from './widget-page';

export const PASSWORD = 'Kirschbaum-Wolke-73';
export const WRONG_CREDENTIALS =
  'Ungültige Anmeldeinformationen. Versichere dich, dass du die richtige E-Mail-Adresse und das richtige Passwort verwendest.';
export const INVALID_LINK = 'Der Link zum Zurücksetzen deines Passworts ist ungültig oder abgelaufen.';

/** Width from which the auth page shows its cards side by side (SPEC.md section 9). */
const DESKTOP_MIN_WIDTH_PX = 992;

/** Resizes the window and waits until the page sees the new side of the 992 px breakpoint. */
export async function resizeTo(width: number, height: number): Promise<void> {
  await browser.setWindowSize(width, height);
  const wide = width >= DESKTOP_MIN_WIDTH_PX;
  await browser.waitUntil(async () => (await browser.execute(() => window.innerWidth)) >= DESKTOP_MIN_WIDTH_PX === wide, {
    timeoutMsg: `the window did not become ${width} px wide`,
  });
}

/** Starts logged out, at the browser's default size. */
export async function loggedOut(): Promise<void> {
  await leavePageAndDeleteCookies();
  await resizeTo(1280, 900);
}

/** Registers through the register card; ends on the otp screen that finishes the registration. */
export async function register(email: string, password = PASSWORD): Promise<void> {
  await openAndSettle('/authenticate/?p=register');
  await fillAuthForm('register', { givenName: 'Anna', familyName: 'Schmidt', email, newPassword: password });
  await submitAuthForm('register');
  await waitForAuthText('Registrierung abschließen');
}

/** Enters the newest mailed code on the otp screen. */
export async function enterMailedCode(email: string, previous = 0): Promise<void> {
  await fillAuthForm('otp-verify', { code: await mailedCode(email, previous) });
  await submitAuthForm('otp-verify');
}

/** Logs in through the login card of the page at `url`. */
export async function logIn(email: string, password: string, url = '/authenticate/'): Promise<void> {
  await openAndSettle(url);
  await fillAuthForm('login', { email, password });
  await submitAuthForm('login');
}
