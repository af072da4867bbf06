import { type RefObject, useCallback, useSyncExternalStore } from 'react';
import { isWidgetAtLeast } from './widget-container';

/**
 * Whether the widget around `ref` is at least `minPx` wide, following its box. The server and the hydration of its
 * HTML answer false (the narrow layout), the browser its real answer right after: only for what does not move
 * anything on screen (an ARIA state, whether hover opens a dropdown), never for markup the layout shows.
 */
export function useWidgetAtLeast(ref: RefObject<Element | null>, minPx: number): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const el = ref.current;
      if (!el || typeof ResizeObserver === 'undefined') {
        queueMicrotask(onChange);
        return () => undefined;
      }
      const observer = new ResizeObserver(onChange);
      observer.observe(el.closest('[data-widget-container]') ?? el);
      return () => observer.disconnect();
    },
    [ref],
  );
  return useSyncExternalStore(
    subscribe,
    () => (ref.current ? isWidgetAtLeast(ref.current, minPx) : false),
    () => false,
  );
}
