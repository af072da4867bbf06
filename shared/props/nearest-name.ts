/** Edits from `a` to `b`: insertions, deletions, substitutions and swaps of neighbours (`hedaer` is one from `header`). */
function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  const distances: number[] = [];
  const at = (i: number, j: number) => distances[i * width + j] ?? Infinity;
  for (let i = 0; i <= a.length; i++) {
    for (let j = 0; j <= b.length; j++) {
      let best = i === 0 || j === 0 ? i + j : Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      distances[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The known name a typo most likely meant: the closest within one edit per three letters; undefined when none is that close. */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(name.length / 3));
  let nearest: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && (!nearest || distance < nearest.distance)) nearest = { name: candidate, distance };
  }
  return nearest?.name;
}
