import { describe, expect, it } from '@jest/globals';
import type { Answer } from '../../test/shared/test-server';
import { answer, bodiesSentTo, click, currentAddress, eventually, expectErrorModal, lastHeadersOf, renderAuth, type, useAuthTestServer } from './auth-testing';

useAuthTestServer();

const VERIFY = 'POST /api/auth/reset-password/';
const RESET = 'POST /api/auth/reset-password';
const LINK = '/authenticate/?p=reset-password&cid=c-1&hash=h-1';
const INVALID_LINK = 'Der Link zum Zurücksetzen deines Passworts ist ungültig oder abgelaufen. Bitte fordere einen neuen Link an.';

async function openLink(verify: Answer = { status: 200, json: { success: true } }, url = LINK) {
  answer(VERIFY, verify);
  const rendered = await renderAuth({ url });
  await eventually(() => expect(rendered.view.queryByText('Dein Link wird geprüft …')).toBeNull());
  return rendered;
}

async function setPassword(view: Awaited<ReturnType<typeof openLink>>['view'], password: string, confirmation: string) {
  await type(view, 'Neues Passwort', password);
  await type(view, 'Neues Passwort bestätigen', confirmation);
  await click(view.getByRole('button', { name: 'Passwort ändern' }));
}

describe('reset-password', () => {
  it('checks the link once, then asks for the new password with the advice', async () => {
    const { view } = await openLink();
    expect(bodiesSentTo('/api/auth/reset-password/')).toEqual([{ cid: 'c-1', hash: 'h-1', type: 'verify' }]);
    expect(view.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeTruthy();
    const password = view.getByLabelText('Neues Passwort');
    const advice = view.getByText('Verwende mindestens 6 Zeichen und mische Groß- und Kleinbuchstaben, Ziffern und Sonderzeichen.');
    expect(password.getAttribute('aria-describedby')).toBe(advice.id);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('takes the secret out of the address at once, so no tag, header or referrer reads it, and keeps it for a reload of the tab', async () => {
    await openLink();
    expect(currentAddress()).toBe('/authenticate/?p=reset-password');
    expect(window.history.state).toEqual({ reset: { cid: 'c-1', hash: 'h-1' } });
    // The check itself carries the secret in its body only: the page-context header has the address without it.
    const address = decodeURIComponent(lastHeadersOf('/api/auth/reset-password/')?.['x-cs-sys-ap']?.toString() ?? '');
    expect(address).toBe('http://localhost/authenticate/?p=reset-password');
  });

  it('checks the link kept in the tab’s history after a reload', async () => {
    answer(VERIFY, { status: 200, json: { success: true } });
    const { view } = await renderAuth({ url: '/authenticate/?p=reset-password', historyState: { reset: { cid: 'c-2', hash: 'h-2' } } });
    await eventually(() => expect(view.queryByText('Dein Link wird geprüft …')).toBeNull());
    expect(bodiesSentTo('/api/auth/reset-password/')).toEqual([{ cid: 'c-2', hash: 'h-2', type: 'verify' }]);
  });

  it.each([
    ['401', { status: 401, json: { message: 'x', error: { code: 'invalidResetLink' } } }],
    ['404', { status: 404, json: {} }],
    ['success false', { status: 200, json: { success: false } }],
  ])('sends an invalid link (%s) to forgot-password with failed=true', async (_case, verify) => {
    const { view } = await openLink(verify);
    await eventually(() => expect(view.getByRole('alert').textContent).toBe(INVALID_LINK));
    expect(currentAddress()).toBe('/authenticate/?p=forgot-password&failed=true');
  });

  it('treats a link without cid or hash as invalid without asking', async () => {
    const { view } = await openLink(undefined, '/authenticate/?p=reset-password&cid=c-1');
    expect(view.getByRole('alert').textContent).toBe(INVALID_LINK);
    expect(bodiesSentTo('/api/auth/reset-password/')).toHaveLength(0);
  });

  it('shows the generic error and returns to the login when the check fails otherwise', async () => {
    const { view } = await openLink({ status: 500, json: {} });
    await expectErrorModal();
    await eventually(() => expect(view.getByRole('button', { name: 'Anmelden' })).toBeTruthy());
    expect(currentAddress()).toBe('/authenticate/');
  });

  it.each([
    ['12345', '12345', 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
    ['geheim1', '', 'Bitte bestätigen Sie Ihr Passwort.'],
    ['geheim1', 'geheim2', 'Die Passwörter stimmen nicht überein.'],
  ])('rejects %j confirmed by %j with %s', async (password, confirmation, message) => {
    const { view } = await openLink();
    await setPassword(view, password, confirmation);
    expect(view.getByText(message)).toBeTruthy();
    expect(bodiesSentTo('/api/auth/reset-password')).toHaveLength(0);
  });

  it('sets the new password and shows the login with the password-changed note, then clears the parameter', async () => {
    answer(RESET, { status: 200, json: { success: true } });
    const { view } = await openLink();
    await setPassword(view, 'Neu!Geheim1', 'Neu!Geheim1');
    await eventually(() => expect(view.getByText(/Dein Passwort wurde geändert\./)).toBeTruthy());
    expect(bodiesSentTo('/api/auth/reset-password')).toEqual([
      { cid: 'c-1', hash: 'h-1', type: 'reset', newPassword: 'Neu!Geheim1', confirmPassword: 'Neu!Geheim1' },
    ]);
    expect(view.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(currentAddress()).toBe('/authenticate/');
  });

  it('sends a link that went bad meanwhile (401) to forgot-password with failed=true and the generic error', async () => {
    answer(RESET, { status: 401, json: { message: 'x', error: { code: 'invalidResetLink' } } });
    const { view } = await openLink();
    await setPassword(view, 'geheim1', 'geheim1');
    await expectErrorModal();
    expect(view.getByRole('alert').textContent).toBe(INVALID_LINK);
  });

  it('shows 422 field errors under their fields, and the error modal for other failures', async () => {
    answer(RESET, { status: 422, json: { message: 'x', error: { code: 'validation' }, fieldErrors: { confirmPassword: 'Bestätigung vom Server' } } });
    const { view } = await openLink();
    await setPassword(view, 'geheim1', 'geheim1');
    await eventually(() => expect(view.getByText('Bestätigung vom Server')).toBeTruthy());
    answer(RESET, { status: 500, json: {} });
    await type(view, 'Neues Passwort bestätigen', 'geheim1 ');
    await type(view, 'Neues Passwort', 'geheim1 ');
    await click(view.getByRole('button', { name: 'Passwort ändern' }));
    await expectErrorModal();
  });
});
