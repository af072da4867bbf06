/** A widget tag on a demo page: its `data-widget` and, where one remote places several kinds, props the tag carries. */
export interface SmokeTag {
    /** The tag's `data-widget`, e.g. `search` or `minicart/buy-button`. */
    widget: string;
    /** Top-level props the tag's own props must have, each equal as JSON (`{ mode: 'modal' }`); absent: any tag of that name. */
    props?: Readonly<Record<string, unknown>>;
}
/** An element in a tag's shadow root: the first shown one the selector matches that contains the text, if one is given. */
export interface SmokeTarget {
    css: string;
    /** A text the element contains; take it from the widget's `texts.ts`, so a changed text changes the test too. */
    text?: string;
    /** The tag whose shadow root holds the element (another widget the shopper uses first, e.g. the header's button); default: the interaction's tag. */
    in?: SmokeTag;
}
/** One thing the shopper does; each waits until its target is shown first. */
export type SmokeAction = {
    click: SmokeTarget;
} | {
    hover: SmokeTarget;
} | {
    type: string;
    into: SmokeTarget;
};
/**
 * One interaction: on every demo page where its tag stands (and the tags its targets name), after the widgets have
 * mounted, the actions in order, then the expected result must show within the smoke test's timeout, without a
 * console error, an uncaught error or the widget failing. Short and deterministic on the seeded demo catalog.
 */
export interface SmokeInteraction {
    /** What the shopper does, as the release's refusal names it: "type a query and see its hits". */
    name: string;
    tag: SmokeTag;
    actions: readonly SmokeAction[];
    expect: SmokeTarget;
}
/** A remote's interactions, each run on its own fresh page load. */
export type SmokeInteractions = readonly SmokeInteraction[];
