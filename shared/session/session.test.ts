import { beforeEach, describe, expect, it, jest } from '@jest/globals';

type SessionModule = typeof import('./session');
type BusModule = typeof import('@schaufenster/shared/bus');

function load(): { session: SessionModule; bus: BusModule } {
  let modules: { session: SessionModule; bus: BusModule } | undefined;
  jest.isolateModules(() => {
    modules = { session: jest.requireActual('./session'), bus: jest.requireActual('@schaufenster/shared/bus') };
  });
  if (!modules) throw new Error('modules did not load');
  return modules;
}

function answer(status: number, body: unknown) {
  return jest.fn(async (_url: string) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('startSession', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
  });

  it('asks GET /api/s/ once however many widgets start it, and publishes session:changed', async () => {
    const fetch = answer(200, { id: 's-1', aboutMe: { isLogged: true, givenName: 'Anna' } });
    globalThis.fetch = fetch as typeof globalThis.fetch;
    const { session, bus } = load();
    const [first, second] = await Promise.all([session.startSession(), session.startSession()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/s/');
    expect(first).toEqual({ id: 's-1', aboutMe: { isLogged: true, givenName: 'Anna' } });
    expect(second).toBe(first);
    expect(bus.bus.last('session:changed')).toEqual(first);
  });

  it('leaves widgets logged out when the answer is not a session', async () => {
    globalThis.fetch = answer(200, { id: 42 }) as typeof globalThis.fetch;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session, bus } = load();
    expect(await session.startSession()).toBeUndefined();
    expect(bus.bus.last('session:changed')).toBeUndefined();
    expect(error).toHaveBeenCalled();
  });

  it('leaves widgets logged out when the server fails', async () => {
    globalThis.fetch = answer(500, {}) as typeof globalThis.fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session } = load();
    expect(await session.startSession()).toBeUndefined();
  });
});
