/** The Prioritized Task Scheduling API's `scheduler.yield` (Chromium 129+), where the browser has it. */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the main thread: the loader's start is cut into tasks short enough that the browser
 * paints and answers the shopper's input between them (a task over 50 ms counts as blocking). `scheduler.yield`
 * continues before other queued work; elsewhere a timer does.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
