import { browser } from '@wdio/globals';

/** The five remotes every storefront home page carries. */
/**
 * A widget's dialog while open: a closed one may stay in its HTML, hidden (the search overlay, the Anmelden modal: the
 * loader opens the server's before the widget hydrates).
 */
export const OPEN_DIALOG = ':not([hidden]) > [role="dialog"]';

export const WIDGETS = ['header', 'search', 'minicart', 'auth', 'address'] as const;

/**
 * Leaves the page (to about:blank, so nothing on it calls the API any more: a call after its session cookie went
 * would start a new session, and the widgets say so in the console) and deletes every cookie of the tab's browser
 * context, which WebDriver's own delete cannot reach from a blank page.
 */
export async function leavePageAndDeleteCookies(): Promise<void> {
  await browser.url('about:blank');
  await browser.sendCommand('Network.clearBrowserCookies', {});
}

/**
 * Opens a page and waits until the loader has settled every tag that was there at start: mounted, failed,
 * invalid props, or `deferred` (waiting for its data-load trigger). A `visible` tag already in view has
 * had its trigger: it is waited for too.
 */
export async function openAndSettle(path: string): Promise<Record<string, string>> {
  await browser.url(path);
  await browser.waitUntil(() => browser.execute(() => typeof window.schaufenster !== 'undefined'), {
    timeoutMsg: 'loader.js did not install window.schaufenster',
  });
  await browser.execute(() => window.schaufenster?.ready);
  await settleLoading();
  return widgetStates();
}

/** Waits two frames (intersection observers report in the next one), then until no tag is loading. */
export async function settleLoading(): Promise<void> {
  await browser.execute(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await browser.waitUntil(() => browser.execute(() => document.querySelector('[data-widget-state="loading"]') === null), {
    timeoutMsg: 'a widget stayed in state loading',
  });
}

/** Turns the page's own scripts off or on again (for the pages the tab opens next), as a browser without JavaScript. */
export async function setScripting(enabled: boolean): Promise<void> {
  await browser.sendCommand('Emulation.setScriptExecutionDisabled', { value: !enabled });
}

/** Gives the current tab's pages a viewport of `width` x `height` CSS px (as a window of that size would). */
export async function setViewport({ width, height }: { width: number; height: number }): Promise<void> {
  await browser.sendCommand('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 0, mobile: false });
}

/** Mounts every deferred tag now, as a CMS script may (`window.schaufenster.mount`), and returns the states then. */
export async function mountDeferred(): Promise<Record<string, string>> {
  await browser.execute(() =>
    Promise.all([...document.querySelectorAll<HTMLElement>('[data-widget-state="deferred"]')].map((el) => window.schaufenster?.mount(el))),
  );
  return widgetStates();
}

/** `data-widget-state` of every tag, keyed by `id` or `data-widget`. */
export function widgetStates(): Promise<Record<string, string>> {
  return browser.execute(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-widget]')].map((el) => [el.id || el.dataset.widget, el.dataset.widgetState ?? '']),
    ),
  );
}

/**
 * Paths of the scripts the page ran (requested by a script element, from the network or the cache), without the origin.
 * The files the loader fetches ahead of their use once the page is idle (idle-prefetch.e2e.ts) are not among them.
 */
export function scriptsRun(): Promise<string[]> {
  return browser.execute(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType === 'script').map((entry) => new URL(entry.name).pathname),
  );
}

/** Paths of every resource the page downloaded, without the origin. */
export function downloadedResources(): Promise<string[]> {
  return browser.execute(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
}

/**
 * Resolves after the page has rendered two more frames: the barrier before asserting that something did *not*
 * happen (a render or a request scheduled by the last event has run by then), instead of a fixed pause.
 */
export function afterTwoFrames(): Promise<void> {
  return browser.executeAsync((done: () => void) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
}

/** Waits until the page's fonts are loaded and no animation or transition runs (axe reads colours as painted). */
export async function untilStill(): Promise<void> {
  await browser.waitUntil(
    () =>
      browser.execute(async () => {
        await document.fonts.ready;
        const roots: (Document | ShadowRoot)[] = [document];
        for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
        return roots.every((root) => root.getAnimations().every((animation) => animation.playState !== 'running'));
      }),
    { timeoutMsg: 'the page kept animating' },
  );
  await afterTwoFrames();
}

/** How often the page requested a path (from the resource timing entries). */
export function requestCount(path: string): Promise<number> {
  return browser.execute(
    (wanted: string) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === wanted).length,
    path,
  );
}

/** Text content inside a widget's shadow root. */
export function shadowText(widget: string, selector: string): Promise<string[]> {
  return browser.execute(
    (w, s) =>
      [...document.querySelectorAll(`[data-widget="${w}"] [data-widget-root]`)].flatMap((host) =>
        [...(host.shadowRoot?.querySelectorAll(s) ?? [])].map((el) => (el as HTMLElement).innerText),
      ),
    widget,
    selector,
  );
}
