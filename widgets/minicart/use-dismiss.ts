import { useEffect, type RefObject } from 'react';

/** Calls `onDismiss` on a press outside `container` while `active` (shadow DOM aware: it reads the composed path). */
export function useDismissOnOutsidePress(container: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: Event) => {
      if (container.current && !event.composedPath().includes(container.current)) onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [container, active, onDismiss]);
}
