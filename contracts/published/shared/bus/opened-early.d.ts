import type { BusEventName } from './events.js';
/**
 * The attribute by which a widget's server HTML marks a closed dialog (rendered `hidden`) that a bus command opens:
 * the search overlay, `search:open`. A click on a control that anticipates the command (`data-anticipates`) then
 * opens it at once, while both widgets still hydrate (the loader, openEarly); the widget, hydrated, finds it open
 * and takes it over with what the shopper typed into it.
 */
export declare const OPENED_BY_ATTRIBUTE = "data-opened-by";
/** The attribute, for a widget's JSX: `<div hidden={!open} {...openedBy('search:open')}>`. */
export declare function openedBy(event: BusEventName): Record<typeof OPENED_BY_ATTRIBUTE, BusEventName>;
/**
 * Opens the closed dialogs in `root` that `command` opens and moves the focus into the first of them (its first
 * field, button or link), remembering `opener` for the focus to return to when it closes. Says whether it opened any.
 */
export declare function openEarly(root: ParentNode, command: string, opener: HTMLElement): boolean;
/** Closes again the dialogs opened early in `root` (its widget failed: nothing else would close them), focus back on their opener. */
export declare function closeOpenedEarly(root: ParentNode): void;
/** The control `dialog` was opened early from, once (the widget that took it over returns the focus there on closing). */
export declare function takeEarlyOpener(dialog: Element): HTMLElement | undefined;
