/**
 * Query parameters that carry a secret: a reset link's `cid` and `hash` (SPEC section 4). Whoever reads the
 * address (analytics tags, the page-context headers, a referrer) could otherwise use a live reset link.
 */
export const SECRET_PARAMETERS = ['cid', 'hash'] as const;

/** An absolute address without its secret parameters; anything that is no absolute URL comes back as it was. */
export function withoutSecrets(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!SECRET_PARAMETERS.some((name) => parsed.searchParams.has(name))) return url;
  for (const name of SECRET_PARAMETERS) parsed.searchParams.delete(name);
  return parsed.href;
}
