import { UNSAFE_URL_CHARACTERS } from '../../server-kit/http/unsafe-url-characters';

/** What a product path pattern (`PRODUCT_PATH`) writes a product's slug as. */
export const SLUG_PLACEHOLDER = '{slug}';

/** The demo's own product pages, which it serves whatever PRODUCT_PATH says. */
export const DEMO_PRODUCT_PATH = '/p/{slug}/';

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * Why a product path pattern cannot be used, or undefined when it can: it needs `{slug}` and must be a path on
 * the page's own origin (one leading `/`: `//host` would name another host) or an absolute http(s) URL with the
 * slug in its path, query or fragment.
 */
export function productPathProblem(pattern: string): string | undefined {
  if (!pattern.includes(SLUG_PLACEHOLDER)) return `it must contain ${SLUG_PLACEHOLDER}, where the product's slug goes`;
  if (UNSAFE_URL_CHARACTERS.test(pattern)) return 'it must not contain spaces, control characters or backslashes';
  if (pattern.startsWith('/')) return pattern.startsWith('//') ? 'a path starts with one "/" ("//" names another host)' : undefined;
  if (!ABSOLUTE_URL.test(pattern)) return 'it must be a path starting with "/" or an absolute http(s) URL';
  let one: URL;
  let other: URL;
  try {
    one = new URL(productPath('a', pattern));
    other = new URL(productPath('b', pattern));
  } catch {
    return 'it is not a valid URL';
  }
  if (one.username !== '' || one.password !== '') return 'it must not carry credentials';
  // The slug belongs to the path (or query): in the host it would send every product to another site.
  if (one.origin !== other.origin) return `${SLUG_PLACEHOLDER} must be in the path, not in the host`;
  return undefined;
}

/** The path (or URL) of a product's page: every `{slug}` of the pattern replaced by the slug. */
export function productPath(slug: string, pattern: string = DEMO_PRODUCT_PATH): string {
  return pattern.replaceAll(SLUG_PLACEHOLDER, encodeURIComponent(slug));
}
