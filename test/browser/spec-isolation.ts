import { browser } from '@wdio/globals';

/** The spec file whose hooks and tests run now in this worker's session, and since when. */
let current: { file: string; started: number } | undefined;
/** When this worker began (it starts for its session): the first file's time includes the browser's start. */
const workerStarted = Date.now();
/** The browser context of the current file, made for it. */
let userContext: string | undefined;

/**
 * Called before every hook and test of a session that runs a group of spec files (spec-groups.ts): on the first
 * hook or test of a file, the previous file's time goes to `finished`, and the file gets a browser context of its
 * own, in a new tab: no cookies, no storage, an empty HTTP cache, as a fresh browser would give it. The first file
 * too, so that every file runs alike, and the browser's default context never holds a cookie: webdriverio's cookie
 * commands look there first (a BiDi storage partition without a context is the default one) and, finding none, act
 * on the current tab.
 */
export async function enterSpecFile(file: string | undefined, finished: (file: string, ms: number) => void): Promise<void> {
  if (file === undefined || file === current?.file) return;
  const previous = current;
  current = { file, started: previous ? Date.now() : workerStarted };
  if (previous) finished(previous.file, current.started - previous.started);
  const oldContext = userContext;
  userContext = (await browser.browserCreateUserContext({})).userContext;
  const { context: tab } = await browser.browsingContextCreate({ type: 'tab', userContext });
  await browser.switchToWindow(tab);
  // Every tab the previous file left open goes with its context (a popup, a second window); the first context is the browser's own.
  for (const handle of await browser.getWindowHandles()) if (handle !== tab) await browser.browsingContextClose({ context: handle });
  if (oldContext) await browser.browserRemoveUserContext({ userContext: oldContext });
}

/** Ends the session's last file: its time goes to `finished`. */
export function leaveSpecFile(finished: (file: string, ms: number) => void): void {
  if (current) finished(current.file, Date.now() - current.started);
  current = undefined;
}
