import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { object, string } from 'superstruct';
import { startTestServer, type TestServer } from '../../test/shared/test-server';
import { resetCsrfFlow } from './csrf';
import { request } from './request';

const Greeting = object({ hello: string() });
let server: TestServer;

/** What the loader publishes for the widgets when its script carries `data-api`. */
function loaderWithApi(api: string | undefined): void {
  (window as unknown as { schaufenster?: { api?: string } }).schaufenster = { api };
}

/** The credentials mode of each fetch the request helper made. */
function spyOnCredentials(): RequestCredentials[] {
  const modes: RequestCredentials[] = [];
  const original = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    modes.push(input instanceof Request ? input.credentials : (init?.credentials ?? 'same-origin'));
    return original(input, init);
  });
  return modes;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  // The page is http://localhost/ (jsdom); the API runs on another origin, as on a foreign CMS page.
  document.head.querySelector('base')?.remove();
  server.requests.length = 0;
  server.answer((received) =>
    received.path.endsWith('/api/s/c/') ? { status: 200, json: {}, headers: { 'x-cs-flow-id': 'flow-7' } } : { status: 200, json: { hello: 'Welt' } },
  );
  resetCsrfFlow();
});
afterEach(() => {
  delete (window as unknown as { schaufenster?: unknown }).schaufenster;
  jest.restoreAllMocks();
});

describe('the API base of the loader (data-api)', () => {
  it('sends every call, the CSRF flow included, to the API origin, with the cookie (credentials include)', async () => {
    loaderWithApi(`${server.url}/`);
    const credentials = spyOnCredentials();
    expect(await request('/api/auth/login', { method: 'POST', json: {}, schema: Greeting, csrf: true })).toEqual({ hello: 'Welt' });
    expect(server.requests.map((received) => received.path)).toEqual(['/api/s/c/', '/api/auth/login']);
    expect(server.requests[1]?.headers['x-cs-flow-id']).toBe('flow-7');
    expect(credentials).toEqual(['include', 'include']);
  });

  it('keeps the path of a base URL: an API behind a prefix', async () => {
    loaderWithApi(`${server.url}/shop-api/`);
    await request('/api/s/', { schema: Greeting });
    expect(server.requests[0]?.path).toBe('/shop-api/api/s/');
  });

  it('stays with the page and same-origin credentials without data-api', async () => {
    loaderWithApi(undefined);
    const calls: { url: string; credentials: RequestCredentials }[] = [];
    // jsdom's page is http://localhost/, where nothing listens: answer in place of the network.
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (input instanceof Request) calls.push({ url: input.url, credentials: input.credentials });
      return new Response(JSON.stringify({ hello: 'Seite' }), { headers: { 'content-type': 'application/json' } });
    });
    expect(await request('/api/s/', { schema: Greeting })).toEqual({ hello: 'Seite' });
    expect(calls).toEqual([{ url: 'http://localhost/api/s/', credentials: 'same-origin' }]);
  });
});
