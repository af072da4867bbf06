import { describe, expect, it } from '@jest/globals';
import { answer, bodiesSentTo, click, eventually, expectErrorModal, renderAuth, type, useAuthTestServer } from './auth-testing';

useAuthTestServer();

const OTP = 'POST /api/auth/login-otp/';

async function requestCode(url = '/authenticate/?p=guest') {
  const rendered = await renderAuth({ url });
  await type(rendered.view, 'E-Mail-Adresse', 'gast@example.de');
  await click(rendered.view.getByRole('button', { name: 'Anmeldecode erhalten' }));
  return rendered;
}

describe('the guest card', () => {
  it('explains the mailed 6-digit code and asks for the address; p=guest scrolls to it', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?p=guest' });
    expect(view.getByText(/6-stelligen Code per E-Mail/)).toBeTruthy();
    expect(view.getByLabelText('E-Mail-Adresse')).toBeTruthy();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('wants a valid address', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?p=guest' });
    await type(view, 'E-Mail-Adresse', 'gast@example');
    await click(view.getByRole('button', { name: 'Anmeldecode erhalten' }));
    expect(view.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
  });

  it('requests a guest code and logs in with it at the callbackPath', async () => {
    answer(OTP, ({ json }) => (json.type === 'send-otp' ? { status: 200, json: { email: 'gast@example.de' } } : { status: 200, json: { success: true, email: 'gast@example.de' } }));
    const { view, navigate } = await requestCode('/authenticate/?p=guest&callbackPath=%2Fwarenkorb%2F');
    await eventually(() => expect(view.getByRole('heading', { name: 'Mit Gastkonto anmelden' })).toBeTruthy());
    await type(view, 'Gib deinen Code ein', '123456');
    await click(view.getByRole('button', { name: 'Code bestätigen' }));
    await eventually(() => expect(navigate).toHaveBeenCalledWith('/warenkorb/'));
    expect(bodiesSentTo('/api/auth/login-otp/')).toEqual([
      { email: 'gast@example.de', type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' },
      { email: 'gast@example.de', type: 'verify', otpType: 'GUEST_LOGIN_REQUEST', code: '123456' },
    ]);
  });

  it('ignores a foreign callbackPath after a guest login', async () => {
    answer(OTP, ({ json }) => (json.type === 'send-otp' ? { status: 200, json: { email: 'gast@example.de' } } : { status: 200, json: { success: true, email: 'gast@example.de' } }));
    const { view, navigate } = await requestCode('/authenticate/?p=guest&callbackPath=http%3A%2F%2Fevil.example');
    await eventually(() => expect(view.getByLabelText('Gib deinen Code ein')).toBeTruthy());
    await type(view, 'Gib deinen Code ein', '123456');
    await click(view.getByRole('button', { name: 'Code bestätigen' }));
    await eventually(() => expect(navigate).toHaveBeenCalledWith('/account/overview/'));
  });

  it('goes back from the guest otp screen to the guest card', async () => {
    answer(OTP, { status: 200, json: { email: 'gast@example.de' } });
    const { view } = await requestCode();
    await eventually(() => expect(view.getByRole('link', { name: 'Zurück zum Gastkonto' })).toBeTruthy());
    await click(view.getByRole('link', { name: 'Zurück zum Gastkonto' }));
    expect(view.getByRole('button', { name: 'Anmeldecode erhalten' })).toBeTruthy();
  });

  it('shows a 422 email error under the field', async () => {
    answer(OTP, { status: 422, json: { message: 'x', error: { code: 'validation' }, fieldErrors: { email: 'Adresse vom Server abgelehnt' } } });
    const { view } = await requestCode();
    await eventually(() => expect(view.getByText('Adresse vom Server abgelehnt')).toBeTruthy());
  });

  it('shows the generic error modal for other failures', async () => {
    answer(OTP, { status: 429, json: { message: 'Bitte warten Sie 12 Sekunden, bevor Sie eine neue Anfrage senden.', error: { code: 'resend_cooldown' } } });
    await requestCode();
    await expectErrorModal();
  });
});
