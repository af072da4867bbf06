import { act } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { stopRuntime } from '@schaufenster/shared/runtime/start-runtime';
import { advanceUntil } from '../../test/shared/fake-time';
import {
  answer,
  bodiesSentTo,
  click,
  currentAddress,
  errorModalOpen,
  eventually,
  expectErrorModal,
  lastHeadersOf,
  pageLayer,
  renderAuth,
  type,
  useAuthTestServer,
} from './auth-testing';

useAuthTestServer();

const LOGIN = 'POST /api/auth/login';

/** Lets `ms` pass on the fake clock the test installed, with real I/O and React rendering between its steps. */
async function letFakeTimePass(ms: number): Promise<void> {
  const end = Date.now() + ms;
  await advanceUntil(() => Date.now() >= end, { stepMs: 100, maxSteps: Math.ceil(ms / 100) + 1, wrap: act });
}

async function submitLogin(email = 'anna@example.de', password = 'geheim123', url = '/authenticate/') {
  const rendered = await renderAuth({ url });
  await type(rendered.view, 'E-Mail-Adresse', email);
  await type(rendered.view, 'Passwort', password);
  await click(rendered.view.getByRole('button', { name: 'Anmelden' }));
  return rendered;
}

describe('the login card', () => {
  it('shows email, password, Passwort vergessen and Anmelden, with labels tied to the inputs', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?callbackPath=%2Fwarenkorb%2F' });
    expect(view.getByLabelText('E-Mail-Adresse').getAttribute('type')).toBe('email');
    expect(view.getByLabelText('Passwort').getAttribute('type')).toBe('password');
    expect(view.getByRole('link', { name: 'Passwort vergessen' }).getAttribute('href')).toBe(
      '/authenticate/?p=forgot-password&callbackPath=%2Fwarenkorb%2F',
    );
    expect(view.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('shows the spec messages for an empty form, ties them to the fields and focuses the first invalid one', async () => {
    const { view, shadowRoot } = await renderAuth();
    await click(view.getByRole('button', { name: 'Anmelden' }));
    const email = view.getByLabelText('E-Mail-Adresse');
    expect(view.getByText('Bitte gib eine gültige E-Mail-Adresse ein.').id).toBe(email.getAttribute('aria-describedby'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText('Die eingabe is zu kurz.').getAttribute('aria-live')).toBe('polite');
    await eventually(() => expect(shadowRoot.activeElement).toBe(email));
    expect(bodiesSentTo('/api/auth/login')).toHaveLength(0);
  });

  it('asks for at least 6 characters of password', async () => {
    const { view, shadowRoot } = await submitLogin('anna@example.de', '12345');
    expect(view.getByText('Die eingabe is zu kurz.')).toBeTruthy();
    await eventually(() => expect(shadowRoot.activeElement).toBe(view.getByLabelText('Passwort')));
  });

  it('logs in with the CSRF flow and goes to the callbackPath', async () => {
    answer(LOGIN, { status: 200, json: { success: true, email: 'anna@example.de' } });
    const { navigate } = await submitLogin(' anna@example.de ', 'geheim123', '/authenticate/?callbackPath=%2Fwarenkorb%2F');
    await eventually(() => expect(navigate).toHaveBeenCalledWith('/warenkorb/'));
    expect(bodiesSentTo('/api/auth/login')).toEqual([{ email: 'anna@example.de', password: 'geheim123' }]);
    expect(lastHeadersOf('/api/auth/login')?.['x-cs-flow-id']).toBe('flow-1');
  });

  it.each([
    ['no callbackPath', '/authenticate/'],
    ['a callback to /authenticate', '/authenticate/?callbackPath=%2Fauthenticate%2F%3Fp%3Dguest'],
    ['a foreign callback', '/authenticate/?callbackPath=http%3A%2F%2Fevil.example'],
  ])('goes to /account/overview/ with %s', async (_case, url) => {
    answer(LOGIN, { status: 200, json: { success: true, email: 'anna@example.de' } });
    const { navigate } = await submitLogin('anna@example.de', 'geheim123', url);
    await eventually(() => expect(navigate).toHaveBeenCalledWith('/account/overview/'));
  });

  it('says the credentials are wrong on 401 wrongCredentials, with the button briefly in danger', async () => {
    answer(LOGIN, { status: 401, json: { message: 'x', error: { code: 'wrongCredentials' } } });
    const { view, navigate } = await submitLogin();
    const message =
      'Ungültige Anmeldeinformationen. Versichere dich, dass du die richtige E-Mail-Adresse und das richtige Passwort verwendest.';
    await eventually(() => expect(view.getByRole('alert').textContent).toBe(message));
    expect(view.getByRole('button', { name: 'Anmelden' }).dataset.status).toBe('error');
    await eventually(() => expect(view.getByRole('button', { name: 'Anmelden' }).dataset.status).toBe('idle'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks an unverified account (403) for the code: Identitätsprüfung erforderlich, and back to the login', async () => {
    answer(LOGIN, { status: 403, json: { email: 'anna@example.de', message: 'x', error: { code: 'unverified' } } });
    const { view } = await submitLogin('Anna@Example.de');
    await eventually(() => expect(view.getByRole('heading', { name: 'Identitätsprüfung erforderlich' })).toBeTruthy());
    expect(view.getByText('anna@example.de')).toBeTruthy();
    expect(currentAddress()).toBe('/authenticate/?p=otp-verify');
    await click(view.getByRole('link', { name: 'Zurück zur Anmeldung' }));
    expect(view.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(currentAddress()).toBe('/authenticate/');
  });

  it('asks for the code sent to the address the 403 answer names, not to the one typed', async () => {
    answer(LOGIN, { status: 403, json: { email: 'anna.schmidt@example.de', message: 'x', error: { code: 'unverified' } } });
    const { view } = await submitLogin('anna@example.de');
    await eventually(() => expect(view.getByRole('heading', { name: 'Identitätsprüfung erforderlich' })).toBeTruthy());
    expect(view.getByText('anna.schmidt@example.de')).toBeTruthy();
    expect(view.queryByText('anna@example.de')).toBeNull();
  });

  it('shows 422 field errors under their fields', async () => {
    answer(LOGIN, { status: 422, json: { message: 'x', error: { code: 'validation' }, fieldErrors: { email: 'Diese Adresse kennt der Server nicht.' } } });
    const { view, shadowRoot } = await submitLogin();
    await eventually(() => expect(view.getByText('Diese Adresse kennt der Server nicht.')).toBeTruthy());
    await eventually(() => expect(shadowRoot.activeElement).toBe(view.getByLabelText('E-Mail-Adresse')));
  });

  it.each([
    [429, { message: 'Zu viele Versuche.', error: { code: 'too_many_attempts' } }],
    [401, { message: 'x', error: { code: 'somethingElse' } }],
    [422, { message: 'Die Anfrage ist ungültig.', error: { code: 'validation' } }],
  ])('shows the generic error modal for any other answer (%i)', async (status, json) => {
    answer(LOGIN, { status, json });
    const { view } = await submitLogin();
    await expectErrorModal();
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('shows the password-changed note after a reset, then clears the parameter', async () => {
    const { view } = await renderAuth({ url: '/authenticate/?resetPasswordSuccessfully=true&callbackPath=%2Fdamen%2F' });
    expect(view.getByRole('status').textContent).toContain('Dein Passwort wurde geändert.');
    expect(currentAddress()).toBe('/authenticate/?callbackPath=%2Fdamen%2F');
  });
});

describe('the login request', () => {
  /** Fills in the login card, then sends it on the fake clock: the retries' back-off is timers. */
  async function submitOnFakeClock() {
    const rendered = await renderAuth();
    await type(rendered.view, 'E-Mail-Adresse', 'anna@example.de');
    await type(rendered.view, 'Passwort', 'geheim123');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const submit = rendered.view.getByRole('button', { name: 'Anmelden' });
    // As a pointer's click does, the button takes the focus before it submits.
    await act(async () => {
      submit.focus();
      submit.click();
    });
    return rendered;
  }

  /** Answers the first `failures` logins with 503 (no answer of the API's own), the next with a success; returns when each arrived. */
  function failFirst(failures: number): number[] {
    const arrivals: number[] = [];
    answer(LOGIN, (request) => {
      arrivals.push(request.at);
      return arrivals.length <= failures ? { status: 503, json: {} } : { status: 200, json: { success: true, email: 'anna@example.de' } };
    });
    return arrivals;
  }

  /** The waits between the attempts, in fake milliseconds. */
  const gaps = (arrivals: number[]) => arrivals.slice(1).map((at, index) => at - (arrivals[index] ?? at));

  it('is sent again up to 3 times, 2, 4 and 6 seconds apart, and logs in when the fourth attempt succeeds', async () => {
    const arrivals = failFirst(3);
    const { navigate } = await submitOnFakeClock();
    await advanceUntil(() => navigate.mock.calls.length > 0, { wrap: act });
    expect(navigate).toHaveBeenCalledWith('/account/overview/');
    expect(bodiesSentTo('/api/auth/login')).toEqual(Array(4).fill({ email: 'anna@example.de', password: 'geheim123' }));
    const [first = 0, second = 0, third = 0] = gaps(arrivals);
    expect(first).toBeGreaterThanOrEqual(2000);
    expect(first).toBeLessThan(4000);
    expect(second).toBeGreaterThanOrEqual(4000);
    expect(second).toBeLessThan(6000);
    expect(third).toBeGreaterThanOrEqual(6000);
    expect(third).toBeLessThan(8000);
  });

  it('gives up after the third retry with the generic error modal, and sends no fifth attempt', async () => {
    failFirst(Number.POSITIVE_INFINITY);
    const { navigate } = await submitOnFakeClock();
    await advanceUntil(errorModalOpen, { wrap: act });
    expect(pageLayer().getByRole('heading', { name: 'ES TUT UNS LEID!' })).toBeTruthy();
    await act(async () => pageLayer().getByRole('button', { name: 'Weiter einkaufen' }).click());
    await letFakeTimePass(60_000);
    expect(bodiesSentTo('/api/auth/login')).toHaveLength(4);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a login the server is too busy to check', () => {
  it('is not sent again (503 busy sheds load) and shows the generic error modal at once', async () => {
    answer(LOGIN, () => ({ status: 503, headers: { 'retry-after': '5' }, json: { message: 'Gerade ist sehr viel los.', error: { code: 'busy' } } }));
    const { navigate } = await submitLogin();
    await expectErrorModal();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    await letFakeTimePass(30_000);
    expect(bodiesSentTo('/api/auth/login')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the page view of the login after a reset', () => {
  const pageViews = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view');

  it('is reported once: clearing resetPasswordSuccessfully from the address is no new page', async () => {
    // A page opened afresh: its own runtime, session and data layer.
    stopRuntime();
    window.dataLayer = [];
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { view } = await renderAuth({ url: '/authenticate/?resetPasswordSuccessfully=true&callbackPath=%2Fdamen%2F' });
    expect(view.getByRole('status').textContent).toContain('Dein Passwort wurde geändert.');
    expect(currentAddress()).toBe('/authenticate/?callbackPath=%2Fdamen%2F');
    await advanceUntil(() => pageViews().length > 0, { wrap: act });
    // Long past the session's 50 ms debounce and its retries: a route change would have asked for the session again.
    await letFakeTimePass(10_000);
    expect(pageViews()).toHaveLength(1);
    expect(bodiesSentTo('/api/s/')).toHaveLength(1);
  });
});
