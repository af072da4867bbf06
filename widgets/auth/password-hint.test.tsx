import { describe, expect, it } from '@jest/globals';
import { waitFor, type within } from '@testing-library/react';
import { renderWidget, setupUser } from '@schaufenster/shared/mount/testing';
import { answer, eventually, renderAuth, type, useAuthTestServer } from './auth-testing';
import { mount as mountPasswordChange } from './password-change-mount';

useAuthTestServer();

const TOO_GUESSABLE = 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.';
const REGISTER_PASSWORD = 'Passwort (mind. 6 Zeichen)';
/** The word lists load and build on the first focus: more than a second on a busy machine. */
const LOADED = { timeout: 20_000 };
const SLOW_TEST_MS = 30_000;

type View = ReturnType<typeof within>;

async function focus(view: View, label: string): Promise<void> {
  await setupUser().click(view.getByLabelText(label));
}

describe('the password hint', () => {
  it('tells the shopper under the register password, as they type, that a common one is too easy to guess', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?p=register' });
    await focus(view, REGISTER_PASSWORD);
    await type(view, REGISTER_PASSWORD, 'passwort');
    await waitFor(() => expect(view.getByText(TOO_GUESSABLE)).toBeTruthy(), LOADED);
    const input = view.getByLabelText(REGISTER_PASSWORD);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(view.getByText(TOO_GUESSABLE).id);
    await type(view, REGISTER_PASSWORD, 'Kaffeetasse!Mond7');
    await eventually(() => expect(view.queryByText(TOO_GUESSABLE)).toBeNull());
    expect(input.getAttribute('aria-describedby')).toBeNull();
  }, SLOW_TEST_MS);

  it('hints at a word with a year or digits, as the server refuses it', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?p=register' });
    await focus(view, REGISTER_PASSWORD);
    await type(view, REGISTER_PASSWORD, 'Sommer2024');
    await waitFor(() => expect(view.getByText(TOO_GUESSABLE)).toBeTruthy(), LOADED);
    await type(view, REGISTER_PASSWORD, 'Qwertz123');
    expect(view.getByText(TOO_GUESSABLE)).toBeTruthy();
    await type(view, REGISTER_PASSWORD, 'Kirschbaum-Wolke-73');
    await eventually(() => expect(view.queryByText(TOO_GUESSABLE)).toBeNull());
  }, SLOW_TEST_MS);

  it('counts the address and names typed above as easy to guess', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?p=register' });
    await type(view, 'Vorname', 'Anna');
    await type(view, 'Nachname', 'Schmidt');
    await type(view, 'E-Mail-Adresse', 'anna.rosenbaum@example.de');
    await focus(view, REGISTER_PASSWORD);
    await type(view, REGISTER_PASSWORD, 'anna.rosenbaum');
    await waitFor(() => expect(view.getByText(TOO_GUESSABLE)).toBeTruthy(), LOADED);
  }, SLOW_TEST_MS);

  it('says nothing under 6 characters, where the length rule speaks', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?p=register' });
    await focus(view, REGISTER_PASSWORD);
    await type(view, REGISTER_PASSWORD, 'passwort');
    await waitFor(() => expect(view.getByText(TOO_GUESSABLE)).toBeTruthy(), LOADED);
    await type(view, REGISTER_PASSWORD, '12345');
    expect(view.queryByText(TOO_GUESSABLE)).toBeNull();
  }, SLOW_TEST_MS);

  it('hints under the new password of the reset form too, beside the advice', async () => {
    answer('POST /api/auth/reset-password/', { status: 200, json: { success: true } });
    const { view } = await renderAuth({ url: '/authenticate/?p=reset-password&cid=c-1&hash=h-1' });
    await eventually(() => expect(view.getByLabelText('Neues Passwort')).toBeTruthy());
    await focus(view, 'Neues Passwort');
    await type(view, 'Neues Passwort', '123456');
    await waitFor(() => expect(view.getByText(TOO_GUESSABLE)).toBeTruthy(), LOADED);
    expect(view.getByText('Verwende mindestens 6 Zeichen und mische Groß- und Kleinbuchstaben, Ziffern und Sonderzeichen.')).toBeTruthy();
  }, SLOW_TEST_MS);

  it('hints under the new password of the password change too', async () => {
    const { view } = await renderWidget(mountPasswordChange, {});
    await focus(view, 'Neues Passwort');
    await type(view, 'Neues Passwort', 'Passwort1');
    await waitFor(() => expect(view.getByText(TOO_GUESSABLE)).toBeTruthy(), LOADED);
  }, SLOW_TEST_MS);
});
