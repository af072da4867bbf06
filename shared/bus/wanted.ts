/**
 * The DOM event by which the bus tells the loader that a command waits for a widget that is not on the page
 * yet (a deferred tag, `data-load`): the loader then fetches the widget that answers it. Dispatched on `window`.
 */
export const WANTED_EVENT = 'schaufenster:wanted';

/** What a wanted event carries: the bus command, and whether it is only likely (hover, focus) or emitted. */
export interface WantedDetail {
  event: string;
  /** True: the command may come soon (intent, e.g. the pointer rests on the account entry); load at low priority. */
  intent: boolean;
}

/** Announces a wanted command to the loader; a no-op outside a browser (unit tests in Node). */
export function announceWanted(detail: WantedDetail): void {
  if (typeof window === 'undefined' || typeof CustomEvent === 'undefined') return;
  window.dispatchEvent(new CustomEvent<WantedDetail>(WANTED_EVENT, { detail }));
}
