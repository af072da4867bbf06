// Test helpers for the auth widget's component tests: a real HTTP test server answering the auth API, and the widget mounted as the loader does.
import { API } from '@schaufenster/shared/api';
import { afterAll, afterEach, beforeAll, beforeEach, expect, jest } from '@jest/globals';
import { waitFor, within } from '@testing-library/react';
import { createMount } from '@schaufenster/shared/mount';
import { renderWidget, setupUser, typeInto } from '@schaufenster/shared/mount/testing';
import { stopSession } from '@schaufenster/shared/session';
import { io } from '../../test/shared/fake-time';
import { shownOnly } from '../../test/shared/shown-queries';
import { startTestServer, pointPageAt, type Answer, type ReceivedRequest, type TestServer } from '../../test/shared/test-server';
import { AuthWidget } from './auth-widget';
import { AuthProps } from './props';

/** Answers one API call; gets the request with its parsed JSON body. */
export type Route = (request: ReceivedRequest & { json: Record<string, unknown> }) => Answer;

let server: TestServer;
const routes = new Map<string, Route>();
/** The page's calls still on their way, each until its answer's body has arrived. */
const onTheirWay = new Set<Promise<unknown>>();
const trackingFetches = new WeakSet<typeof fetch>();

/** Wraps the page's fetch so that every call sits in `onTheirWay` until answered; again after a test put another fetch in place. */
function trackCalls(): void {
  const pageFetch = globalThis.fetch;
  if (trackingFetches.has(pageFetch)) return;
  const trackingFetch: typeof fetch = (input, init) => {
    const call = pageFetch(input, init);
    // A clone's body, read to its end: the caller reads its own body as before.
    const answered: Promise<unknown> = call
      .then((response) => response.clone().arrayBuffer())
      .catch(() => undefined)
      .finally(() => onTheirWay.delete(answered));
    onTheirWay.add(answered);
    return call;
  };
  trackingFetches.add(trackingFetch);
  globalThis.fetch = trackingFetch;
}

function parse(body: string): Record<string, unknown> {
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

function dispatch(request: ReceivedRequest): Answer {
  if (request.path === API.session.path) return { status: 200, json: { id: 'test-session', aboutMe: { isLogged: false } } };
  if (request.path === API.csrf.path) return { status: 200, json: {}, headers: { 'x-cs-flow-id': 'flow-1' } };
  const route = routes.get(`${request.method} ${request.path}`);
  return route ? route({ ...request, json: parse(request.body) }) : { status: 404, json: {} };
}

/** Starts the test server for this file, points the page at it, and closes the error modal after each test (renderWidget unmounts the widgets). */
export function useAuthTestServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    server.answer(dispatch);
    pointPageAt(server.url);
  });
  afterAll(async () => {
    // No session reload after the last test (a route change schedules one 50 ms later).
    stopSession();
    // …and let a reload already on its way land before the environment goes: its answer, then one turn to read it.
    await Promise.all(onTheirWay);
    await io();
    await server.close();
  });
  beforeEach(() => {
    trackCalls();
    routes.clear();
    server.requests.length = 0;
    window.scrollTo = jest.fn() as typeof window.scrollTo;
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(async () => {
    await closeErrorModal();
    jest.useRealTimers();
  });
}

/** Lets the server answer `POST /api/...` (method and path) with the route. */
export function answer(call: string, route: Route | Answer): void {
  routes.set(call, typeof route === 'function' ? route : () => route);
}

/** Bodies the API received on this path (any method), in order. */
export function bodiesSentTo(path: string): Record<string, unknown>[] {
  return server.requests.filter((request) => request.path === path).map((request) => parse(request.body));
}

/** Headers of the last call to this path. */
export function lastHeadersOf(path: string): ReceivedRequest['headers'] | undefined {
  return server.requests.filter((request) => request.path === path).at(-1)?.headers;
}

interface RenderOptions {
  mode?: 'page' | 'modal';
  url?: string;
  activationDelayMs?: number;
  /** history.state of the address (where the otp screen keeps its params). */
  historyState?: unknown;
}

/** Mounts the auth widget at an address of the page, with a spy for full navigations and no activation delay unless given. */
export async function renderAuth({ mode = 'page', url = '/authenticate/', activationDelayMs = 0, historyState = null }: RenderOptions = {}) {
  window.history.replaceState(historyState, '', `http://localhost${url}`);
  const navigate = jest.fn<(url: string) => void>();
  const mount = createMount({
    name: 'auth',
    props: AuthProps,
    render: (props) => <AuthWidget mode={props.mode} navigate={navigate} activationDelayMs={activationDelayMs} />,
  });
  // The folded cards keep their forms in the markup (one markup for every width): queries find what is shown.
  const rendered = await renderWidget(mount, { mode });
  return { ...rendered, view: shownOnly(rendered.view), navigate };
}

/** Types a value into the field with this label as a shopper does: click in, select what is there, type over it. */
export async function type(view: ReturnType<typeof within>, label: string, value: string): Promise<void> {
  await typeInto(setupUser(), view.getByLabelText(label), value);
}

/** Clicks an element as a shopper does. */
export async function click(element: HTMLElement): Promise<void> {
  await setupUser().click(element);
}

/** Waits until the assertion holds (the API answers over real sockets). */
export function eventually(assertion: () => void): Promise<void> {
  return waitFor(assertion);
}

/** Queries inside the page layer (the generic error modal and the toasts). */
export function pageLayer() {
  const shadowRoot = document.querySelector('[data-schaufenster-layer] [data-widget-root]')?.shadowRoot;
  if (!shadowRoot) throw new Error('no page layer');
  return shownOnly(within(shadowRoot as unknown as HTMLElement));
}

/** Waits for the generic error modal of SPEC.md section 8, then closes it with Weiter einkaufen. */
export async function expectErrorModal(): Promise<void> {
  await eventually(() => expect(pageLayer().getByRole('heading', { name: 'ES TUT UNS LEID!' })).toBeTruthy());
  await closeErrorModal();
}

/** Whether the generic error modal is open. */
export function errorModalOpen(): boolean {
  return document.querySelector('[data-schaufenster-layer]') !== null && pageLayer().queryByRole('dialog') !== null;
}

async function closeErrorModal(): Promise<void> {
  if (!errorModalOpen()) return;
  await click(pageLayer().getByRole('button', { name: 'Weiter einkaufen' }));
}

/** The page's current address without the origin. */
export function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}
