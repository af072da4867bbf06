/** The product images' aspect ratio when nothing else is said (SPEC section 9): 3:4, portrait. */
const DEFAULT_ASPECT_RATIO = '3:4';

const WIDTH_TO_HEIGHT = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/;

/**
 * SPEC section 9's aspect ratio as width over height: `16:9` -> 16 / 9; missing, malformed or zero -> 3 / 4.
 * @internal the widgets take it through imageSize; exported for its table test
 */
export function aspectRatio(value: string | undefined = DEFAULT_ASPECT_RATIO): number {
  const [, width, height] = WIDTH_TO_HEIGHT.exec(value.trim()) ?? [];
  const ratio = Number(width) / Number(height);
  return ratio > 0 && Number.isFinite(ratio) ? ratio : 3 / 4;
}

/** An image's `width`/`height` attributes for its aspect ratio, so the browser reserves its box before it loads (no layout shift). */
export function imageSize(value: string | undefined, width: number): { width: number; height: number } {
  return { width, height: Math.round(width / aspectRatio(value)) };
}
