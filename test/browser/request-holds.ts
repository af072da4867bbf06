// Calls of the page held in the tab's network layer (the DevTools protocol's Fetch domain) before the server sees
// them: to answer them with an error, to hold them a while, or until the test lets them go. The holds are the
// worker's own connection to the browser (devtools.ts), so they are let go while WebDriver waits for a page's load.
import { browser } from '@wdio/globals';
import { devTools } from './devtools';

/** A call held in the network layer: let it go on to the server, or answer it here. */
export interface HeldRequest {
  continue(): Promise<void>;
  answer(statusCode: number, json: string): Promise<void>;
}

/** A hold of some addresses of the test's demo server, in the current tab. */
export interface HeldRequests {
  /** How many calls it held so far. */
  calls(): number;
  stop(): Promise<void>;
}

/** How the tab's requests meet the HTTP cache while the hold lasts: as always, or bypassing it (a first visit on every page). */
export type CacheUse = 'default' | 'bypass';

/**
 * Holds every call of `paths` (each a whole address on the demo server, query included) and hands it to `decide`,
 * which continues it, answers it or keeps it.
 */
export async function holdRequestsTo(paths: readonly string[], decide: (request: HeldRequest) => void, cache: CacheUse = 'default'): Promise<HeldRequests> {
  const tools = await devTools();
  const { sessionId } = await tools.send<{ sessionId: string }>('Target.attachToTarget', { targetId: await browser.getWindowHandle(), flatten: true });
  let calls = 0;
  const stopListening = tools.on('Fetch.requestPaused', (params, from) => {
    if (from !== sessionId) return;
    const { requestId } = params as { requestId: string };
    calls += 1;
    decide({
      continue: async () => {
        await tools.send('Fetch.continueRequest', { requestId }, sessionId);
      },
      answer: async (responseCode, json) => {
        const responseHeaders = [{ name: 'content-type', value: 'application/json' }];
        await tools.send('Fetch.fulfillRequest', { requestId, responseCode, responseHeaders, body: Buffer.from(json).toString('base64') }, sessionId);
      },
    });
  });
  // A pattern's `*` and `?` are wildcards: the demo's paths here have neither.
  const patterns = paths.map((path) => ({ urlPattern: new URL(path, browser.options.baseUrl).href, requestStage: 'Request' }));
  await tools.send('Fetch.enable', { patterns }, sessionId);
  if (cache === 'bypass') {
    // The cache is the network domain's: enabled for this attached tab only, so its events reach this connection alone.
    await tools.send('Network.enable', {}, sessionId);
    await tools.send('Network.setCacheDisabled', { cacheDisabled: true }, sessionId);
  }
  return {
    calls: () => calls,
    async stop() {
      stopListening();
      await tools.send('Fetch.disable', {}, sessionId);
      await tools.send('Target.detachFromTarget', { sessionId });
    },
  };
}

/** A call the page gave up on (it left the page), or one the hold stopped with, has nothing left to let go. */
const gone = () => undefined;

/** Answers every call of `path` with `statusCode` and a JSON error body. */
export function failRequestsTo(path: string, statusCode: number): Promise<HeldRequests> {
  return holdRequestsTo([path], (request) => void request.answer(statusCode, '{"message":"kaputt"}').catch(gone));
}

/** Lets every call of `paths` go `ms` after it was made, as a slow connection would bring its answer. */
export function delayRequestsTo(paths: readonly string[], ms: number, cache: CacheUse = 'default'): Promise<HeldRequests> {
  return holdRequestsTo(
    paths,
    (request) => {
      setTimeout(() => void request.continue().catch(gone), ms);
    },
    cache,
  );
}
