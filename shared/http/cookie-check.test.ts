import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { object, string } from 'superstruct';
import { rejectionOf, useTestServer } from '../../test/shared/test-server';
import { request } from './request';
import { resetCookieCheck } from './cookie-check';
import { resetCsrfFlow } from './csrf';

// What the page's console says when a call's answers show a cause only the CMS team can mend (cookie-check.ts),
// seen through request() as the widgets make their calls.
const Greeting = object({ hello: string() });
const server = useTestServer();

beforeEach(() => {
  server.answer(() => ({ status: 200, json: { hello: 'Welt' } }));
  resetCsrfFlow();
  resetCookieCheck();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the console hints of request', () => {
  it('says once in the console that the session cookie does not come back when a call sent after the session began starts another', async () => {
    resetCookieCheck();
    // An API on another site with SameSite=Lax cookies: every call comes without the cookie and starts a session.
    server.answer(() => ({ status: 200, json: { hello: 'Welt' }, headers: { 'x-cs-session-new': '1' } }));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Calls sent together before any answer: each may start a session of its own, as a page's first calls do.
    await Promise.all([request('/api/s/', { schema: Greeting }), request('/api/checkout-v3/cart/overview/', { schema: Greeting })]);
    expect(errors).not.toHaveBeenCalled();
    await request('/api/checkout-v3/cart/overview/', { schema: Greeting });
    await request('/api/checkout-v3/cart/overview/', { schema: Greeting });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatch(
      /session cookie does not come back .*GET \/api\/checkout-v3\/cart\/overview\/ started a new session, though an earlier call of this page had started one \(the cart and the sign-in are lost from call to call\).*COOKIE_SAMESITE=none/,
    );
    errors.mockRestore();
  });

  it('says nothing when only the first call starts the session and the later ones carry its cookie', async () => {
    resetCookieCheck();
    let calls = 0;
    server.answer(() => ({ status: 200, json: { hello: 'Welt' }, headers: (calls += 1) === 1 ? { 'x-cs-session-new': '1' } : ({} as Record<string, string>) }));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let call = 0; call < 3; call += 1) await request('/api/checkout-v3/cart/overview/', { schema: Greeting });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('says once in the console that the session cookie does not come back when a fresh flow is refused too', async () => {
    resetCookieCheck();
    server.answer((received) => (received.path === '/api/s/c/' ? { status: 200, json: {}, headers: { 'x-cs-flow-id': 'flow' } } : { status: 428, json: { error: { code: 'csrf_invalid' } } }));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let call = 0; call < 2; call += 1) {
      expect(await rejectionOf(request('/api/auth/login', { method: 'POST', json: {}, schema: Greeting, csrf: true }))).toMatchObject({ status: 428 });
    }
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatch(/session cookie does not come back .*POST \/api\/auth\/login was refused with 428 twice.*COOKIE_SAMESITE=none/);
  });

  it('says once in the console which origin to allow when an API on another origin gives no answer the page may read', async () => {
    resetCookieCheck();
    // Port 9 (discard) of the loopback is closed here: the call ends without any answer, as a refused CORS call does.
    Reflect.set(window, 'schaufenster', { api: 'http://127.0.0.1:9/' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    errors.mockClear();
    try {
      for (let call = 0; call < 2; call += 1) expect(await rejectionOf(request('/api/s/', { schema: Greeting }))).toMatchObject({ status: 0 });
      expect(errors).toHaveBeenCalledTimes(1);
      expect(errors.mock.calls[0]?.[0]).toBe(
        `[schaufenster] GET /api/s/ to http://127.0.0.1:9 got no answer this page (${window.location.origin}) may read. If the server's ALLOWED_ORIGINS does not list ${window.location.origin} exactly ` +
          '(scheme, host and port), add it there (its log names every origin it refused); otherwise the API is not reachable from here.',
      );
    } finally {
      Reflect.deleteProperty(window, 'schaufenster');
      errors.mockRestore();
    }
  });
});
