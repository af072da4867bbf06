/** What an origin looks like, for messages about a value that is not one. */
export const ORIGIN_FORM = 'scheme://host[:port], exactly as browsers send it in the Origin header (http or https; no path, not even "/"; no query; no credentials), e.g. https://www.shop.example';

/**
 * Why a value is not an exact origin, or undefined when it is one. CORS compares the Origin header with each entry
 * character for character, so anything a browser never sends (a trailing slash, a path, upper case, a default port)
 * would silently never match, and `null` or `*` would let pages in that nobody named.
 */
export function exactOriginProblem(value: string): string | undefined {
  if (value === 'null') return 'the opaque origin "null" is what sandboxed frames and file: pages send, any of them, so it names no page';
  if (value.includes('*')) return 'a wildcard cannot be allowed with cookies: name each origin';
  if (!value.includes('://')) return 'it has no scheme (http:// or https://)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'it is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `its scheme is ${url.protocol.slice(0, -1)}, not http or https`;
  if (url.username !== '' || url.password !== '') return 'it carries credentials (user@), which no origin has';
  if (url.origin === value) return undefined;
  const rest = value.slice(value.indexOf('://') + 3);
  const spelled = (why: string) => `${why}: write ${url.origin}`;
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(rest)) return spelled('it has a query or fragment');
  if (url.pathname !== '/') return spelled('it has a path');
  if (value.endsWith('/')) return spelled('it has a path ("/", a trailing slash)');
  return spelled('browsers write it differently (lower case, no default port)');
}
