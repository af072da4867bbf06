// Click on Mein Konto -> the sign-in dialog visible, for a guest (SPEC section 2: the account entry opens the sign-in
// modal when nobody is logged in), on a fresh page whose widgets wait for their first use: the click is that use.
import { answeredAt, firstInteractionCost, type InteractionCost, PHONE_CPU_SLOWDOWN, PHONE_ROUND_TRIP_MS, throttleCpu, throttleNetwork, watchForAnswer, watchInteractions } from './interaction-watch';
import { median } from './median';
import { waitForIdlePage, waitForSettledTags } from './shopper-wait';
import { benchBrowser } from './timing';

/** Goals: with the auth remote cached by an earlier visit, and with an empty cache. */
export const WARM_DIALOG_GOAL_MS = 300;
export const COLD_DIALOG_GOAL_MS = 1_000;
/** With an empty cache but after the page went idle: within Interaction to Next Paint's "good" (200 ms); at a phone's CPU, twice that. */
export const IDLE_DIALOG_GOAL_MS = 200;
export const IDLE_DIALOG_PHONE_CPU_GOAL_MS = 400;

/**
 * The median click -> dialog of one page: warm cache, empty cache (the click as soon as the page is whole), empty
 * cache after the page went idle (what a build fetches ahead of use is in), that at a phone's CPU too, and the click at
 * once over a phone network's round trips; the click's Interaction to Next Paint and the longest task until the dialog,
 * after idle; and on how many of the clicks React was in the page before them (run or fetched ahead).
 */
export interface DialogTiming {
  warmMs: number;
  coldMs: number;
  /** The click as soon as the page is whole, every request with a phone network's round trip. */
  coldRoundTripMs: number;
  /** Medians over the clicks after idle, as it is and at a phone's CPU. */
  coldIdle: InteractionCost;
  coldIdlePhoneCpu: InteractionCost;
  reactBefore: number;
  clicks: number;
}

/** Whether the page has fetched React (react-dom's chunk) yet. */
const reactLoaded = (browser: WebdriverIO.Browser) => browser.execute(() => performance.getEntriesByType('resource').some((entry) => /react-dom/.test(entry.name)));

/** Clicks the header's Mein Konto (a real click, the pointer moved there without a hover's wait) and measures until the sign-in dialog is shown, in the frame the page shows it. */
async function clickToDialog(browser: WebdriverIO.Browser): Promise<{ cost: InteractionCost; reactBefore: boolean }> {
  let button: WebdriverIO.Element | undefined;
  for (const candidate of await browser.$('[data-widget="header"] [data-widget-root]').shadow$$('button[aria-haspopup="true"]').getElements()) {
    if ((await candidate.getText()).includes('Mein Konto')) button = candidate;
  }
  if (!button) throw new Error('the header shows no Mein Konto button');
  const reactBefore = await reactLoaded(browser);
  await watchForAnswer(browser, { host: '[data-widget="auth"] [data-widget-root]', inner: '[role="dialog"]', state: 'shown' });
  await button.click();
  const answered = await answeredAt(browser);
  return { cost: await firstInteractionCost(browser, answered), reactBefore };
}

const medians = (costs: InteractionCost[]): InteractionCost => ({
  answerMs: median(costs.map((cost) => cost.answerMs)),
  inpMs: median(costs.map((cost) => cost.inpMs)),
  longestTaskMs: median(costs.map((cost) => cost.longestTaskMs)),
});

/**
 * Median click -> dialog of each page: cold over a fresh browser each (clicked once the page is whole, and once it went
 * idle, then that at a phone's CPU; and clicked at once over a phone network's round trips), warm over one browser per page (its first visit fills the cache), the pages in
 * turn so the machine's noise hits them alike.
 */
export async function timeDialogs(urls: string[], clicks: number, windowSize: string): Promise<DialogTiming[]> {
  const kinds = [
    { afterIdle: false, cpu: 1, latency: 0 },
    { afterIdle: true, cpu: 1, latency: 0 },
    { afterIdle: true, cpu: PHONE_CPU_SLOWDOWN, latency: 0 },
    { afterIdle: false, cpu: 1, latency: PHONE_ROUND_TRIP_MS },
  ];
  const cold = kinds.map(() => urls.map(() => [] as InteractionCost[]));
  const warm = urls.map(() => [] as InteractionCost[]);
  const reactBefore = urls.map(() => 0);
  const sample = async (browser: WebdriverIO.Browser, index: number, into?: InteractionCost[][], afterIdle = false) => {
    const url = urls[index] ?? '';
    await browser.url(url);
    await waitForSettledTags(browser, url, 0);
    if (afterIdle) await waitForIdlePage(browser, url);
    const click = await clickToDialog(browser);
    if (!into) return;
    into[index]?.push(click.cost);
    if (click.reactBefore) reactBefore[index] = (reactBefore[index] ?? 0) + 1;
  };
  for (let i = 0; i < clicks; i += 1) {
    for (const index of urls.keys()) {
      for (const [kind, { afterIdle, cpu, latency }] of kinds.entries()) {
        const browser = await benchBrowser(windowSize);
        try {
          await watchInteractions(browser);
          await throttleCpu(browser, cpu);
          await throttleNetwork(browser, latency);
          await sample(browser, index, cold[kind], afterIdle);
        } finally {
          await browser.deleteSession();
        }
      }
    }
  }
  const browsers = await Promise.all(urls.map(() => benchBrowser(windowSize)));
  try {
    for (const browser of browsers) await watchInteractions(browser);
    // The first visit of each fills its cache and is not counted.
    for (const [index, browser] of browsers.entries()) await sample(browser, index);
    for (let i = 0; i < clicks; i += 1) for (const [index, browser] of browsers.entries()) await sample(browser, index, warm);
  } finally {
    await Promise.all(browsers.map((browser) => browser.deleteSession()));
  }
  return urls.map((_, index) => ({
    warmMs: medians(warm[index] ?? []).answerMs,
    coldMs: medians(cold[0]?.[index] ?? []).answerMs,
    coldIdle: medians(cold[1]?.[index] ?? []),
    coldIdlePhoneCpu: medians(cold[2]?.[index] ?? []),
    coldRoundTripMs: medians(cold[3]?.[index] ?? []).answerMs,
    reactBefore: reactBefore[index] ?? 0,
    clicks: kinds.length * clicks,
  }));
}
