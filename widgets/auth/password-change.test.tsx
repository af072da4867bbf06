import { describe, expect, it } from '@jest/globals';
import { bus } from '@schaufenster/shared/bus';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { answer, bodiesSentTo, click, eventually, expectErrorModal, lastHeadersOf, type, useAuthTestServer } from './auth-testing';
import { mount } from './password-change-mount';

useAuthTestServer();

const CHANGE = 'POST /api/auth/change-password/';
function renderPasswordChange() {
  return renderWidget(mount, {});
}

async function fillIn(view: Awaited<ReturnType<typeof renderPasswordChange>>['view'], current: string, next: string, confirmation: string) {
  await type(view, 'Aktuelles Passwort', current);
  await type(view, 'Neues Passwort', next);
  await type(view, 'Neues Passwort bestätigen', confirmation);
  await click(view.getByRole('button', { name: 'Passwort ändern' }));
}

describe('the password change of the account pages', () => {
  it('asks for the current password, the new one with the advice, and its confirmation, as password fields', async () => {
    const { view } = await renderPasswordChange();
    expect(view.getByRole('heading', { name: 'Passwort ändern' })).toBeTruthy();
    const fields = ['Aktuelles Passwort', 'Neues Passwort', 'Neues Passwort bestätigen'].map((label) => view.getByLabelText(label) as HTMLInputElement);
    expect(fields.map((field) => [field.type, field.autocomplete])).toEqual([
      ['password', 'current-password'],
      ['password', 'new-password'],
      ['password', 'new-password'],
    ]);
    expect(view.getByText('Verwende mindestens 6 Zeichen und mische Groß- und Kleinbuchstaben, Ziffern und Sonderzeichen.')).toBeTruthy();
  });

  it.each([
    ['12345', 'geheim1', 'geheim1', 'Die eingabe is zu kurz.'],
    ['altes-1', '12345', '12345', 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
    ['altes-1', 'geheim1', '', 'Bitte bestätigen Sie Ihr Passwort.'],
    ['altes-1', 'geheim1', 'geheim2', 'Die Passwörter stimmen nicht überein.'],
  ])('checks %j, %j, %j with the spec rules: %s, and sends nothing', async (current, next, confirmation, message) => {
    const { view } = await renderPasswordChange();
    await fillIn(view, current, next, confirmation);
    expect(view.getByText(message)).toBeTruthy();
    expect(bodiesSentTo('/api/auth/change-password/')).toHaveLength(0);
  });

  it('sends the three fields with the CSRF flow id, says the other devices are logged out, and empties the form', async () => {
    answer(CHANGE, { status: 200, json: { success: true } });
    const { view } = await renderPasswordChange();
    await fillIn(view, 'altes-Passwort1', 'neues-Passwort2', 'neues-Passwort2');
    await eventually(() => expect(view.getByRole('status').textContent).toBe('Dein Passwort wurde geändert. Auf deinen anderen Geräten bist du jetzt abgemeldet.'));
    expect(bodiesSentTo('/api/auth/change-password/')).toEqual([
      { currentPassword: 'altes-Passwort1', newPassword: 'neues-Passwort2', confirmPassword: 'neues-Passwort2' },
    ]);
    expect(lastHeadersOf('/api/auth/change-password/')?.['x-cs-flow-id']).toBe('flow-1');
    expect((view.getByLabelText('Aktuelles Passwort') as HTMLInputElement).value).toBe('');
    expect((view.getByLabelText('Neues Passwort') as HTMLInputElement).value).toBe('');
  });

  it('shows the server refusing the current password under that field', async () => {
    const message = 'Das aktuelle Passwort ist nicht richtig.';
    answer(CHANGE, { status: 422, json: { message, error: { code: 'validation' }, fieldErrors: { currentPassword: message } } });
    const { view } = await renderPasswordChange();
    await fillIn(view, 'falsches-1', 'neues-Passwort2', 'neues-Passwort2');
    await eventually(() => expect(view.getByText(message)).toBeTruthy());
    const current = view.getByLabelText('Aktuelles Passwort');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe(view.getByText(message).id);
    expect(view.getByRole('status').textContent).toBe('');
  });

  it('asks a visitor whose session ended to sign in, opening the Anmelden modal', async () => {
    const opened: string[] = [];
    const off = bus.on('auth:open', ({ page }) => opened.push(page));
    answer(CHANGE, { status: 401, json: { message: 'Bitte melde dich an.', error: { code: 'not_logged_in' } } });
    const { view } = await renderPasswordChange();
    await fillIn(view, 'altes-Passwort1', 'neues-Passwort2', 'neues-Passwort2');
    await eventually(() => expect(view.getByRole('alert').textContent).toBe('Bitte melde dich an, um dein Passwort zu ändern.'));
    expect(opened).toEqual(['login']);
    off();
  });

  it('raises the generic error modal for any other failure', async () => {
    answer(CHANGE, { status: 500, json: {} });
    const { view } = await renderPasswordChange();
    await fillIn(view, 'altes-Passwort1', 'neues-Passwort2', 'neues-Passwort2');
    await expectErrorModal();
  });
});
