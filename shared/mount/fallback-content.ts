/** The fallback HTML a CMS put into a widget's tag, kept so that it can come back when the widget fails. */
export interface FallbackContent {
  /** Whether the tag holds anything a shopper sees (an element or text; comments and blanks do not count). */
  readonly visible: boolean;
  /** Puts the fallback nodes back into the tag, after whatever React left there. */
  restore(): void;
}

/**
 * Takes note of a tag's fallback before React's first commit empties the tag. The nodes themselves are kept
 * (not copies), so a CMS script's listeners on them still work when they come back.
 */
export function keepFallback(el: HTMLElement): FallbackContent {
  const nodes = [...el.childNodes];
  const visible = nodes.some((node) => node.nodeType === Node.ELEMENT_NODE || (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== ''));
  return {
    visible,
    restore: () => el.append(...nodes.filter((node) => node.parentNode !== el)),
  };
}
