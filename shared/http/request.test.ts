import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { object, string } from 'superstruct';
import { bus } from '@schaufenster/shared/bus';
import { advanceUntil } from '../../test/shared/fake-time';
import { rejectionOf, useTestServer } from '../../test/shared/test-server';
import { HttpError } from './http-error';
import { request } from './request';
import { resetCsrfFlow } from './csrf';

const Greeting = object({ hello: string() });
const server = useTestServer();

beforeEach(() => {
  server.answer(() => ({ status: 200, json: { hello: 'Welt' } }));
  resetCsrfFlow();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('request', () => {
  it('sends JSON and answers the validated body', async () => {
    const answer = await request('/api/echo/', { method: 'POST', json: { query: 'kleid' }, schema: Greeting });
    expect(answer).toEqual({ hello: 'Welt' });
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/api/echo/', body: '{"query":"kleid"}' });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends the page context URL-encoded in the x-cs-sys headers', async () => {
    // The loader hands the page id over from its script's data-page-id.
    Reflect.set(window, 'schaufenster', { pageId: 'damen' });
    document.title = 'Damen & Mode';
    window.history.replaceState(null, '', 'http://localhost/damen/?farbe=rot');
    await request('/api/echo/', { schema: Greeting });
    const headers = server.requests[0]?.headers ?? {};
    expect(headers).toMatchObject({
      'x-cs-sys-pi': 'damen',
      'x-cs-sys-rf': '',
      'x-cs-sys-ap': encodeURIComponent('http://localhost/damen/?farbe=rot'),
      'x-cs-sys-pn': encodeURIComponent('http://localhost/damen/'),
      'x-cs-sys-vw': String(window.innerWidth),
      'x-cs-sys-vh': String(window.innerHeight),
      'x-cs-sys-sw': String(window.screen.width),
      'x-cs-sys-sh': String(window.screen.height),
      'x-cs-sys-pt': 'Damen%20%26%20Mode',
    });
  });

  it('sends an empty page-context header when reading the value fails', async () => {
    jest.spyOn(document, 'title', 'get').mockImplementation(() => {
      throw new Error('no title');
    });
    await request('/api/echo/', { schema: Greeting });
    expect(server.requests[0]?.headers['x-cs-sys-pt']).toBe('');
    jest.restoreAllMocks();
  });

  it('sends an empty page id when the loader handed none over', async () => {
    Reflect.deleteProperty(window, 'schaufenster');
    await request('/api/echo/', { schema: Greeting });
    expect(server.requests[0]?.headers['x-cs-sys-pi']).toBe('');
  });

  it('sends click ids from the address as x-cs-clid headers with marketing consent', async () => {
    window.dataLayer = [{ event: 'consent_update', ad_storage: 'granted' }];
    window.history.replaceState(null, '', 'http://localhost/?gclid=g%201&utm_source=newsletter');
    await request('/api/echo/', { schema: Greeting });
    expect(server.requests[0]?.headers).toMatchObject({ 'x-cs-clid-gc': 'g%201', 'x-cs-clid-us': 'newsletter' });
    window.history.replaceState(null, '', 'http://localhost/');
  });

  it('sends no click id without marketing consent, only the campaign parameters of the address', async () => {
    window.dataLayer = [{ event: 'consent_update', ad_storage: 'denied' }];
    window.history.replaceState(null, '', 'http://localhost/?gclid=g-1&gad_source=1');
    await request('/api/echo/', { schema: Greeting });
    const sent = Object.keys(server.requests[0]?.headers ?? {}).filter((name) => name.startsWith('x-cs-clid-'));
    expect(sent).toEqual(['x-cs-clid-gs']);
    window.history.replaceState(null, '', 'http://localhost/');
  });

  it('rejects an answer that does not match the schema as an Internal Error', async () => {
    server.answer(() => ({ status: 200, json: { hello: 42 } }));
    const error = await rejectionOf(request('/api/echo/', { schema: Greeting }));
    expect(error).toMatchObject({ name: 'HttpError', status: 200, code: 'invalid_response', message: 'Internal Error' });
  });

  it('cancels a call in flight when a newer one with the same key starts', async () => {
    server.answer((received) => (received.body.includes('alt') ? { status: 200, hang: true } : { status: 200, json: { hello: 'neu' } }));
    const older = request('/api/search/', { method: 'POST', json: { query: 'alt' }, schema: Greeting, key: 'search' });
    await server.received(1);
    const newer = request('/api/search/', { method: 'POST', json: { query: 'neu' }, schema: Greeting, key: 'search' });
    expect(await rejectionOf(older)).toMatchObject({ name: 'AbortError' });
    expect(await newer).toEqual({ hello: 'neu' });
  });

  it('cancels its own previous call without a key: the same method and path from the same caller (signal)', async () => {
    server.answer((received) => (received.body.includes('alt') ? { status: 200, hang: true } : { status: 200, json: { hello: 'neu' } }));
    const caller = new AbortController().signal;
    const older = request('/api/account/addresses/', { method: 'POST', json: { city: 'alt' }, schema: Greeting, signal: caller });
    await server.received(1);
    const newer = request('/api/account/addresses/', { method: 'POST', json: { city: 'neu' }, schema: Greeting, signal: caller });
    expect(await rejectionOf(older)).toMatchObject({ name: 'AbortError' });
    expect(await newer).toEqual({ hello: 'neu' });
  });

  it('stops a call when its caller aborts (a widget unmounting), and a caller aborted before the call never sends it', async () => {
    server.answer(() => ({ status: 200, hang: true }));
    const caller = new AbortController();
    const call = request('/api/account/addresses/', { schema: Greeting, signal: caller.signal });
    await server.received(1);
    caller.abort();
    expect(await rejectionOf(call)).toMatchObject({ name: 'AbortError' });
    expect(await rejectionOf(request('/api/account/addresses/', { schema: Greeting, signal: caller.signal }))).toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
  });

  it('cancels its own previous call without key and signal: the same method and path on the page', async () => {
    server.answer((received) => (received.body.includes('alt') ? { status: 200, hang: true } : { status: 200, json: { hello: 'neu' } }));
    const older = request('/api/s/catalog-presets/', { method: 'POST', json: { sort: 'alt' }, schema: Greeting });
    await server.received(1);
    const newer = request('/api/s/catalog-presets/', { method: 'POST', json: { sort: 'neu' }, schema: Greeting });
    expect(await rejectionOf(older)).toMatchObject({ name: 'AbortError' });
    expect(await newer).toEqual({ hello: 'neu' });
  });

  it('leaves calls of other callers, other paths and other methods alone', async () => {
    server.answer((received) => ({ status: 200, json: { hello: `${received.method} ${received.path}` } }));
    const [one, two] = [new AbortController().signal, new AbortController().signal];
    const calls = [
      request('/api/checkout-v3/cart/overview/', { schema: Greeting, signal: one }),
      request('/api/checkout-v3/cart/overview/', { schema: Greeting, signal: two }),
      request('/api/account/addresses/', { schema: Greeting, signal: one }),
      request('/api/account/addresses/', { method: 'POST', json: {}, schema: Greeting, signal: one }),
    ];
    expect(await Promise.all(calls)).toEqual([
      { hello: 'GET /api/checkout-v3/cart/overview/' },
      { hello: 'GET /api/checkout-v3/cart/overview/' },
      { hello: 'GET /api/account/addresses/' },
      { hello: 'POST /api/account/addresses/' },
    ]);
  });

  it('retries failures with a back-off of 2000 ms times the attempt number, then gives Internal Server Error', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    server.answer(() => ({ status: 503, json: {} }));
    const call = rejectionOf(request('/api/cart/', { schema: Greeting, maxRetries: 2 }));
    await advanceUntil(() => server.requests.length === 3);
    const [first = 0, second = 0, third = 0] = server.requests.map((received) => received.at);
    expect(second - first).toBeGreaterThanOrEqual(2000);
    expect(second - first).toBeLessThan(4000);
    expect(third - second).toBeGreaterThanOrEqual(4000);
    expect(third - second).toBeLessThan(6000);
    expect(await call).toMatchObject({ status: 503, message: 'Internal Server Error', code: 'Internal Server Error' });
    expect(server.requests).toHaveLength(3);
  });

  it('sends one Idempotency-Key per call when asked, the same on each of its retries, and a new one for the next call', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    let calls = 0;
    server.answer(() => ((calls += 1) < 3 ? { status: 503, json: {} } : { status: 200, json: { hello: 'Welt' } }));
    const call = request('/api/checkout-v3/cart/add/', { method: 'POST', json: {}, schema: Greeting, maxRetries: 3, idempotent: true });
    await advanceUntil(() => server.requests.length === 3);
    expect(await call).toEqual({ hello: 'Welt' });
    const keys = server.requests.map((received) => received.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/);
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
    jest.useRealTimers();
    await request('/api/checkout-v3/cart/add/', { method: 'POST', json: {}, schema: Greeting, idempotent: true });
    expect(server.requests[3]?.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('keys every write unasked and keeps the key when it renews a stale CSRF flow; a GET and a read sent as POST go without', async () => {
    server.answer((received) => {
      if (received.path === '/api/s/c/') return { status: 200, json: {}, headers: { 'x-cs-flow-id': `flow-${server.requests.length}` } };
      return received.headers['x-cs-flow-id'] === 'flow-1' ? { status: 428, json: { error: { code: 'csrf_invalid' } } } : { status: 200, json: { hello: 'Welt' } };
    });
    await request('/api/account/addresses/', { method: 'POST', json: {}, schema: Greeting, csrf: true });
    const writes = server.requests.filter((received) => received.path === '/api/account/addresses/');
    expect(writes).toHaveLength(2);
    expect(writes[0]?.headers['idempotency-key']).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(writes[1]?.headers['idempotency-key']).toBe(writes[0]?.headers['idempotency-key']);
    await request('/api/account/addresses/1', { method: 'DELETE', schema: Greeting });
    expect(server.requests.at(-1)?.headers['idempotency-key']).toMatch(/^"[0-9a-f-]{36}"$/);
    await request('/api/account/addresses/', { schema: Greeting });
    expect(server.requests.at(-1)?.headers['idempotency-key']).toBeUndefined();
    await request('/api/search/', { method: 'POST', json: {}, schema: Greeting, idempotent: false });
    expect(server.requests.at(-1)?.headers['idempotency-key']).toBeUndefined();
  });

  it.each([
    [504, { message: 'egal' }, { message: 'Gateway Timeout', code: 'Gateway Timeout' }],
    [404, { message: 'egal' }, { message: 'Not Found', code: 'Not Found' }],
    [422, { message: 'Ungültig', error: { code: 'validation' }, fieldErrors: { email: 'falsch' } }, { message: 'Ungültig', code: 'validation', fieldErrors: { email: 'falsch' } }],
    [401, { error: { code: 'wrongCredentials' } }, { message: 'wrongCredentials', code: 'wrongCredentials' }],
    [403, { message: 'Konto nicht bestätigt', email: 'anna@example.de' }, { message: 'Konto nicht bestätigt', code: 'Konto nicht bestätigt', details: { email: 'anna@example.de' } }],
    [409, { error: { code: 'conflictEmail' } }, { message: 'conflictEmail', code: 'conflictEmail' }],
    [402, {}, { message: 'Internal Error', code: 'Internal Error' }],
    [410, { message: 'Weg' }, { message: 'Weg', code: 'Weg' }],
    [429, { message: 'Zu viele', error: { code: 'rate_limited' } }, { message: 'Zu viele', code: 'rate_limited' }],
    [406, undefined, { message: 'Internal Error', code: 'Internal Error' }],
    [204, undefined, { message: 'Internal Error', code: 'Internal Error' }],
    [500, { message: 'egal' }, { message: 'Internal Server Error', code: 'Internal Server Error' }],
  ])('maps status %i to %j without retrying answers', async (status, json, expected) => {
    server.answer(() => ({ status, json }));
    const error = await rejectionOf(request('/api/x/', { schema: Greeting, maxRetries: status === 500 ? 0 : 3 }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, fieldErrors: {}, ...expected });
    expect(server.requests).toHaveLength(1);
  });

  it('raises the error modal for failures only when the call asks for the popup', async () => {
    const shown: string[] = [];
    const off = bus.on('error:show', ({ reason }) => shown.push(reason));
    server.answer(() => ({ status: 404 }));
    await rejectionOf(request('/api/a/', { schema: Greeting }));
    expect(shown).toEqual([]);
    await rejectionOf(request('/api/b/', { schema: Greeting, popup: true }));
    expect(shown).toEqual(['GET /api/b/ failed with 404: Not Found (Not Found)']);
    off();
  });

  it('drops a call silently after its widget unmounted: an AbortError and no popup', async () => {
    const shown: string[] = [];
    const off = bus.on('error:show', ({ reason }) => shown.push(reason));
    server.answer(() => ({ status: 200, hang: true }));
    const unmount = new AbortController();
    const call = rejectionOf(request('/api/slow/', { schema: Greeting, popup: true, signal: unmount.signal }));
    await server.received(1);
    unmount.abort(new DOMException('unmounted', 'AbortError'));
    expect(await call).toMatchObject({ name: 'AbortError' });
    expect(shown).toEqual([]);
    off();
  });

  it('fetches the CSRF flow once and sends its headers on calls that need it, renewing a stale flow once', async () => {
    let flow = 0;
    server.answer((received) => {
      if (received.path === '/api/s/c/') {
        flow += 1;
        return { status: 200, json: {}, headers: { 'x-cs-flow-id': `flow-${flow}`, 'x-cs-geo-country': 'DE', 'x-cs-geo-city': 'Berlin' } };
      }
      if (received.headers['x-cs-flow-id'] === 'flow-1' && received.path === '/api/auth/stale/') {
        return { status: 428, json: { error: { code: 'csrf_invalid' } } };
      }
      return { status: 200, json: { hello: String(received.headers['x-cs-flow-id']) } };
    });
    expect(await request('/api/auth/login', { method: 'POST', json: {}, schema: Greeting, csrf: true })).toEqual({ hello: 'flow-1' });
    expect(await request('/api/auth/login', { method: 'POST', json: {}, schema: Greeting, csrf: true })).toEqual({ hello: 'flow-1' });
    expect(server.requests.filter((received) => received.path === '/api/s/c/')).toHaveLength(1);
    expect(server.requests[1]?.headers).toMatchObject({ 'x-cs-geo-country': 'DE', 'x-cs-geo-city': 'Berlin', 'x-cs-geo-region': '' });
    expect(await request('/api/auth/stale/', { method: 'POST', json: {}, schema: Greeting, csrf: true })).toEqual({ hello: 'flow-2' });
    await request('/api/plain/', { schema: Greeting });
    expect(server.requests.at(-1)?.headers['x-cs-flow-id']).toBeUndefined();
  });
});
