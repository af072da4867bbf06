import { useSyncExternalStore } from 'react';
import { matchesWidth, useServerRender } from '@schaufenster/shared/ssr';

/**
 * Whether a media query matches now, following changes (false where matchMedia is missing). A server render, and
 * the hydration of its HTML, answer for the viewport width the server assumed; the real answer follows at once.
 */
export function useMediaQuery(query: string): boolean {
  const serverRender = useServerRender();
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => serverRender !== undefined && matchesWidth(query, serverRender.viewportWidth),
  );
}
