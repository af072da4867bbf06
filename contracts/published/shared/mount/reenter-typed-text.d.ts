/** Whether an input event enters text typed before hydration again (a search need not wait for more typing then). */
export declare function isReenteredInput(event: Event): boolean;
/**
 * Enters again what the shopper typed or chose in `root` before React hydrated it: a field whose value differs
 * from the one React hydrated it with (its `defaultValue` after hydration), a select whose choice differs from the
 * server's. Called in the hydrating commit, before any re-render can overwrite the fields.
 */
export declare function reenterTypedText(root: ParentNode): void;
