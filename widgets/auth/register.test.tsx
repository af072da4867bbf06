import { describe, expect, it } from '@jest/globals';
import { answer, bodiesSentTo, click, currentAddress, eventually, expectErrorModal, renderAuth, type, useAuthTestServer } from './auth-testing';

useAuthTestServer();

const REGISTER = 'POST /api/auth/register';

async function fillRegistration(url = '/authenticate/?p=register') {
  const rendered = await renderAuth({ url });
  await type(rendered.view, 'Vorname', ' Anna ');
  await type(rendered.view, 'Nachname', 'Schmidt');
  await type(rendered.view, 'E-Mail-Adresse', 'anna@example.de');
  await type(rendered.view, 'Passwort (mind. 6 Zeichen)', 'geheim123');
  return rendered;
}

describe('the register card', () => {
  it('shows names, email, the password with its minimum, the newsletter opt-in, Registrieren and the terms note', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?p=register' });
    for (const label of ['Vorname', 'Nachname', 'E-Mail-Adresse']) expect(view.getByLabelText(label)).toBeTruthy();
    expect(view.getByLabelText('Passwort (mind. 6 Zeichen)').getAttribute('type')).toBe('password');
    // A password manager saves the new password under the address, as the login form offers it again.
    expect(['E-Mail-Adresse', 'Passwort (mind. 6 Zeichen)'].map((label) => view.getByLabelText(label).getAttribute('autocomplete'))).toEqual(['username', 'new-password']);
    const optIn = view.getByRole('checkbox', { name: /Newsletter/ }) as HTMLInputElement;
    expect(optIn.checked).toBe(false);
    expect(view.getByRole('button', { name: 'Registrieren' })).toBeTruthy();
    expect(view.getByText(/Mit dem Erstellen deines Kontos akzeptierst du unsere/).textContent).toBe(
      'Mit dem Erstellen deines Kontos akzeptierst du unsere AGB und die Datenschutzbestimmungen.',
    );
    expect(view.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/i/agb/');
    expect(view.getByRole('link', { name: 'Datenschutzbestimmungen' }).getAttribute('href')).toBe('/i/datenschutz/');
  });

  it('scrolls to the card when opened with p=register', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?p=register' });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(view.getByRole('link', { name: 'Registrieren' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows every message for an empty form and focuses the given name', async () => {
    const { view, shadowRoot } = await renderAuth({ url: '/authenticate/?p=register' });
    await click(view.getByRole('button', { name: 'Registrieren' }));
    for (const message of [
      'Bitte gib einen Vornamen ein.',
      'Bitte gib einen Nachnamen ein.',
      'Bitte gib eine gültige E-Mail-Adresse ein.',
      'Das Passwort muss mindestens 6 Zeichen lang sein.',
    ]) {
      expect(view.getByText(message)).toBeTruthy();
    }
    await eventually(() => expect(shadowRoot.activeElement).toBe(view.getByLabelText('Vorname')));
  });

  it('registers and asks for the code: Registrierung abschließen, with a back link to the register card', async () => {
    answer(REGISTER, { status: 200, json: { email: 'anna@example.de' } });
    const { view } = await fillRegistration('/authenticate/?p=register&callbackPath=%2Fwarenkorb%2F');
    await click(view.getByRole('checkbox', { name: /Newsletter/ }));
    await click(view.getByRole('button', { name: 'Registrieren' }));
    await eventually(() => expect(view.getByRole('heading', { name: 'Registrierung abschließen' })).toBeTruthy());
    expect(bodiesSentTo('/api/auth/register')).toEqual([
      { givenName: 'Anna', familyName: 'Schmidt', email: 'anna@example.de', newPassword: 'geheim123', newsletterOptIn: true },
    ]);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(currentAddress()).toBe('/authenticate/?p=otp-verify&callbackPath=%2Fwarenkorb%2F');
    await click(view.getByRole('link', { name: 'Zurück zur Registrierung' }));
    expect(view.getByRole('button', { name: 'Registrieren' })).toBeTruthy();
  });

  it('sends newsletterOptIn false when the box stays empty', async () => {
    answer(REGISTER, { status: 200, json: { email: 'anna@example.de' } });
    const { view } = await fillRegistration();
    await click(view.getByRole('button', { name: 'Registrieren' }));
    await eventually(() => expect(bodiesSentTo('/api/auth/register')[0]?.newsletterOptIn).toBe(false));
  });

  it('says a taken address is taken, under the field and in a banner leading to the login', async () => {
    answer(REGISTER, { status: 409, json: { message: 'x', error: { code: 'conflictEmail' }, fieldErrors: { email: 'x' } } });
    const { view, shadowRoot } = await fillRegistration();
    await click(view.getByRole('button', { name: 'Registrieren' }));
    await eventually(() => expect(view.getByText('E-Mail-Adresse ist bereits vergeben.')).toBeTruthy());
    const banner = view.getByRole('alert');
    expect(banner.textContent).toContain('Mit dieser E-Mail-Adresse gibt es bereits ein Konto.');
    await eventually(() => expect(shadowRoot.activeElement).toBe(view.getByLabelText('E-Mail-Adresse')));
    await click(view.getByRole('link', { name: 'Zur Anmeldung' }));
    expect(view.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('shows 422 field errors under their fields', async () => {
    answer(REGISTER, {
      status: 422,
      json: { message: 'x', error: { code: 'validation' }, fieldErrors: { givenName: 'Vorname vom Server', newPassword: 'Passwort vom Server' } },
    });
    const { view } = await fillRegistration();
    await click(view.getByRole('button', { name: 'Registrieren' }));
    await eventually(() => expect(view.getByText('Vorname vom Server')).toBeTruthy());
    expect(view.getByText('Passwort vom Server')).toBeTruthy();
  });

  it('shows the generic error modal for any other failure', async () => {
    answer(REGISTER, { status: 500, json: {} });
    const { view } = await fillRegistration();
    await click(view.getByRole('button', { name: 'Registrieren' }));
    await expectErrorModal();
    expect(view.getByRole('button', { name: 'Registrieren' })).toBeTruthy();
  });
});
