// When a tag's remote is fetched at all (`data-load`): small enough for the loader, which has no schema library.

/** The load strategies a tag can name in `data-load`, in the order the catalog lists them. */
export const LOAD_STRATEGIES = ['eager', 'visible', 'idle', 'interaction'] as const;

/**
 * eager: at once; visible: as the tag scrolls near the viewport; idle: when the browser has nothing else to do;
 * interaction: on the first pointerdown, focus or key inside the tag, or a bus command the widget answers.
 */
export type LoadStrategy = (typeof LOAD_STRATEGIES)[number];

/** Tells whether a string names a load strategy. */
export function isLoadStrategy(value: string): value is LoadStrategy {
  return (LOAD_STRATEGIES as readonly string[]).includes(value);
}

/** What the loader must know of a widget before its remote is fetched: its default strategy and the commands it answers. */
export interface LoadDefaults {
  load: LoadStrategy;
  /** Bus commands (queued ones, shared/bus/events.ts) whose emission fetches a deferred tag of this widget. */
  answers: readonly string[];
}

/**
 * Each widget's default, by tag name (the contracts repeat it for the catalog; a test keeps both equal). The
 * sign-in modal waits for `auth:open`; the address forms and the password change sit below the fold.
 */
export const LOAD_DEFAULTS: Readonly<Record<string, LoadDefaults>> = {
  header: { load: 'eager', answers: [] },
  search: { load: 'eager', answers: [] },
  minicart: { load: 'eager', answers: ['minicart:open'] },
  'minicart/buy-button': { load: 'eager', answers: [] },
  auth: { load: 'interaction', answers: ['auth:open'] },
  'auth/password-change': { load: 'visible', answers: [] },
  address: { load: 'visible', answers: [] },
  'address/checkout': { load: 'eager', answers: [] },
};

/** A widget's defaults; a widget the list does not know loads eagerly, as every widget did before `data-load`. */
export function loadDefaults(widget: string): LoadDefaults {
  return LOAD_DEFAULTS[widget] ?? { load: 'eager', answers: [] };
}
