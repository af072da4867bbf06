// The fetch ahead of use, a chunk of loader.js of its own: fetched once the page is idle (idle-prefetch.ts), so a
// page's first visit carries none of it.
import { HYDRATION_FILE, isHydrationFiles, type HydrationFiles } from '../registry/hydration-files';
import type { PageRegistry, RegistryRelease } from '../registry/registry';
import { DEFAULT_WIDGET_TIMEOUT_MS } from './constants';
import { entryRefusal, type EntryPolicy } from '../registry/entry-policy';
import { hydrationPlan, type PresentFiles, type WantedModule } from './hydration-plan';
import { mfVersionMismatch } from './mf-version';
import { nextTask } from './next-task';
import { withTimeout } from './with-timeout';

/** The chunk of loader.js that holds the MF runtime: the webpackChunkName of Federation's import of mf-instance.ts (chunk ids are names). */
const MF_RUNTIME_CHUNK = 'mf-runtime';

// webpack's names for the loader's public path and a chunk's file name; undefined outside a webpack build (unit tests).
declare const __webpack_public_path__: string | undefined;
declare const __webpack_get_script_filename__: ((chunk: string) => string) | undefined;

/** The URL of the MF runtime's chunk, known without loading it; undefined outside a webpack build. */
function mfRuntimeUrl(): string | undefined {
  if (typeof __webpack_get_script_filename__ !== 'function' || typeof __webpack_public_path__ !== 'string') return undefined;
  return new URL(__webpack_get_script_filename__(MF_RUNTIME_CHUNK), new URL(__webpack_public_path__, document.baseURI)).href;
}

/**
 * How many fetches ahead start in one task of the main thread. Each `fetch()` takes the renderer about a millisecond,
 * four at a 4x slower CPU: a page's 30 to 40 files started at once were one task of about 50 ms there (Long Animation
 * Frames, 2026-11-30, 2 cores, Chromium 156), in which a tap on the page waited.
 */
const FETCHES_PER_TASK = 3;

/** One page's fetch ahead: its abort signal, and the turns in which its requests start (pacedStarts). */
interface AheadFetcher {
  signal: AbortSignal;
  inTurn: <T>(start: () => Promise<T>) => Promise<T>;
}

/** Starts what it is given in the order given, FETCHES_PER_TASK in one task, the next ones after a `nextTask()`. */
function pacedStarts(): AheadFetcher['inTurn'] {
  let turn = Promise.resolve();
  let startedInTask = 0;
  return (start) => {
    const mine = turn.then(async () => {
      if (startedInTask === FETCHES_PER_TASK) {
        startedInTask = 0;
        await nextTask();
      }
      startedInTask += 1;
    });
    turn = mine;
    return mine.then(start);
  };
}

/**
 * Fetches a file at low priority into the HTTP cache without running it, as `loadScript` (load-script.ts) requests it
 * (CORS mode, the page's credentials rule for its origin, `integrity` when given), and resolves with its bytes once they
 * are all read: the cache keeps an answer only when its body was read to the end. Rejects on a failed or refused answer.
 */
function fetchAhead(url: string, { signal, inTurn }: AheadFetcher, integrity?: string): Promise<ArrayBuffer> {
  return inTurn(async () => {
    const response = await fetch(url, { mode: 'cors', credentials: 'same-origin', priority: 'low', signal, ...(integrity ? { integrity } : {}) });
    if (!response.ok) throw new Error(`could not fetch ${url} ahead: ${response.status}`);
    return response.arrayBuffer();
  });
}

/** A release's hydration file; undefined when it cannot be read as one. */
async function fetchHydrationFiles(release: RegistryRelease, fetcher: AheadFetcher): Promise<HydrationFiles | undefined> {
  const body: unknown = JSON.parse(new TextDecoder().decode(await fetchAhead(new URL(HYDRATION_FILE, release.entry).href, fetcher)));
  return isHydrationFiles(body) ? body : undefined;
}

/**
 * Where a tab keeps what its pages fetched ahead or ran: the entries' URLs (a remote's entry stands for its own chunks;
 * the MF runtime chunk's URL for itself) and the entry of the provider of the shared modules. Fetching a script once
 * more, even from the HTTP cache, made its run on the next click slower (a warm click on Mein Konto 170 -> 320 ms, most
 * likely as the renderer's in-memory copy of the script, compiled code and all, gives way to the fetched one), so the
 * next page of the tab fetches none of them again.
 */
const FETCHED_KEY = 'schaufenster:fetched-ahead';

interface TabRecord {
  urls: Set<string>;
  provider?: string;
}

/** What this tab has fetched ahead or run; nothing where storage cannot be read. */
function fetchedBefore(): TabRecord {
  try {
    const record = JSON.parse(sessionStorage.getItem(FETCHED_KEY) ?? '{}') as { urls?: unknown; provider?: unknown };
    const urls = Array.isArray(record.urls) ? record.urls.filter((url): url is string => typeof url === 'string') : [];
    return { urls: new Set(urls), provider: typeof record.provider === 'string' ? record.provider : undefined };
  } catch {
    return { urls: new Set() };
  }
}

