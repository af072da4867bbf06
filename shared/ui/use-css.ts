import { useMemo } from 'react';
import { css } from 'goober';
import { useShadowRoot } from 'react-shadow';
import { useServerRender } from '@schaufenster/shared/ssr';

/**
 * The goober `css` function bound to the current widget's shadow root, so styles never land in document.head;
 * on the server bound to the render's own sheet, whose CSS goes into the declarative shadow root.
 */
export function useCss(): typeof css {
  const shadowRoot = useShadowRoot();
  const serverRender = useServerRender();
  const target = serverRender?.styleTarget ?? shadowRoot;
  if (!target) throw new Error('useCss() must be called inside a widget rendered by createMount()');
  // goober's types name elements only; on the server it writes to any object with `data` (its own sheet has that shape).
  return useMemo(() => css.bind({ target: target as ShadowRoot }), [target]);
}
