/** Parses a numeric id: a finite number or a digits-only string; anything else is NaN; undefined stays undefined. */
export function parseNumericId(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return Number.NaN;
}

/** Discount-style ratio: 1 when |value| <= 0, 0 at or above `max`, otherwise 1 - value / max. */
export function discountRatio(value: number, max: number): number {
  if (Math.abs(value) <= 0) return 1;
  if (value >= max) return 0;
  return 1 - value / max;
}

/** The default aspect ratio of product images: 3:4. */
export const DEFAULT_ASPECT_RATIO = '3:4';

/** Turns an aspect ratio like `16:9` into a number (16 / 9); anything unreadable gives the 3:4 default. */
export function parseAspectRatio(ratio: string = DEFAULT_ASPECT_RATIO): number {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(ratio.trim());
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return match && height > 0 ? width / height : 3 / 4;
}
