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
 * The defaults of a module the registry says nothing of (a registry written before the build recorded them): at once,
 * as every widget loaded before `data-load`. Each module's own come from its contract (`load`, `answers`), which the
 * build writes into props.schema.json and the registry entry of its version (`modules`).
 */
export const EAGER_DEFAULTS: LoadDefaults = { load: 'eager', answers: [] };