function remember({ urls, provider }: TabRecord): void {
  try {
    sessionStorage.setItem(FETCHED_KEY, JSON.stringify({ urls: [...urls], provider }));
  } catch {
    // Without storage every page of the tab fetches ahead again.
  }
}

/** What the page's federation tells and takes. */
export interface AheadContext {
  registry: PageRegistry;
  policy: EntryPolicy;
  mfVersion: string;
  /** The shared names the loader hands the remotes itself. */
  provided: ReadonlySet<string>;
  /** Whether the MF runtime's chunk is in the page already. */
  runtimeLoaded: boolean;
  /** The remotes in the page (their entries loading or loaded), in the order they joined. */
  joined: () => string[];
  /** Takes the remote whose shared modules were fetched, to make it join the page first. */
  prefer: (provider: string) => void;
  /** Aborted when a widget's own load starts: it must not wait behind a file fetched ahead at low priority. */
  signal: AbortSignal;
}

/**
 * Fetches at low priority, without running any of it, what the wanted modules need to hydrate: the MF runtime's
 * chunk, each remote's entry and hydration file, then the chunks of its module and of the shared modules it consumes,
 * those of one provider for all (hydration-plan.ts). Remotes the page would refuse, on another origin than the
 * registry's, or whose entry does not arrive within the widgets' timeout, are left out, and so are the files an earlier
 * page of the tab fetched ahead or ran; once `signal` aborts (a widget's own load), nothing more is fetched and what is
 * under way is dropped. Resolves with the number of files fetched.
 */
export async function fetchAheadOfUse(wanted: readonly WantedModule[], context: AheadContext): Promise<number> {
  const { registry, policy, signal } = context;
  // Only from the registry's origin, which the page lets the loader fetch from (its registry came from there): a page's
  // Content-Security-Policy may allow a data-cdn origin for scripts only (script-src), not for fetching (connect-src).
  const fetchable = (url: string) => new URL(url, document.baseURI).origin === new URL(policy.registryUrl).origin;
  const fetcher: AheadFetcher = { signal, inTurn: pacedStarts() };
  const before = fetchedBefore();
  const fetched = new Set(before.urls);
  const runtime = mfRuntimeUrl();
  const joined = context.joined();
  const candidates = [...new Set([...joined, ...wanted.map(({ remote }) => remote)])].flatMap((remote) => {
    const release = registry.remotes[remote];
    if (!release || !fetchable(release.entry) || entryRefusal(remote, release, policy) || mfVersionMismatch(remote, release, context.mfVersion)) return [];
    const here = joined.includes(remote) || before.urls.has(release.entry);
    return [{ remote, release, ahead: here ? Promise.resolve() : fetchAhead(release.entry, fetcher, release.integrity) }];
  });
  const runtimeHere = runtime === undefined || context.runtimeLoaded || before.urls.has(runtime) || !fetchable(runtime);
  const fetches: Promise<unknown>[] = [...(runtimeHere ? [] : [fetchAhead(runtime, fetcher).then(() => fetched.add(runtime))]), ...candidates.map(({ ahead }) => ahead)];
  const manifests = new Map<string, HydrationFiles>();
  await Promise.allSettled(
    candidates.map(async ({ remote, release, ahead }) => {
      const [files] = await withTimeout(Promise.all([fetchHydrationFiles(release, fetcher), ahead]), DEFAULT_WIDGET_TIMEOUT_MS, `remote entry ${release.entry}`);
      fetched.add(release.entry);
      if (files) manifests.set(remote, files);
    }),
  );
  const present: PresentFiles = {
    remotes: candidates.filter(({ release }) => before.urls.has(release.entry)).map(({ remote }) => remote),
    provider: candidates.find(({ release }) => release.entry === before.provider)?.remote,
  };
  // A widget the shopper used meanwhile is in the page now: its shared modules are the page's.
  const plan = hydrationPlan(wanted, manifests, context.provided, context.joined(), present);
  if (plan.provider !== undefined) context.prefer(plan.provider);
  for (const [remote, files] of signal.aborted ? [] : plan.files) {
    const entry = registry.remotes[remote]?.entry ?? '';
    for (const file of files) fetches.push(fetchAhead(new URL(file, entry).href, fetcher));
  }
  const settled = await Promise.allSettled(fetches);
  // The widgets used meanwhile ran their files, the first of them with its shared modules: the next page has them too.
  const ran = context.joined().flatMap((remote) => registry.remotes[remote]?.entry ?? []);
  for (const entry of ran) fetched.add(entry);
  if (runtime && (context.runtimeLoaded || ran.length > 0)) fetched.add(runtime);
  const provider = plan.provider === undefined ? ran[0] : registry.remotes[plan.provider]?.entry;
  remember({ urls: fetched, provider: provider ?? before.provider });
  return settled.filter(({ status }) => status === 'fulfilled').length;
}
