import { browser } from '@wdio/globals';
import { closeBrowserContext, devTools, openFreshBrowserContext } from './devtools';

/** The spec file whose hooks and tests run now in this worker's session, and since when. */
let current: { file: string; started: number } | undefined;
/** When this worker began (it starts for its session): the first file's time includes the browser's start. */
const workerStarted = Date.now();
/** The browser context of the current file, made for it. */
let browserContext: string | undefined;

/**
 * Called before every hook and test of a session that runs a group of spec files (spec-groups.ts): on the first
 * hook or test of a file, the previous file's time goes to `finished`, and the file gets a browser context of its
 * own, in a new tab: no cookies, no storage, an empty HTTP cache, as a fresh browser would give it. The first file
 * too, so that every file runs alike.
 */
export async function enterSpecFile(file: string | undefined, finished: (file: string, ms: number) => void): Promise<void> {
  if (file === undefined || file === current?.file) return;
  const previous = current;
  current = { file, started: previous ? Date.now() : workerStarted };
  if (previous) finished(previous.file, current.started - previous.started);
  const oldContext = browserContext;
  browserContext = await openFreshBrowserContext();
  const tab = await browser.getWindowHandle();
  // Every tab the previous file left open (a popup, a second window) goes, and the session's first tab, in the browser's own context.
  const tools = await devTools();
  for (const handle of await browser.getWindowHandles()) if (handle !== tab) await tools.send('Target.closeTarget', { targetId: handle });
  if (oldContext) await closeBrowserContext(oldContext);
}

/** Ends the session's last file: its time goes to `finished`. */
export function leaveSpecFile(finished: (file: string, ms: number) => void): void {
  if (current) finished(current.file, Date.now() - current.started);
  current = undefined;
}
