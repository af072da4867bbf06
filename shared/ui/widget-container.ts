/**
 * The query container every widget root establishes inside its shadow root: a widget's breakpoints are the width
 * the theme gives its tag, not the window's, so one server HTML fits any column on any screen.
 */
export const WIDGET_CONTAINER = 'widget';

/** A container query that applies from `minPx` of the widget's own width on. */
export function fromWidgetWidth(minPx: number): string {
  return `@container ${WIDGET_CONTAINER} (width >= ${minPx}px)`;
}

/** A container query that applies while the widget's own width stays below `minPx`. */
export function belowWidgetWidth(minPx: number): string {
  return `@container ${WIDGET_CONTAINER} (width < ${minPx}px)`;
}

/**
 * Whether the widget around `el` is at least `minPx` wide, read in the browser when a behaviour (not the markup)
 * depends on the layout, e.g. a dropdown that opens on hover only in the wide layout.
 */
export function isWidgetAtLeast(el: Element, minPx: number): boolean {
  const root = el.closest(`[data-widget-container]`);
  return (root ?? el).getBoundingClientRect().width >= minPx;
}
