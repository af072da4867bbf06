// Test helpers for widget component tests: mount a widget the way the loader does and query inside its shadow root.
import { act } from 'react';
import { jest } from '@jest/globals';
import { within } from '@testing-library/dom';
import type { Mount } from './create-mount';

// Tells React that these tests wrap updates in act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** Answers GET /api/s/ (jsdom has no server) with a session in the given login state. */
export function stubSessionFetch(isLogged = false): void {
  const body = JSON.stringify({ id: 'test-session', aboutMe: { isLogged } });
  globalThis.fetch = jest.fn(async () => new Response(body, { headers: { 'content-type': 'application/json' } })) as typeof fetch;
}

/** Mounts a widget into a fresh element and returns queries scoped to its shadow root. */
export async function renderWidget(mount: Mount, props: unknown = {}) {
  const el = document.createElement('div');
  document.body.append(el);
  let unmount: () => void = () => undefined;
  await act(async () => {
    unmount = mount(el, props);
  });
  const shadowRoot = el.querySelector('[data-widget-root]')?.shadowRoot;
  if (!shadowRoot) throw new Error('the widget rendered no shadow root');
  return {
    el,
    shadowRoot,
    view: within(shadowRoot as unknown as HTMLElement),
    unmount: () => act(() => unmount()),
  };
}
