/** What the loader hands `mount(el, props, hooks)` to learn how the widget's rendering went. */
export interface MountHooks {
    /** Called once, after the widget's first commit: it is in the page now. */
    rendered(): void;
    /** Called when the widget fails while rendering, at its first render or later: its tag counts as failed. */
    failed(error: Error): void;
}
/**
 * The property a mount function carries when it calls its hooks. A remote built before render reports has a
 * mount without it; the loader then counts the widget as mounted as soon as `mount` returns, as it always did.
 */
export declare const REPORTS_RENDER = "reportsRender";
/**
 * The attribute the loader sets on a control whose press it holds while the widget hydrates (its server HTML looked
 * ready), until it hands the press over: the widget's base style shows it pressed at once.
 */
export declare const HELD_ATTRIBUTE = "data-held";
