import { FOCUSABLE } from '../html/focusable';
import type { BusEventName } from './events';

/**
 * The attribute by which a widget's server HTML marks a closed dialog (rendered `hidden`) that a bus command opens:
 * the search overlay, `search:open`. A click on a control that anticipates the command (`data-anticipates`) then
 * opens it at once, while both widgets still hydrate (the loader, openEarly); the widget, hydrated, finds it open
 * and takes it over with what the shopper typed into it.
 */
export const OPENED_BY_ATTRIBUTE = 'data-opened-by';

/** The attribute, for a widget's JSX: `<div hidden={!open} {...openedBy('search:open')}>`. */
export function openedBy(event: BusEventName): Record<typeof OPENED_BY_ATTRIBUTE, BusEventName> {
  return { [OPENED_BY_ATTRIBUTE]: event };
}

/** The controls the dialogs opened early were opened from (this module is one for the page: the loader shares it). */
const openers = new WeakMap<Element, HTMLElement>();

/**
 * Opens the closed dialogs in `root` that `command` opens and moves the focus into the first of them (its first
 * field, button or link), remembering `opener` for the focus to return to when it closes. Says whether it opened any.
 */
export function openEarly(root: ParentNode, command: string, opener: HTMLElement): boolean {
  const dialogs = [...root.querySelectorAll<HTMLElement>(`[${OPENED_BY_ATTRIBUTE}][hidden]`)].filter((dialog) => dialog.getAttribute(OPENED_BY_ATTRIBUTE) === command);
  for (const dialog of dialogs) {
    dialog.hidden = false;
    openers.set(dialog, opener);
  }
  dialogs[0]?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  return dialogs.length > 0;
}

/** Closes again the dialogs opened early in `root` (its widget failed: nothing else would close them), focus back on their opener. */
export function closeOpenedEarly(root: ParentNode): void {
  for (const dialog of root.querySelectorAll<HTMLElement>(`[${OPENED_BY_ATTRIBUTE}]:not([hidden])`)) {
    const opener = takeEarlyOpener(dialog);
    if (!opener) continue;
    dialog.hidden = true;
    opener.focus();
  }
}

/** The control `dialog` was opened early from, once (the widget that took it over returns the focus there on closing). */
export function takeEarlyOpener(dialog: Element): HTMLElement | undefined {
  const opener = openers.get(dialog);
  openers.delete(dialog);
  return opener;
}
