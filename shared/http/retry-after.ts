/** Delta-seconds of RFC 9110: digits only. */
const SECONDS = /^\d+$/;

/** Every form of an HTTP date names its month (`06 Nov 1994`, `06-Nov-94`, `Nov  6`): Date.parse alone takes `1.5` for a date. */
const MONTH_NAME = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

/**
 * The wait a `Retry-After` header asks for (RFC 9110 section 10.2.3), in milliseconds from `now`: delta-seconds or an
 * HTTP date (a date past is no wait). Undefined without the header or for a value that is neither.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (SECONDS.test(value)) return Number(value) * 1000;
  const date = MONTH_NAME.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
