import { useMemo } from 'react';
import { css } from 'goober';
import { useShadowRoot } from 'react-shadow';

/** The goober `css` function bound to the current widget's shadow root, so styles never land in document.head. */
export function useCss(): typeof css {
  const shadowRoot = useShadowRoot();
  if (!shadowRoot) throw new Error('useCss() must be called inside a widget rendered by createMount()');
  return useMemo(() => css.bind({ target: shadowRoot }), [shadowRoot]);
}
