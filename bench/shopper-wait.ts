// What a shopper waits for on a page whose widget tags are server-rendered and hydrate on their first use, or mount
// at once where the page has no server HTML: the page whole (its HTML parsed, the loader done with every tag), then,
// on the first use of a widget, until that widget has hydrated.
import { addInitScript } from '../scripts/chromium';
import { WIDGET_STATE_EVENT, type WidgetState } from '../loader/constants';
import { INTERACTION_EVENTS } from '../loader/load-trigger';

/** States in which a tag waits for nothing but the shopper: done, or deferred until its trigger. */
const SETTLED_STATES: readonly WidgetState[] = ['mounted', 'failed', 'invalid-props', 'deferred'];

/** How often the bench looks at the page while it waits: short, so the wait adds little to a load. */
const POLL_MS = 50;
const TIMEOUT_MS = 20_000;

/** What the watch (an init script in every page) records: when a tag's state last changed, and the first use. */
interface WidgetWatch {
  /** performance.now() of each state change the loader announced. */
  stateChanges: number[];
  /** timeStamp of the first trusted event that starts a deferred tag's hydration. */
  firstUse?: number;
}

declare global {
  interface Window {
    benchWidgetWatch?: WidgetWatch;
  }
}

/**
 * Records in every page this browser opens, from its first script on, when the loader changes a tag's state and when the
 * shopper first uses the page: the page cannot time its own loader, whose last state change makes it whole.
 */
export async function watchWidgets(browser: WebdriverIO.Browser): Promise<void> {
  await addInitScript(
    browser,
    (stateEvent: string, useEvents: readonly string[]) => {
      const watch: WidgetWatch = { stateChanges: [] };
      window.benchWidgetWatch = watch;
      document.addEventListener(stateEvent, () => watch.stateChanges.push(performance.now()), { capture: true });
      for (const type of useEvents) {
        window.addEventListener(
          type,
          (event) => {
            if (event.isTrusted) watch.firstUse ??= event.timeStamp;
          },
          { capture: true },
        );
      }
    },
    WIDGET_STATE_EVENT,
    INTERACTION_EVENTS,
  );
}

/**
 * Waits until every tag of the page has settled: mounted, failed, invalid props, or deferred (waiting for its
 * data-load trigger or the shopper's first use), with at least `count` widgets mounted.
 */
export async function waitForSettledTags(browser: WebdriverIO.Browser, url: string, count: number): Promise<void> {
  await browser.waitUntil(
    () =>
      browser.execute(
        (n, settled: readonly string[]) => {
          const states = [...document.querySelectorAll<HTMLElement>('[data-widget]')].map((el) => el.dataset.widgetState ?? '');
          const mounted = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('schaufenster:mounted:')).length;
          return states.length > 0 && states.every((state) => settled.includes(state)) && mounted >= n;
        },
        count,
        [...SETTLED_STATES],
      ),
    { timeout: TIMEOUT_MS, interval: POLL_MS, timeoutMsg: `${url}: widgets did not settle` },
  );
}

/** How long no request may start or end before a page counts as idle on the network (the loader's fetch ahead has ended). */
const NETWORK_QUIET_MS = 500;

/**
 * Waits until the page has gone idle: its load event, an idle moment, then no request started or answered for
 * NETWORK_QUIET_MS. Whatever the build fetches ahead of use once the page is idle (or nothing, for a build that does
 * not) is in by then; a shopper who reads the page a moment before the first tap meets it so.
 */
export async function waitForIdlePage(browser: WebdriverIO.Browser, url: string): Promise<void> {
  let last = '';
  await browser.waitUntil(
    async () => {
      const now = await browser.execute(async () => {
        if (document.readyState !== 'complete') return 'loading';
        await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 }));
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return `${entries.length} ${Math.max(0, ...entries.map((entry) => entry.responseEnd))}`;
      });
      const quiet = now !== 'loading' && now === last;
      last = now;
      return quiet;
    },
    { timeout: TIMEOUT_MS, interval: NETWORK_QUIET_MS, timeoutMsg: `${url}: the page did not go idle` },
  );
}

