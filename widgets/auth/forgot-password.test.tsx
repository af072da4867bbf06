import { describe, expect, it } from '@jest/globals';
import { SERVICE_CONTACT } from '../../test/shared/service-fixtures';
import { answer, bodiesSentTo, click, currentAddress, eventually, expectErrorModal, renderAuth, type, useAuthTestServer } from './auth-testing';

useAuthTestServer();

const FORGOT = 'POST /api/auth/forgot-password/';

async function requestLink(service = SERVICE_CONTACT) {
  answer(FORGOT, { status: 200, json: { email: 'anna@example.de', service } });
  const rendered = await renderAuth({ url: '/authenticate/?p=forgot-password' });
  await type(rendered.view, 'E-Mail-Adresse', 'anna@example.de');
  await click(rendered.view.getByRole('button', { name: 'Passwort zurücksetzen' }));
  await eventually(() => expect(rendered.view.getByText('anna@example.de')).toBeTruthy());
  return rendered;
}

describe('forgot-password', () => {
  it('opens from the login card at the top of the page, keeps the callback, and leads back to the login', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?callbackPath=%2Fwarenkorb%2F' });
    await click(view.getByRole('link', { name: 'Passwort vergessen' }));
    expect(view.getByRole('heading', { name: 'Passwort vergessen', level: 1 })).toBeTruthy();
    expect(currentAddress()).toBe('/authenticate/?p=forgot-password&callbackPath=%2Fwarenkorb%2F');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await click(view.getByRole('link', { name: 'Zurück zur Anmeldung' }));
    expect(view.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(currentAddress()).toBe('/authenticate/?callbackPath=%2Fwarenkorb%2F');
  });

  it('wants a valid address', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?p=forgot-password' });
    await click(view.getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(view.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
  });

  it('shows where the link went with the hints, and the service phone on weekdays when there is one', async () => {
    const { view } = await requestLink();
    expect(bodiesSentTo('/api/auth/forgot-password/')).toEqual([{ email: 'anna@example.de' }]);
    expect(view.getByText(/Spam-Ordner/)).toBeTruthy();
    expect(view.getByText(/neuesten E-Mail/)).toBeTruthy();
    expect(view.getByText(/montags bis freitags von 9:00 bis 16:00 Uhr telefonisch/)).toBeTruthy();
    expect(view.getByRole('link', { name: '030 123 456 78' }).getAttribute('href')).toBe('tel:03012345678');
    expect(view.queryByRole('button', { name: 'Passwort zurücksetzen' })).toBeNull();
  });

  it('offers the service by email when no phone is available', async () => {
    const { view } = await requestLink({ ...SERVICE_CONTACT, isServicePhoneAvailable: false, servicePhoneNumber: '', servicePhoneNumberPlain: '' });
    expect(view.queryByText(/telefonisch/)).toBeNull();
    expect(view.getByRole('link', { name: 'service@schaufenster.example' }).getAttribute('href')).toBe('mailto:service@schaufenster.example');
  });

  it('says the reset link was invalid or expired with failed=true', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?p=forgot-password&failed=true' });
    expect(view.getByRole('alert').textContent).toBe(
      'Der Link zum Zurücksetzen deines Passworts ist ungültig oder abgelaufen. Bitte fordere einen neuen Link an.',
    );
  });

  it('shows a 422 email error under the field, and the error modal for other failures', async () => {
    answer(FORGOT, { status: 422, json: { message: 'x', error: { code: 'validation' }, fieldErrors: { email: 'Adresse abgelehnt' } } });
    const { view } = await renderAuth({ url: '/authenticate/?p=forgot-password' });
    await type(view, 'E-Mail-Adresse', 'anna@example.de');
    await click(view.getByRole('button', { name: 'Passwort zurücksetzen' }));
    await eventually(() => expect(view.getByText('Adresse abgelehnt')).toBeTruthy());
    answer(FORGOT, { status: 500, json: {} });
    await type(view, 'E-Mail-Adresse', 'anna@example.com');
    await click(view.getByRole('button', { name: 'Passwort zurücksetzen' }));
    await expectErrorModal();
  });
});
