/**
 * Whether a media query holds at a viewport width, for the width-only queries the widgets use (`(min-width: 992px)`,
 * `(max-width: 991px)`, joined by `and`); any other feature counts as not matching, like matchMedia's absence.
 */
export function matchesWidth(query: string, width: number): boolean {
  const features = query.split(/\s+and\s+/i);
  return features.every((feature) => {
    const match = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/i.exec(feature.trim());
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1]?.toLowerCase() === 'min' ? width >= limit : width <= limit;
  });
}