/** One load of a page until it is whole: navigation start and DOMContentLoaded -> whole, and the scripts it loaded by then. */
export interface WholePage {
  fromStart: number;
  /** 0 when everything was in place by DOMContentLoaded (a deferred plain bundle mounts before it). */
  fromDomContentLoaded: number;
  scripts: string[];
}

/**
 * Loads a page in a browser `watchWidgets` watches and times it until whole: its HTML parsed (server-rendered tags
 * show from there), every tag settled (at least `count` mounted) and the last of them announced by the loader or
 * marked mounted; no tag's first use is waited for.
 */
export async function loadWholePage(browser: WebdriverIO.Browser, url: string, count: number): Promise<WholePage> {
  await browser.url(url);
  await waitForSettledTags(browser, url, count);
  const whole = await browser.execute(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const mounted = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('schaufenster:mounted:'));
    const last = Math.max(navigation.domContentLoadedEventStart, ...(window.benchWidgetWatch?.stateChanges ?? []), ...mounted.map((m) => m.startTime));
    return {
      watched: window.benchWidgetWatch !== undefined,
      fromStart: last,
      fromDomContentLoaded: last - navigation.domContentLoadedEventStart,
      // The page's own scripts, not what the loader fetches ahead of use once the page is idle (by fetch).
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.endsWith('.js') && e.initiatorType !== 'fetch')
        .map((e) => new URL(e.name).pathname),
    };
  });
  if (!whole.watched) throw new Error(`${url}: the page was not watched (watchWidgets on this browser first)`);
  return { fromStart: whole.fromStart, fromDomContentLoaded: whole.fromDomContentLoaded, scripts: whole.scripts };
}

/**
 * A real click on Suche (the pointer moves there first, as a hand does): the search tag's own button, or the header's
 * where the search tag leaves it to the header's row (`launcher: false`, the demo's pages from 992 px); on a page
 * whose tags have no server HTML yet, a click on the search tag (its fallback), which mounts it.
 */
export async function clickSuche(browser: WebdriverIO.Browser): Promise<void> {
  const owner = await browser.execute(() =>
    ['search', 'header'].find((widget) => {
      const launcher = document.querySelector(`[data-widget="${widget}"] [data-widget-root]`)?.shadowRoot?.querySelector('[data-search-launcher]');
      return launcher !== null && launcher !== undefined && launcher.getBoundingClientRect().width > 0;
    }),
  );
  // WebDriver hands back undefined as null: no launcher shown.
  if (!owner) return browser.$('[data-widget="search"]').click();
  return browser.$(`[data-widget="${owner}"] [data-widget-root]`).shadow$('[data-search-launcher]').click();
}

/**
 * The shopper's first use of a widget on a whole page: `use` (by default a real click on its tag), timed from the
 * first event that starts its hydration to its mount; 0 when it had mounted before.
 */
export async function firstUseToHydrated(browser: WebdriverIO.Browser, url: string, widget: string, use?: (browser: WebdriverIO.Browser) => Promise<void>): Promise<number> {
  const selector = `[data-widget="${widget}"]`;
  await (use ? use(browser) : browser.$(selector).click());
  let state = '';
  await browser.waitUntil(
    async () => {
      state = await browser.execute((tag) => document.querySelector<HTMLElement>(tag)?.dataset.widgetState ?? '', selector);
      return state !== 'deferred' && state !== 'loading';
    },
    { timeout: TIMEOUT_MS, interval: POLL_MS, timeoutMsg: `${url}: the ${widget} widget did not hydrate after its first use` },
  );
  if (state !== 'mounted') {
    const error = await browser.execute((tag) => document.querySelector<HTMLElement>(tag)?.dataset.widgetError ?? '', selector);
    throw new Error(`${url}: the ${widget} widget is ${state || 'without a state'} after its first use ${error}`.trim());
  }
  const { mounted, used } = await browser.execute(
    (name) => ({
      mounted: performance.getEntriesByType('mark').find((m) => m.name === `schaufenster:mounted:${name}`)?.startTime,
      used: window.benchWidgetWatch?.firstUse,
    }),
    widget,
  );
  if (mounted === undefined || used === undefined) throw new Error(`${url}: the ${widget} widget mounted ${mounted === undefined ? 'without its mark' : 'with no use recorded'}`);
  return Math.max(0, mounted - used);
}
