// Test helpers for widget component tests: mount a widget the way the loader does, query inside its shadow
// root, act as a shopper with user-event, and unmount every widget after each test.
import { act } from 'react';
import { afterEach, jest } from '@jest/globals';
import { within } from '@testing-library/dom';
// Importing it wraps testing-library's events (and so user-event's) in React's act().
import '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { deepActiveElement } from '../ui/deep-active-element';
import type { Mount } from './create-mount';
import { renderToString } from 'react-dom/server';
import { ServerRenderContext, type ServerSnapshot } from '../ssr/render-context';

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

/**
 * Moves the focus out of a shadow root before user-event moves it to another element there. jsdom does not
 * let the focus event of a move inside one shadow root reach the document, where user-event prepares a field
 * for typing; unprepared, React never hears the typed text. A browser blurs the old field all the same.
 */
function leaveFocusedElement(target: unknown): void {
  const active = deepActiveElement();
  if (active instanceof HTMLElement && active !== target && active.getRootNode() instanceof ShadowRoot) act(() => active.blur());
}

/** A shopper's hands: user-event, moving the fake clock along whenever the test runs on one. */
export function setupUser(): UserEvent {
  const user = userEvent.setup({ advanceTimers: async (ms) => (fakeTimersOn() ? void (await jest.advanceTimersByTimeAsync(ms)) : undefined) });
  return {
    ...user,
    click: (element, ...rest) => {
      leaveFocusedElement(element);
      return user.click(element, ...rest);
    },
    dblClick: (element, ...rest) => {
      leaveFocusedElement(element);
      return user.dblClick(element, ...rest);
    },
    tripleClick: (element, ...rest) => {
      leaveFocusedElement(element);
      return user.tripleClick(element, ...rest);
    },
    type: (element, ...rest) => {
      leaveFocusedElement(element);
      return user.type(element, ...rest);
    },
    selectOptions: (element, ...rest) => {
      leaveFocusedElement(element);
      return user.selectOptions(element, ...rest);
    },
  };
}

/**
 * Types a text into a field as a shopper does: clicks in, selects what is there and types over it ('' deletes it).
 * (user-event's `clear` cannot focus a field inside a shadow root, so the selection does its work.)
 */
export async function typeInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  const length = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value.length : 0;
  // user-event reads `{` and `[` as key names; doubled, they are typed as they are.
  const keys = text === '' ? '{Backspace}' : text.replace(/[{[]/g, '$&$&');
  await user.type(field, keys, { initialSelectionStart: 0, initialSelectionEnd: length });
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
  // Synchronous all through, so a test that does not await it leaves no act() open behind it.
  const unmount = async (): Promise<void> => {
    if (!mounted.delete(unmount)) return;
    act(() => unmountWidget());
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

/**
 * A widget as the server build renders it (shared/mount/server-render) into a tag as the page has it: the HTML, the tag
 * and its shadow root. Without the styles the render made: jsdom keeps a style it computed in a shadow root after an
 * attribute it depends on changed (a hidden dialog opened), which a real browser does not.
 */
export function serverRenderedWidget(widget: string, mount: Mount, props: unknown, snapshot: ServerSnapshot = { busValues: {} }) {
  // goober, seeing jsdom's window, writes its styles to elements only.
  const styleTarget = document.createElement('div').attachShadow({ mode: 'open' });
  const html = renderToString(<ServerRenderContext.Provider value={{ ...snapshot, styleTarget }}>{mount.content(props)}</ServerRenderContext.Provider>);
  const el = serverRenderedTag(widget, html, snapshot);
  return { html, el, root: el.querySelector('[data-widget-root]')?.shadowRoot as ShadowRoot };
}

/** A tag as the page's server writes it: the widget root with the snapshot (`snapshot` adds to it), its shadow root holding `html`. */
export function serverRenderedTag(widget: string, html: string, snapshot: Partial<ServerSnapshot> = {}): HTMLElement {
  const el = document.createElement('div');
  const host = document.createElement('div');
  host.setAttribute('data-widget-root', widget);
  host.setAttribute('data-server-render', JSON.stringify({ busValues: {}, ...snapshot }));
  // What the browser makes of `<template shadowrootmode="open">`.
  host.attachShadow({ mode: 'open' }).innerHTML = html;
  el.append(host);
  document.body.append(el);
  return el;
}
