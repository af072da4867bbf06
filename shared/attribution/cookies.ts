/**
 * Reads `document.cookie` into a name -> decoded value map; throws when the cookie jar is unreadable
 * so callers decide what an unreadable jar means for them.
 */
export function readCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    // The first cookie of a name is the most specific path; later duplicates must not override it.
    if (name && !cookies.has(name)) cookies.set(name, decodeValue(pair.slice(separator + 1).trim()));
  }
  return cookies;
}

// Third-party tags write raw values that may contain a stray `%`; keep those as written.
function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
