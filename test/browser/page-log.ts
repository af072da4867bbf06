// What pages tell beyond their DOM: console errors, uncaught errors, and the page layer's error modal.
import { browser } from '@wdio/globals';

/** Console errors and uncaught errors of the pages from now on (WebDriver BiDi); clear the arrays to start over. */
export interface PageLog {
  consoleErrors: string[];
  uncaught: string[];
}

/** Starts recording the pages' console errors and uncaught errors. */
export async function watchLog(): Promise<PageLog> {
  const seen: PageLog = { consoleErrors: [], uncaught: [] };
  await browser.sessionSubscribe({ events: ['log.entryAdded'] });
  browser.on('log.entryAdded', (entry) => {
    if (entry.type === 'javascript') seen.uncaught.push(entry.text ?? 'uncaught error');
    else if (entry.type === 'console' && entry.level === 'error') seen.consoleErrors.push(entry.text ?? '');
  });
  return seen;
}

/** The titles of the error modals the page layer shows (SPEC section 8: ES TUT UNS LEID!). */
export function errorModals(): Promise<string[]> {
  return browser.execute(() =>
    [...(document.querySelector('[data-schaufenster-layer] [data-widget-root]')?.shadowRoot?.querySelectorAll('[role="dialog"] h2') ?? [])].map((heading) => heading.textContent ?? ''),
  );
}
