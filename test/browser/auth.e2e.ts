import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { enterMailedCode, INVALID_LINK, logIn, loggedOut, PASSWORD, register, resizeTo, WRONG_CREDENTIALS } from './auth-flows';
import { freshEmail, mailCount, mailedResetLink } from './auth-outbox';
import { authText, fillAuthForm, headerButton, inAuth, isLoggedIn, submitAuthForm, waitForAuthText, waitForPath } from './auth-widget';
import { leavePageAndDeleteCookies, OPEN_DIALOG, openAndSettle } from './widget-page';

const TOO_GUESSABLE = 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.';

describe('the auth widget against the demo server', () => {
  const customer = freshEmail('kundin');

  beforeEach(loggedOut);

  it('registers, finishes the registration with the mailed code and lands logged in at /account/overview/', async () => {
    await register(customer);
    expect(await authText()).toContain(customer);
    // The registration just mailed a code: asking again within 20 s gets the API's wait message.
    await (await inAuth('.resend button')).click();
    await waitForAuthText('Bitte warten Sie');
    expect(await authText()).toMatch(/Bitte warten Sie \d+ Sekunden, bevor Sie eine neue Anfrage senden\./);
    await enterMailedCode(customer);
    await waitForPath('/account/overview/');
    expect(await isLoggedIn()).toBe(true);
  });

  it('says the credentials are wrong for a wrong password', async () => {
    await logIn(customer, 'falsch123');
    await waitForAuthText(WRONG_CREDENTIALS);
    expect(await isLoggedIn()).toBe(false);
  });

  it('says a registered address is taken, with the banner', async () => {
    await openAndSettle('/authenticate/?p=register');
    await fillAuthForm('register', { givenName: 'Anna', familyName: 'Zweitkonto', email: customer, newPassword: PASSWORD });
    await submitAuthForm('register');
    await waitForAuthText('E-Mail-Adresse ist bereits vergeben.');
    expect(await authText()).toContain('Mit dieser E-Mail-Adresse gibt es bereits ein Konto.');
  });

  it('loads the password word lists only on focus, hints that a common password is too easy to guess, and the server refuses it', async () => {
    const wordListsLoaded = () => browser.execute(() => performance.getEntriesByType('resource').some((entry) => /zxcvbn/.test(entry.name)));
    await openAndSettle('/authenticate/?p=register');
    await fillAuthForm('register', { givenName: 'Anna', familyName: 'Schmidt', email: freshEmail('einfach') });
    expect(await wordListsLoaded()).toBe(false);
    await fillAuthForm('register', { newPassword: 'passwort' });
    await waitForAuthText(TOO_GUESSABLE);
    expect(await wordListsLoaded()).toBe(true);
    await submitAuthForm('register');
    await browser.waitUntil(async () => (await (await inAuth('form[name="register"] [name="newPassword"]')).getAttribute('aria-invalid')) === 'true', {
      timeoutMsg: 'the refused password was not marked',
    });
    expect(await authText()).not.toContain('Registrierung abschließen');
  });

  it('asks an unverified account at login for the code: Identitätsprüfung erforderlich', async () => {
    const unverified = freshEmail('unbestaetigt');
    await register(unverified);
    await loggedOut();
    const before = await mailCount(unverified);
    await logIn(unverified, PASSWORD);
    await waitForAuthText('Identitätsprüfung erforderlich');
    // The address the 403 answer returns: where the code went.
    expect(await authText()).toContain(unverified);
    await enterMailedCode(unverified, before);
    await waitForPath('/account/overview/');
    expect(await isLoggedIn()).toBe(true);
  });

  it('resets a forgotten password by the mailed link and logs in with the new one', async () => {
    await openAndSettle('/authenticate/?p=forgot-password');
    await fillAuthForm('forgot-password', { email: customer });
    await submitAuthForm('forgot-password');
    await waitForAuthText('Schau bitte auch in deinem Spam-Ordner nach.');
    expect(await authText()).toContain(customer);
    const link = await mailedResetLink(customer);

    await browser.url(link);
    await fillAuthForm('reset-password', { newPassword: 'Wolke7-Regenbogen', confirmPassword: 'Wolke7-Regenbogen' });
    await submitAuthForm('reset-password');
    await waitForAuthText('Dein Passwort wurde geändert.');
    await waitForPath('/authenticate/');

    await fillAuthForm('login', { email: customer, password: 'Wolke7-Regenbogen' });
    await submitAuthForm('login');
    await waitForPath('/account/overview/');
    expect(await isLoggedIn()).toBe(true);

    // The link is single-use: opened again it leads to forgot-password with the invalid-link note.
    await browser.url(link);
    await waitForAuthText(INVALID_LINK);
    await waitForPath('/authenticate/?p=forgot-password&failed=true');
  });

  it('sends a tampered reset link to forgot-password with the invalid-link note', async () => {
    await openAndSettle('/authenticate/?p=reset-password&cid=00000000-0000-4000-8000-000000000000&hash=gefaelscht');
    await waitForAuthText(INVALID_LINK);
    expect(await authText()).toContain('Passwort vergessen');
  });
});

