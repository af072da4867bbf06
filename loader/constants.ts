/** How long a widget may take from its first request to a finished mount before it fails alone. */
export const DEFAULT_WIDGET_TIMEOUT_MS = 5_000;

/** How long the shared-scope setup waits for the other first entries once one has arrived. */
export const SHARING_GRACE_MS = 1_000;

/**
 * The states a widget tag goes through, as written to `data-widget-state`; `deferred`: its `data-load` trigger
 * has not come yet, nothing of its remote is fetched and its fallback shows.
 */
export type WidgetState = 'deferred' | 'loading' | 'mounted' | 'failed' | 'invalid-props';

/** Event dispatched (bubbling) on a tag whenever its state changes; detail: { widget, state }. */
export const WIDGET_STATE_EVENT = 'schaufenster:widget-state';

/** Prefix of every console message from the loader. */
export const LOG_PREFIX = '[schaufenster]';

/**
 * Performance mark of the fetch ahead of use (idle-prefetch.ts), once it is done: its detail says how many files it
 * fetched (`{ files }`), or why it fetched none (`{ skipped: 'save-data' }`).
 */
export const READY_AHEAD_MARK = 'schaufenster:ready-ahead';
