/** The load strategies a tag can name in `data-load`, in the order the catalog lists them. */
export declare const LOAD_STRATEGIES: readonly ["eager", "visible", "idle", "interaction"];
/**
 * eager: at once; visible: as the tag scrolls near the viewport; idle: when the browser has nothing else to do;
 * interaction: on the first pointerdown, focus or key inside the tag, or a bus command the widget answers.
 */
export type LoadStrategy = (typeof LOAD_STRATEGIES)[number];
/** Tells whether a string names a load strategy. */
export declare function isLoadStrategy(value: string): value is LoadStrategy;
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
export declare const EAGER_DEFAULTS: LoadDefaults;
