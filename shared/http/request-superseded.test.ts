import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { object, string } from 'superstruct';
import { advanceUntil } from '../../test/shared/fake-time';
import { rejectionOf, useTestServer } from '../../test/shared/test-server';
import { request } from './request';
import { resetCsrfFlow } from './csrf';

// The calls sent with a session token a login just replaced (409 session_superseded): the rest of request() is in request.test.ts.
const Greeting = object({ hello: string() });
const server = useTestServer();

beforeEach(() => {
  resetCsrfFlow();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('request after a login replaced the session token', () => {
  it('sends a call again, with the same key, while the API says its session token was just replaced by a login', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const superseded = { status: 409, json: { message: 'Deine Anmeldung hat sich gerade geändert. Bitte versuche es noch einmal.', error: { code: 'session_superseded' } } };
    server.answer((received) => {
      if (received.path === '/api/s/c/') return server.requests.length < 2 ? superseded : { status: 200, json: {}, headers: { 'x-cs-flow-id': 'flow-new' } };
      return server.requests.length < 4 ? superseded : { status: 200, json: { hello: String(received.headers['x-cs-flow-id']) } };
    });
    const call = request('/api/cart/add/', { method: 'POST', json: {}, schema: Greeting, csrf: true, idempotent: true });
    await advanceUntil(() => server.requests.length === 4);
    expect(await call).toEqual({ hello: 'flow-new' });
    // The flow refused once, the write once (with the flow it then got), then both as the new cookie's.
    expect(server.requests.map((received) => received.path)).toEqual(['/api/s/c/', '/api/s/c/', '/api/cart/add/', '/api/cart/add/']);
    const [first = 0, second = 0, third = 0, fourth = 0] = server.requests.map((received) => received.at);
    expect(second - first).toBeGreaterThanOrEqual(400);
    expect(fourth - third).toBeGreaterThanOrEqual(800);
    const keys = server.requests.filter((received) => received.path === '/api/cart/add/').map((received) => received.headers['idempotency-key']);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives up on a replaced session token when the action\'s retry budget is spent (SPEC section 9: 3 retries, 2 for the session call), with the API\'s message, and stops when cancelled', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    server.answer(() => ({ status: 409, json: { message: 'Deine Anmeldung hat sich gerade geändert. Bitte versuche es noch einmal.', error: { code: 'session_superseded' } } }));
    const call = rejectionOf(request('/api/account/addresses/', { schema: Greeting }));
    await advanceUntil(() => server.requests.length === 4);
    expect(await call).toMatchObject({ status: 409, code: 'session_superseded', message: 'Deine Anmeldung hat sich gerade geändert. Bitte versuche es noch einmal.' });
    const session = rejectionOf(request('/api/s/', { schema: Greeting, maxRetries: 2 }));
    await advanceUntil(() => server.requests.length === 7);
    expect(await session).toMatchObject({ status: 409 });
    jest.advanceTimersByTime(10_000);
    expect(server.requests).toHaveLength(7);

    const unmount = new AbortController();
    const cancelled = rejectionOf(request('/api/s/', { schema: Greeting, signal: unmount.signal }));
    await advanceUntil(() => server.requests.length === 8);
    unmount.abort(new DOMException('unmounted', 'AbortError'));
    expect(await cancelled).toMatchObject({ name: 'AbortError' });
    jest.advanceTimersByTime(10_000);
    expect(server.requests).toHaveLength(8);
  });

  it('does not send a 409 of another kind again', async () => {
    server.answer(() => ({ status: 409, json: { error: { code: 'conflictEmail' } } }));
    expect(await rejectionOf(request('/api/auth/register', { method: 'POST', json: {}, schema: Greeting }))).toMatchObject({ code: 'conflictEmail' });
    expect(server.requests).toHaveLength(1);
  });
});
