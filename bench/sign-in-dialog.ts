// Click on Mein Konto -> the sign-in dialog visible, for a guest (SPEC section 2: the account entry opens the sign-in
// modal when nobody is logged in), on a fresh page whose widgets wait for their first use: the click is that use.
import { median } from './median';
import { waitForIdlePage, waitForSettledTags } from './shopper-wait';
import { benchBrowser } from './timing';

/** Goals: with the auth remote cached by an earlier visit, and with an empty cache. */
export const WARM_DIALOG_GOAL_MS = 300;
export const COLD_DIALOG_GOAL_MS = 1_000;
/** With an empty cache but after the page went idle: within Interaction to Next Paint's "good" (200 ms). */
export const IDLE_DIALOG_GOAL_MS = 200;

/**
 * The median click -> dialog of one page: warm cache, empty cache (the click as soon as the page is whole), empty
 * cache after the page went idle (what a build fetches ahead of use is in); and on how many of the clicks React was in
 * the page before them (run or fetched ahead).
 */
export interface DialogTiming {
  warmMs: number;
  coldMs: number;
  coldIdleMs: number;
  reactBefore: number;
  clicks: number;
}

/** Whether the page has fetched React (react-dom's chunk) yet. */
const reactLoaded = (browser: WebdriverIO.Browser) => browser.execute(() => performance.getEntriesByType('resource').some((entry) => /react-dom/.test(entry.name)));

/** Clicks the header's Mein Konto (a plain click: no hover before it) and measures until the sign-in dialog is painted. */
async function clickToDialog(browser: WebdriverIO.Browser): Promise<{ ms: number; reactBefore: boolean }> {
  await browser.waitUntil(() => browser.execute(() => [...(document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot?.querySelectorAll('button[aria-haspopup="true"]') ?? [])].find((button) => button.textContent?.includes('Mein Konto')) !== undefined), { timeoutMsg: 'the header shows no Mein Konto button' });
  const reactBefore = await reactLoaded(browser);
  const ms = (await browser.execute(
    async () =>
      await new Promise<number>((resolve) => {
        const started = performance.now();
        // The same lookup as above: a script run in the page cannot share a helper with this file.
        ([...(document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot?.querySelectorAll('button[aria-haspopup="true"]') ?? [])].find((button) => button.textContent?.includes('Mein Konto')) as HTMLButtonElement | undefined)?.click();
        const poll = () => {
          const dialog = document.querySelector('[data-widget="auth"] [data-widget-root]')?.shadowRoot?.querySelector('[role="dialog"]');
          if (dialog && dialog.getBoundingClientRect().height > 0) requestAnimationFrame(() => resolve(performance.now() - started));
          else requestAnimationFrame(poll);
        };
        poll();
      }),
  )) as number;
  return { ms, reactBefore };
}

/**
 * Median click -> dialog of each page: cold over a fresh browser each (clicked once the page is whole, and once it went
 * idle), warm over one browser per page (its first visit fills the cache), the pages in turn so the machine's noise
 * hits them alike.
 */
export async function timeDialogs(urls: string[], clicks: number, windowSize: string): Promise<DialogTiming[]> {
  const cold = urls.map(() => [] as number[]);
  const coldIdle = urls.map(() => [] as number[]);
  const warm = urls.map(() => [] as number[]);
  const reactBefore = urls.map(() => 0);
  const sample = async (browser: WebdriverIO.Browser, index: number, into?: number[][], afterIdle = false) => {
    const url = urls[index] ?? '';
    await browser.url(url);
    await waitForSettledTags(browser, url, 0);
    if (afterIdle) await waitForIdlePage(browser, url);
    const click = await clickToDialog(browser);
    if (!into) return;
    into[index]?.push(click.ms);
    if (click.reactBefore) reactBefore[index] = (reactBefore[index] ?? 0) + 1;
  };
  for (let i = 0; i < clicks; i += 1) {
    for (const index of urls.keys()) {
      for (const afterIdle of [false, true]) {
        const browser = await benchBrowser(windowSize);
        try {
          await sample(browser, index, afterIdle ? coldIdle : cold, afterIdle);
        } finally {
          await browser.deleteSession();
        }
      }
    }
  }
  const browsers = await Promise.all(urls.map(() => benchBrowser(windowSize)));
  try {
    // The first visit of each fills its cache and is not counted.
    for (const [index, browser] of browsers.entries()) await sample(browser, index);
    for (let i = 0; i < clicks; i += 1) for (const [index, browser] of browsers.entries()) await sample(browser, index, warm);
  } finally {
    await Promise.all(browsers.map((browser) => browser.deleteSession()));
  }
  return urls.map((_, index) => ({
    warmMs: median(warm[index] ?? []),
    coldMs: median(cold[index] ?? []),
    coldIdleMs: median(coldIdle[index] ?? []),
    reactBefore: reactBefore[index] ?? 0,
    clicks: 3 * clicks,
  }));
}
