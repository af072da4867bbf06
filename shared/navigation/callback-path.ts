// Where a login may send the browser back to (`callbackPath`, SPEC.md section 4): a path of the shop, never
// anywhere else. Used by the auth widget before `location.assign` and by the server when it builds login links.

/**
 * C0 control characters and DEL, which browsers drop from a URL before resolving it (`/\t/evil.example`
 * becomes `//evil.example`), and the backslash, which http(s) URLs read as a slash (`/\evil.example`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** The spec's rule (SPEC.md section 4): a callback containing /authenticate or http is not followed, in any case. */
const SPEC_REFUSED = /\/authenticate|http/i;

/** How often a value is percent-decoded to see what it hides; a value still changing after that is refused. */
const MAX_DECODE_ROUNDS = 4;

/** The value and each of its percent-decodings until nothing changes; null when one is malformed or they never settle. */
function decodings(value: string): string[] | null {
  const forms = [value];
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(forms[forms.length - 1] ?? '');
    } catch {
      return null;
    }
    if (decoded === forms[forms.length - 1]) return forms;
    forms.push(decoded);
  }
  return null;
}

/** A path of the site itself: one slash first, never two (`//host` and `/\host` name another host). */
function isSitePath(form: string): boolean {
  return form.startsWith('/') && !form.startsWith('//') && !FORBIDDEN_CHARACTERS.test(form) && !SPEC_REFUSED.test(form);
}

/**
 * The path (with query and hash) a login may go back to, or null when `callbackPath` is missing or could
 * leave `origin`. The value and every percent-decoding of it must be a plain site path (no control
 * characters, no backslash, no `//` first, nothing the spec refuses), it must resolve on `origin`, and
 * so must the normalized path returned (`/a/..//host` normalizes to `//host`).
 */
export function safeCallbackPath(callbackPath: string | null | undefined, origin: string): string | null {
  if (!callbackPath) return null;
  const forms = decodings(callbackPath);
  if (!forms?.every(isSitePath)) return null;
  const base = new URL(origin);
  const url = new URL(callbackPath, base);
  if (url.origin !== base.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const decodedPath = decodings(path);
  return decodedPath?.every(isSitePath) ? path : null;
}
