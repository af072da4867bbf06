import { currentPageId } from './page-id';
import { withoutSecrets } from './secret-parameters';

/** Reads one value of the page; a failure gives the empty string (SPEC section 8). */
function read(value: () => string | number | undefined | null): string {
  try {
    const result = value();
    return result === undefined || result === null ? '' : encodeURIComponent(String(result));
  } catch {
    return '';
  }
}

/**
 * The page-context headers every call carries (SPEC section 7), URL-encoded: page id, referrer,
 * address, address without query, viewport and screen sizes, title. Addresses go without their secret
 * parameters (a reset link's `cid` and `hash`): the API needs no secret from a header.
 */
export function pageContextHeaders(): Record<string, string> {
  return {
    'x-cs-sys-pi': read(currentPageId),
    'x-cs-sys-rf': read(() => withoutSecrets(document.referrer)),
    'x-cs-sys-ap': read(() => withoutSecrets(location.href)),
    'x-cs-sys-pn': read(() => `${location.origin}${location.pathname}`),
    'x-cs-sys-vw': read(() => window.innerWidth),
    'x-cs-sys-vh': read(() => window.innerHeight),
    'x-cs-sys-sw': read(() => window.screen.width),
    'x-cs-sys-sh': read(() => window.screen.height),
    'x-cs-sys-pt': read(() => document.title),
  };
}
