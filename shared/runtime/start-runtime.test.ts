import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { giveMarketingConsent } from '@schaufenster/shared/attribution/testing';
import { stubSessionFetch } from '../mount/testing';
import { product } from '../../test/shared/shop-fixtures';
import { viewItemMarker } from '@schaufenster/shared/tracking';
import { advanceUntil, letTimePass } from '../../test/shared/fake-time';
import { SERVER_SNAPSHOT_ATTRIBUTE } from '../mount/server-attribute';
import type { RuntimeStart } from './start-runtime';

type Runtime = typeof import('./start-runtime');
type ReactModule = typeof import('react');

/** The runtime the test started, stopped after it so that no later test's address changes reach it. */
let running: Runtime | undefined;

/** A fresh runtime as a new page has it, with the `act` of its own (isolated) React. */
async function startFreshRuntime(times = 1, start: RuntimeStart = {}): Promise<void> {
  let loaded: { runtime: Runtime; react: ReactModule } | undefined;
  jest.isolateModules(() => {
    loaded = { runtime: jest.requireActual('./start-runtime'), react: jest.requireActual('react') };
  });
  if (!loaded) throw new Error('the runtime did not load');
  const { runtime, react } = loaded;
  running = runtime;
  await react.act(async () => {
    for (let i = 0; i < times; i += 1) runtime.startRuntime(start);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Starts a fresh runtime on the page at `address`, the shopper's marketing consent given or refused before. */
async function startOnPage(address: string, { marketingConsent }: { marketingConsent: boolean }): Promise<void> {
  giveMarketingConsent(marketingConsent);
  window.history.replaceState(null, '', address);
  await startFreshRuntime();
}

beforeEach(() => {
  delete window.dataLayer;
  Reflect.deleteProperty(window, 'schaufenster');
  stubSessionFetch();
});

afterEach(() => {
  running?.stopRuntime();
  running = undefined;
  jest.useRealTimers();
  jest.restoreAllMocks();
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]?.trim()}=; max-age=0; path=/`;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', 'http://localhost/');
});

describe('startRuntime', () => {
  it('keeps a saveable click id of the address in its cookie with marketing consent, and a page-only parameter out of cookies', async () => {
    await startOnPage('http://localhost/?gclid=g-1&utm_source=newsletter', { marketingConsent: true });
    expect(document.cookie).toContain('gclid=g-1');
    expect(document.cookie).not.toContain('newsletter');
  });

  it('writes no attribution cookie without consent; a consent given later writes it at once and tells the session, a withdrawal removes it', async () => {
    await startOnPage('http://localhost/?gclid=g-1', { marketingConsent: false });
    expect(document.cookie).toBe('');
    const sessionCalls = () => (globalThis.fetch as jest.Mock).mock.calls.length;
    // The page's first call of the session API comes after the route-change debounce: counted before the consent, so a slow
    // machine cannot fold it into the consent's call or add it to the count.
    await waitFor(() => expect(sessionCalls()).toBeGreaterThan(0));
    const before = sessionCalls();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    giveMarketingConsent(true);
    expect(document.cookie).toBe('cs_attr_gclid=g-1');
    await advanceUntil(() => sessionCalls() > before);
    jest.useRealTimers();
    // One call for the consent, and no second one however long the page stays.
    await letTimePass(1000);
    expect(sessionCalls()).toBe(before + 1);
    giveMarketingConsent(false);
    expect(document.cookie).toBe('');
  });

  it('lets the first call of the session API wait until beforeSession settles (the loader gives it a task of its own)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await startFreshRuntime(1, { beforeSession: () => gate });
    const sessionCalls = () => (globalThis.fetch as jest.Mock).mock.calls.length;
    await letTimePass(200);
    expect(sessionCalls()).toBe(0);
    release();
    await waitFor(() => expect(sessionCalls()).toBe(1));
  });

  it.each([
    { page: 'in development without a page id', handover: { pageId: '', development: true }, warnings: 1 },
    { page: 'in development with a page id', handover: { pageId: 'home', development: true }, warnings: 0 },
    { page: 'in production without a page id', handover: { pageId: '', development: false }, warnings: 0 },
  ])('warns $warnings time(s) about the page id $page', async ({ handover, warnings }) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    Reflect.set(window, 'schaufenster', handover);
    await startFreshRuntime();
    expect(warn.mock.calls.filter(([message]) => String(message).includes('data-page-id'))).toHaveLength(warnings);
  });

  it('reports the product view of a server-rendered buy box that has not hydrated, after the page view', async () => {
    const host = document.createElement('div');
    host.setAttribute(SERVER_SNAPSHOT_ATTRIBUTE, '{}');
    document.body.append(host);
    const box = document.createElement('div');
    for (const [name, value] of Object.entries(viewItemMarker(product))) box.setAttribute(name, value);
    host.attachShadow({ mode: 'open' }).append(box);
    await startFreshRuntime();
    const events = () => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event).filter((event) => event !== undefined);
    await waitFor(() => expect(events()).toContain('view_item'));
    expect(events().filter((event) => event === 'page_view' || event === 'view_item')).toEqual(['page_view', 'view_item']);
  });
});