describe('the guest login by code', () => {
  beforeEach(loggedOut);

  it('goes to the callbackPath after the code', async () => {
    const guest = freshEmail('gast');
    await openAndSettle('/authenticate/?p=guest&callbackPath=%2Fwarenkorb%2F');
    await fillAuthForm('guest', { email: guest });
    await submitAuthForm('guest');
    await waitForAuthText('Mit Gastkonto anmelden');
    await enterMailedCode(guest);
    await waitForPath('/warenkorb/');
    expect(await isLoggedIn()).toBe(true);
  });

  it('ignores a foreign callbackPath and lands at /account/overview/, also at 390 px wide', async () => {
    await resizeTo(390, 844);
    const guest = freshEmail('gast');
    await openAndSettle('/authenticate/?p=guest&callbackPath=http%3A%2F%2Fevil.example');
    expect(await (await inAuth('.cards')).getAttribute('data-layout')).toBe('stacked');
    await fillAuthForm('guest', { email: guest });
    await submitAuthForm('guest');
    await enterMailedCode(guest);
    await waitForPath('/account/overview/');
    expect(await isLoggedIn()).toBe(true);
  });

  it('stays in the shop for a callbackPath with a tab, which the browser would read as //evil.example', async () => {
    const guest = freshEmail('gast');
    await openAndSettle('/authenticate/?p=guest&callbackPath=%2F%09%2Fevil.example');
    await fillAuthForm('guest', { email: guest });
    await submitAuthForm('guest');
    await enterMailedCode(guest);
    await waitForPath('/account/overview/');
    expect(await browser.execute(() => location.origin)).toBe(new URL(browser.options.baseUrl ?? '').origin);
  });
});

describe('the Anmelden modal', () => {
  const customer = freshEmail('modal');

  before(async () => {
    await loggedOut();
    await register(customer);
    await enterMailedCode(customer);
    await waitForPath('/account/overview/');
  });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    it(`opens from the header and logs in without leaving the page, by keyboard only, at ${width} px`, async () => {
      await leavePageAndDeleteCookies();
      await resizeTo(width, height);
      await openAndSettle('/damen/');
      await (await headerButton('Mein Konto')).click();
      const dialog = await inAuth('[role="dialog"]');
      await dialog.waitForDisplayed();
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      await (await inAuth('form[name="login"] [name="email"]')).waitForDisplayed();
      // Focus starts on the first tab link of the dialog; from there the keyboard does the rest.
      await browser.waitUntil(
        () =>
          browser.execute(
            () => document.querySelector('[data-widget="auth"] [data-widget-root]')?.shadowRoot?.activeElement?.textContent === 'Anmelden',
          ),
        { timeoutMsg: 'the dialog did not focus its first tab link' },
      );
      await browser.keys(['Tab']);
      await browser.keys(customer);
      await browser.keys(['Tab']);
      await browser.keys(PASSWORD);
      await browser.keys(['Enter']);
      await browser.waitUntil(async () => !(await (await inAuth(OPEN_DIALOG)).isExisting()), { timeoutMsg: 'the modal stayed open' });
      await waitForPath('/damen/');
      expect(await isLoggedIn()).toBe(true);
      // The header follows the reloaded session: its account entry is now the link to the account.
      await browser.waitUntil(
        () =>
          browser.execute(() => {
            const header = document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot;
            return [...(header?.querySelectorAll('a[href="/account/overview/"]') ?? [])].some((link) => link.textContent === 'Mein Konto');
          }),
        { timeoutMsg: 'the header did not notice the login' },
      );
    });
  }

  it('shows the cards side by side on the page at 1280 px', async () => {
    await resizeTo(1280, 900);
    await openAndSettle('/authenticate/');
    await browser.waitUntil(async () => (await (await inAuth('.cards')).getAttribute('data-layout')) === 'columns', {
      timeoutMsg: 'the cards did not stand side by side',
    });
  });
});
