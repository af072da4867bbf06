import ky from 'ky';
import { SESSION_ROUTES } from '@schaufenster/shared/api/session-routes';
import { CSRF_HEADERS } from './constants';
import { pageContextHeaders } from './page-context';
import { credentialsFor, resolveUrl } from './resolve-url';

let flow: Promise<Record<string, string>> | undefined;

async function fetchFlow(): Promise<Record<string, string>> {
  const url = resolveUrl(SESSION_ROUTES.csrf.path);
  // Across origins the API must expose these headers (Access-Control-Expose-Headers), or they read as empty.
  const response = await ky.get(url, { headers: pageContextHeaders(), retry: 0, credentials: credentialsFor(url) });
  const headers: Record<string, string> = {};
  for (const name of CSRF_HEADERS) headers[name] = response.headers.get(name) ?? '';
  return headers;
}

/** The CSRF flow headers (flow id and geo headers of GET /api/s/c/), fetched once per page and shared. */
export function csrfHeaders(): Promise<Record<string, string>> {
  flow ??= fetchFlow().catch((error: unknown) => {
    flow = undefined;
    throw error;
  });
  return flow;
}

/** Forgets the flow, so the next call that needs it asks again (after the API called it stale). */
export function resetCsrfFlow(): void {
  flow = undefined;
}
