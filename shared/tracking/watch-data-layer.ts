/**
 * Calls `listener` with each entry pushed into `window.dataLayer` from now on, once the push is done (the data layer
 * has no events of its own: like every tag manager, watch its push). A throwing listener is logged, never breaks the
 * push. Returns the function that stops watching.
 */
export function watchDataLayer(listener: (entry: unknown) => void): () => void {
  try {
    const layer = (window.dataLayer ??= []);
    const push = layer.push;
    const watched = function (this: unknown[], ...entries: unknown[]): number {
      const length = push.apply(this, entries);
      for (const entry of entries) {
        try {
          listener(entry);
        } catch (error) {
          // The tag manager's push must go on whatever a listener does.
          console.error('[schaufenster] a data-layer listener failed', error);
        }
      }
      return length;
    };
    layer.push = watched;
    return () => {
      if (layer.push === watched) layer.push = push;
    };
  } catch {
    return () => undefined;
  }
}
