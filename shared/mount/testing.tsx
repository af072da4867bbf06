// Test helpers for widget component tests: mount a widget the way the loader does, query inside its shadow
// root, act as a shopper with user-event, and unmount every widget after each test.
import { act } from 'react';
import { afterEach, jest } from '@jest/globals';
import { within } from '@testing-library/dom';
// Importing it wraps testing-library's events (and so user-event's) in React's act().
import '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { Mount } from './create-mount';

// Tells React that these tests wrap updates in act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** Answers GET /api/s/ (jsdom has no server) with a session in the given login state. */
export function stubSessionFetch(isLogged = false): void {
  const body = JSON.stringify({ id: 'test-session', aboutMe: { isLogged } });
  globalThis.fetch = jest.fn(async () => new Response(body, { headers: { 'content-type': 'application/json' } })) as typeof fetch;
}

/** Whether the test runs on jest's fake clock (the check testing-library makes). */
function fakeTimersOn(): boolean {
  return Object.hasOwn(setTimeout, 'clock');
}

/** A shopper's hands: user-event, moving the fake clock along whenever the test runs on one. */
export function setupUser(): UserEvent {
  return userEvent.setup({ advanceTimers: async (ms) => (fakeTimersOn() ? void (await jest.advanceTimersByTimeAsync(ms)) : undefined) });
}

const mounted = new Set<() => Promise<void>>();

// Every widget a test mounted is gone before the next test starts, as testing-library's render does.
afterEach(async () => {
  for (const unmount of [...mounted]) await unmount();
});

/** Mounts a widget into a fresh element; gives queries scoped to its shadow root, a user, and an unmount (also run after the test). */
export async function renderWidget(mount: Mount, props: unknown = {}) {
  const el = document.createElement('div');
  document.body.append(el);
  let unmountWidget: () => void = () => undefined;
  await act(async () => {
    unmountWidget = mount(el, props);
  });
  const shadowRoot = el.querySelector('[data-widget-root]')?.shadowRoot;
  if (!shadowRoot) throw new Error('the widget rendered no shadow root');
  const unmount = async (): Promise<void> => {
    if (!mounted.delete(unmount)) return;
    await act(async () => unmountWidget());
    el.remove();
  };
  mounted.add(unmount);
  return {
    el,
    shadowRoot,
    view: within(shadowRoot as unknown as HTMLElement),
    user: setupUser(),
    unmount,
  };
}
