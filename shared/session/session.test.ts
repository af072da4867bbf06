import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { advanceUntil, io } from '../../test/shared/fake-time';
import { useTestServer } from '../../test/shared/test-server';
import { SESSION_DEBOUNCE_MS } from './constants';

type SessionModule = typeof import('./index');
type BusModule = typeof import('@schaufenster/shared/bus');

const SESSION = { id: 's-1', aboutMe: { isLogged: true, givenName: 'Anna' }, pageId: 'home', referrer: '', clickIds: {} };
const server = useTestServer();
let runtime: { session: SessionModule; bus: BusModule } | undefined;
const { pushState } = window.history;

/** A fresh runtime (session, bus, http) as a new page would have it. */
function freshRuntime(): { session: SessionModule; bus: BusModule } {
  let modules: { session: SessionModule; bus: BusModule } | undefined;
  jest.isolateModules(() => {
    modules = { session: jest.requireActual('./index'), bus: jest.requireActual('@schaufenster/shared/bus') };
  });
  if (!modules) throw new Error('modules did not load');
  runtime = modules;
  return modules;
}

const sessionCalls = () => server.requests.filter((request) => request.path === '/api/s/');
/** Waits on real time for a condition (the answer travels over a real socket). */
async function advanceUntilReal(done: () => boolean): Promise<void> {
  for (let turn = 0; !done(); turn += 1) {
    if (turn > 1000) throw new Error('the condition still fails');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const pageViews = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view');

beforeEach(() => {
  server.answer(() => ({ status: 200, json: SESSION }));
  window.dataLayer = [];
});
afterEach(() => {
  runtime?.session.stopSession();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the session', () => {
  it('asks GET /api/s/ once however many widgets start it, publishes session:changed and reports the page view', async () => {
    const { session, bus } = freshRuntime();
    const [first, second] = await Promise.all([session.startSession(), session.startSession()]);
    expect(sessionCalls()).toHaveLength(1);
    expect(first).toEqual(SESSION);
    expect(second).toBe(first);
    expect(bus.bus.last('session:changed')).toEqual(SESSION);
    expect(pageViews()).toHaveLength(1);
  });

  it('retries twice with back-off before it gives up, and then leaves the widgets logged out', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.answer(() => ({ status: 500, json: {} }));
    const { session, bus } = freshRuntime();
    const loaded = session.startSession();
    await advanceUntil(() => sessionCalls().length === 3);
    expect(await loaded).toBeUndefined();
    const [first = 0, second = 0, third = 0] = sessionCalls().map((call) => call.at);
    expect([second - first >= 2000, third - second >= 4000]).toEqual([true, true]);
    expect(sessionCalls()).toHaveLength(3);
    expect(bus.bus.last('session:changed')).toBeUndefined();
    expect(pageViews()).toHaveLength(0);
  });

  it('succeeds on a retry', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    server.answer(() => (server.requests.length < 2 ? { status: 502, json: {} } : { status: 200, json: SESSION }));
    const { session } = freshRuntime();
    const loaded = session.startSession();
    await advanceUntil(() => sessionCalls().length === 2);
    expect(await loaded).toEqual(SESSION);
  });

  it('asks again once per burst of route changes, 50 ms after the last, and reports one page view per reload', async () => {
    const { session } = freshRuntime();
    await session.startSession();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    window.history.pushState(null, '', 'http://localhost/damen/');
    await jest.advanceTimersByTimeAsync(30);
    window.history.pushState(null, '', 'http://localhost/herren/');
    await jest.advanceTimersByTimeAsync(49);
    for (let i = 0; i < 5; i += 1) await io();
    expect(sessionCalls()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await advanceUntil(() => pageViews().length === 2, { stepMs: 0 });
    expect(sessionCalls()).toHaveLength(2);
    expect(sessionCalls()[1]?.headers['x-cs-sys-ap']).toBe(encodeURIComponent('http://localhost/herren/'));
    expect(pageViews()).toHaveLength(2);
  });

  it('reports the page view of a route change also when that refresh fails, once a session exists', async () => {
    const { session } = freshRuntime();
    await session.startSession();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    server.answer(() => ({ status: 500, json: {} }));
    window.history.pushState(null, '', 'http://localhost/outlet/');
    await advanceUntil(() => sessionCalls().length === 4);
    await advanceUntil(() => pageViews().length === 2, { stepMs: 0 });
    expect(pageViews()[1]).toMatchObject({ page_location: 'http://localhost/outlet/' });
  });

  it('reports no page view for a refresh that is no route change (a login in the popup), and none before a session exists', async () => {
    const { session, bus } = freshRuntime();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    server.answer(() => ({ status: 500, json: {} }));
    const loaded = session.startSession();
    await advanceUntil(() => sessionCalls().length === 3);
    expect(await loaded).toBeUndefined();
    expect(pageViews()).toHaveLength(0);
    server.answer(() => ({ status: 200, json: SESSION }));
    // The first page view was owed since the page loaded: it goes out once a session exists.
    session.refreshSession();
    await advanceUntil(() => bus.bus.last('session:changed') !== undefined);
    expect(pageViews()).toHaveLength(1);
    session.refreshSession();
    await advanceUntil(() => sessionCalls().length === 5);
    for (let i = 0; i < 5; i += 1) await io();
    expect(pageViews()).toHaveLength(1);
  });

  it('reports a page view per route change with the page id the loader handed over', async () => {
    Reflect.set(window, 'schaufenster', { pageId: 'home' });
    const { session } = freshRuntime();
    await session.startSession();
    Reflect.set(window, 'schaufenster', { pageId: 'damen' });
    window.history.pushState(null, '', 'http://localhost/damen/');
    await server.received(2);
    await advanceUntilReal(() => pageViews().length === 2);
    expect(pageViews().map((entry) => (entry as { page_id?: string }).page_id)).toEqual(['home', 'damen']);
    expect(sessionCalls().map((call) => call.headers['x-cs-sys-pi'])).toEqual(['home', 'damen']);
    Reflect.deleteProperty(window, 'schaufenster');
  });

  it("uses the session's click ids as the last fallback of the click-id headers", async () => {
    window.dataLayer = [{ event: 'consent_update', ad_storage: 'granted' }];
    server.answer(() => ({ status: 200, json: { ...SESSION, clickIds: { gclid: 'g-from-session' } } }));
    const { session } = freshRuntime();
    await session.startSession();
    session.refreshSession();
    await server.received(2);
    expect(sessionCalls()[1]?.headers['x-cs-clid-gc']).toBe('g-from-session');
  });

  it.each([
    ['popstate', () => window.dispatchEvent(new PopStateEvent('popstate'))],
    ['the loader route event', () => window.dispatchEvent(new CustomEvent('schaufenster:route-change'))],
  ])('counts %s as a route change when the address changed', async (_name, announce) => {
    const { session } = freshRuntime();
    await session.startSession();
    // The address changes behind the watcher's back (as the browser does on back/forward), then the event says so.
    pushState.call(window.history, null, '', `http://localhost/${_name.length}/`);
    announce();
    await server.received(2);
    expect(sessionCalls()).toHaveLength(2);
  });

  it('counts replaceState with a new address as a route change', async () => {
    const { session } = freshRuntime();
    await session.startSession();
    window.history.replaceState(null, '', 'http://localhost/marken/');
    await server.received(2);
    expect(sessionCalls()[1]?.headers['x-cs-sys-ap']).toBe(encodeURIComponent('http://localhost/marken/'));
  });

  it('ignores a history call that keeps the address', async () => {
    const { session } = freshRuntime();
    await session.startSession();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    window.history.replaceState({ scroll: 10 }, '', window.location.href);
    await jest.advanceTimersByTimeAsync(100);
    for (let i = 0; i < 5; i += 1) await io();
    expect(sessionCalls()).toHaveLength(1);
  });
});

describe('a session cookie that does not come back', () => {
  const visitor = (id: string) => ({ ...SESSION, id, aboutMe: { isLogged: false } });

  it('is said once in the console, naming cross-site cookies, SameSite and the embedding guide, when an anonymous session is answered by another', async () => {
    let next = 0;
    server.answer(() => ({ status: 200, json: visitor(`s-${(next += 1)}`) }));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session } = freshRuntime();
    await session.startSession();
    for (const round of [2, 3]) {
      session.refreshSession();
      await server.received(round);
      await advanceUntilReal(() => runtime?.bus.bus.last('session:changed')?.id === `s-${round}`);
    }
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatch(/session cookie does not come back .*SameSite=Lax.*127\.0\.0\.1 and localhost.*COOKIE_SAMESITE=none.*docs\/cms\/embedding\.md/);
  });

  it('is not suspected while the session stays the same', async () => {
    server.answer(() => ({ status: 200, json: visitor('s-1') }));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session, bus } = freshRuntime();
    await session.startSession();
    // The bus replays the first answer at once; the second counts once it has been read (and checked) in full.
    let answersRead = 0;
    bus.bus.on('session:changed', () => {
      answersRead += 1;
    });
    session.refreshSession();
    await server.received(2);
    await advanceUntilReal(() => answersRead === 2);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is not suspected when the other session is logged in: a login in this page (the sign-in dialog) hands out a new one', async () => {
    server.answer(() => (sessionCalls().length < 2 ? { status: 200, json: visitor('s-1') } : { status: 200, json: { ...SESSION, id: 's-2' } }));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session } = freshRuntime();
    await session.startSession();
    session.refreshSession();
    await server.received(2);
    await advanceUntilReal(() => runtime?.bus.bus.last('session:changed')?.id === 's-2');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('a reset link’s secret in the address', () => {
  it('reaches neither the page view nor the page-context headers, and leaving the address is no new page', async () => {
    window.history.replaceState(null, '', 'http://localhost/authenticate/?p=reset-password&cid=c-1&hash=h-1');
    const { session } = freshRuntime();
    await session.startSession();
    expect(pageViews()).toEqual([expect.objectContaining({ page_location: 'http://localhost/authenticate/?p=reset-password' })]);
    expect(decodeURIComponent(String(sessionCalls()[0]?.headers['x-cs-sys-ap']))).toBe('http://localhost/authenticate/?p=reset-password');
    window.history.replaceState(null, '', 'http://localhost/authenticate/?p=reset-password');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const sent = jest.spyOn(globalThis, 'fetch');
    session.replaceAddressQuietly(null, 'http://localhost/authenticate/?p=login&done=1');
    // Well past the route-change debounce: a reload it had scheduled would have been sent, whether or not it has arrived.
    await jest.advanceTimersByTimeAsync(2 * SESSION_DEBOUNCE_MS);
    for (let i = 0; i < 5; i += 1) await io();
    expect(sent).not.toHaveBeenCalled();
    expect(sessionCalls()).toHaveLength(1);
    expect(pageViews()).toHaveLength(1);
    window.history.replaceState(null, '', 'http://localhost/');
  });
});
