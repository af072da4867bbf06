import { apiBase, apiUrl } from './api-base';

/** An absolute URL for an API path: under the loader's `data-api`, else against the page (and its `<base>`, if any). */
export function resolveUrl(path: string): string {
  const base = apiBase();
  return base ? apiUrl(base, path) : new URL(path, document.baseURI).href;
}

/**
 * The credentials mode of a call: the session cookie goes along to the page's own origin as always, and
 * to an API on another origin too (`include`), which that API must allow with CORS for this page's origin.
 */
export function credentialsFor(url: string): RequestCredentials {
  return new URL(url).origin === window.location.origin ? 'same-origin' : 'include';
}
