// Calls of the page held in the browser's network layer (WebDriver BiDi) before the server sees them: to answer them
// with an error, to hold them a while, or until the test lets them go.
import { browser } from '@wdio/globals';

/** A network interception of some addresses of the test's demo server. */
export interface HeldRequests {
  /** How many calls it held so far. */
  calls(): number;
  stop(): Promise<void>;
}

interface RequestEvent {
  isBlocked: boolean;
  intercepts?: string[];
  request: { request: string };
}

/**
 * Holds every call of `paths` and hands its request id to `decide`, which continues it, answers it or keeps it. The
 * subscription to the network events lasts as long as the hold: the session drops them otherwise (navigation.ts).
 */
export async function holdRequestsTo(paths: readonly string[], decide: (request: string) => void): Promise<HeldRequests> {
  const urlPatterns = paths.map((path) => ({ type: 'string' as const, pattern: new URL(path, browser.options.baseUrl).href }));
  await browser.sessionSubscribe({ events: ['network.beforeRequestSent'] });
  const { intercept } = await browser.networkAddIntercept({ phases: ['beforeRequestSent'], urlPatterns });
  let calls = 0;
  const onRequest = (event: RequestEvent) => {
    if (!event.isBlocked || !event.intercepts?.includes(intercept)) return;
    calls += 1;
    decide(event.request.request);
  };
  browser.on('network.beforeRequestSent', onRequest);
  return {
    calls: () => calls,
    async stop() {
      browser.off('network.beforeRequestSent', onRequest);
      await browser.networkRemoveIntercept({ intercept });
      await browser.sessionUnsubscribe({ events: ['network.beforeRequestSent'] });
    },
  };
}

/** Answers every call of `path` with `statusCode` and a JSON error body. */
export function failRequestsTo(path: string, statusCode: number): Promise<HeldRequests> {
  return holdRequestsTo([path], (request) => {
    void browser.networkProvideResponse({
      request,
      statusCode,
      reasonPhrase: 'Internal Server Error',
      headers: [{ name: 'content-type', value: { type: 'string', value: 'application/json' } }],
      body: { type: 'string', value: '{"message":"kaputt"}' },
    });
  });
}

/** Lets every call of `paths` go `ms` after it was made, as a slow connection would bring its answer. */
export function delayRequestsTo(paths: readonly string[], ms: number): Promise<HeldRequests> {
  return holdRequestsTo(paths, (request) => {
    setTimeout(() => void browser.networkContinueRequest({ request }), ms);
  });
}

/**
 * Opens `path` while calls of its load are held: `browser.url` waits in chromedriver for the load event, and until it
 * returns chromedriver lets no network command through, so the held calls would never go. BiDi's navigation without
 * a wait returns at once; this then waits for the load event itself.
 */
export async function openWhileHeld(path: string): Promise<void> {
  const url = new URL(path, browser.options.baseUrl).href;
  await browser.browsingContextNavigate({ context: await browser.getWindowHandle(), url, wait: 'none' });
  await browser.waitUntil(() => browser.execute((expected) => window.location.href === expected && document.readyState === 'complete', url), { timeoutMsg: `${path} did not load` });
}
