type Listener = () => void;

const listeners = new Set<Listener>();
let width = 1280;

function matches(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * Sets the viewport width that `window.matchMedia` answers for (jsdom has no layout); min-width and
 * max-width queries are understood, and listeners hear the change. Widgets lay out by their boxes: tests set a
 * phone's or a desktop's window to show that nothing a widget renders depends on it.
 */
export function setViewportWidth(next: number): void {
  width = next;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: matches(query),
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  for (const listener of [...listeners]) listener();
}
