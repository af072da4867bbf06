/** Who waits for the API to answer again: each is told once. */
const waiting = new Set<() => void>();

/**
 * Calls `listener` once, at the next answer the API gives any call of the page (the shared runtime is one per page):
 * a widget that shows an outage message loads again then, so the message clears without a reload. Returns the
 * function that stops waiting (a widget that unmounts).
 */
export function whenApiAnswers(listener: () => void): () => void {
  waiting.add(listener);
  return () => {
    waiting.delete(listener);
  };
}

/** Tells everyone waiting that a call got its answer (request() calls it on every success). */
export function noteApiAnswered(): void {
  if (waiting.size === 0) return;
  const told = [...waiting];
  waiting.clear();
  for (const listener of told) listener();
}
