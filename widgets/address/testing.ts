// Test helpers of the address remote: a shop API on a real test server, and reading fields inside the shadow root.
import { API } from '@schaufenster/shared/api';
import type { BoundFunctions, queries } from '@testing-library/dom';
import { setupUser, typeInto } from '@schaufenster/shared/mount/testing';
import { startTestServer, pointPageAt, type Answer, type ReceivedRequest, type TestServer } from '../../test/shared/test-server';

/** Queries of a rendered widget's shadow root. */
export type View = BoundFunctions<typeof queries>;

/** The shop API of a test file: a logged-in session, and `handle` for every other call. */
export interface TestApi {
  server: TestServer;
  handle(handler: (request: ReceivedRequest) => Answer): void;
  /** What GET /api/s/ answers from now on. */
  setLogged(isLogged: boolean): void;
  /** The calls of one method and path received so far, with parsed bodies. */
  calls(method: string, path: string): unknown[];
}

/** Starts the test API and points the page at it; the session says logged in unless told otherwise. */
export async function startTestApi({ isLogged = true } = {}): Promise<TestApi> {
  const server = await startTestServer();
  pointPageAt(server.url);
  let logged = isLogged;
  const api: TestApi = {
    server,
    setLogged(next) {
      logged = next;
    },
    handle(handler) {
      server.answer((request) => (request.path === API.session.path ? { status: 200, json: { id: 'test-session', aboutMe: { isLogged: logged } } } : handler(request)));
    },
    calls: (method, path) =>
      server.requests.filter((request) => request.method === method && request.path === path).map((request) => (request.body ? JSON.parse(request.body) : undefined)),
  };
  api.handle(() => ({ status: 404, json: { message: 'Not Found' } }));
  return api;
}

/** Types a value into a labelled field (or chooses it in a select) and leaves the field, as a shopper does; leaving marks it touched. */
export async function fill(view: View, label: string, value: string): Promise<void> {
  const user = setupUser();
  const field = view.getByLabelText(label);
  if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
  else await typeInto(user, field, value);
  await user.click(document.body);
}

/** Clicks an element as a shopper does. */
export async function click(element: HTMLElement): Promise<void> {
  await setupUser().click(element);
}

/** The error message a labelled field is described by (aria-describedby; '' when none). */
export function errorOf(view: View, label: string): string {
  const field = view.getByLabelText(label);
  const root = field.getRootNode() as ShadowRoot;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => root.getElementById(id))
    .filter((element) => element?.classList.contains('error'))
    .map((element) => element?.textContent ?? '')
    .join('');
}

/** Whether a labelled field carries the done mark. */
export function isDone(view: View, label: string): boolean {
  return view.getByLabelText(label).closest('.field')?.hasAttribute('data-done') ?? false;
}
