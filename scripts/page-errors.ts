/** Console errors and uncaught errors of a browser's pages, as they arrive; clear the arrays to start over. */
export interface PageLog {
  consoleErrors: string[];
  uncaught: string[];
}

/**
 * Starts recording the console errors and uncaught errors of every page the browser opens from now on (WebDriver
 * BiDi `log.entryAdded`, which keeps reporting across navigations): for the browser tests and the release smoke test.
 */
export async function watchPageErrors(browser: WebdriverIO.Browser): Promise<PageLog> {
  const seen: PageLog = { consoleErrors: [], uncaught: [] };
  await browser.sessionSubscribe({ events: ['log.entryAdded'] });
  browser.on('log.entryAdded', (entry) => {
    if (entry.type === 'javascript') seen.uncaught.push(entry.text ?? 'uncaught error');
    else if (entry.type === 'console' && entry.level === 'error') seen.consoleErrors.push(entry.text ?? '');
  });
  return seen;
}

/** Takes what the log recorded so far, after a round trip to the browser, so every entry sent before it has arrived. */
export async function takePageErrors(browser: WebdriverIO.Browser, log: PageLog): Promise<PageLog> {
  await browser.getWindowHandle();
  return { consoleErrors: log.consoleErrors.splice(0), uncaught: log.uncaught.splice(0) };
}
