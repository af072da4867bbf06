// What pages tell beyond their DOM: console errors, uncaught errors, and the page layer's error modal.
import { browser } from '@wdio/globals';
import { readPageMessages, watchPageErrors } from '../../scripts/page-errors';

export type { PageLog } from '../../scripts/page-errors';

/** Starts recording the pages' console errors and uncaught errors (clear the log's arrays to start over). */
export function watchLog() {
  return watchPageErrors(browser);
}

/** Brings every log that `watchLog` started up to date with what the pages logged until now. */
export function readLog(): Promise<void> {
  return readPageMessages(browser);
}

/** The titles of the error modals the page layer shows (SPEC section 8: ES TUT UNS LEID!). */
export function errorModals(): Promise<string[]> {
  return browser.execute(() =>
    [...(document.querySelector('[data-schaufenster-layer] [data-widget-root]')?.shadowRoot?.querySelectorAll('[role="dialog"] h2') ?? [])].map((heading) => heading.textContent ?? ''),
  );
}
