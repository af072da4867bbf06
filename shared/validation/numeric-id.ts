const DIGITS_ONLY = /^\d+$/;

/**
 * SPEC section 5's numeric-id parser: a finite number stays that number, a string of digits only becomes its number,
 * anything else (an empty string, `12a`, ` 7`, `-3`, `1e3`, null, Infinity) is NaN; undefined stays undefined.
 */
export function parseNumericId(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  return typeof value === 'string' && DIGITS_ONLY.test(value) ? Number(value) : Number.NaN;
}
