// The fetch ahead of use, a chunk of loader.js of its own: fetched once the page is idle (idle-prefetch.ts), so a
// page's first visit carries none of it.
import { HYDRATION_FILE, isHydrationFiles, type HydrationFiles } from '../../registry/hydration-files';
import type { PageRegistry, RegistryRelease } from '../../registry/registry';
import { DEFAULT_WIDGET_TIMEOUT_MS } from './constants';
import { entryRefusal, type EntryPolicy } from './entry-policy';
import { hydrationPlan, type WantedModule } from './hydration-plan';
import { mfVersionMismatch } from './mf-version';
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
 * Fetches a file at low priority into the HTTP cache without running it, as `loadScript` (load-script.ts) requests it
 * (CORS mode, the page's credentials rule for its origin, `integrity` when given), and resolves with its bytes once they
 * are all read: the cache keeps an answer only when its body was read to the end. Rejects on a failed or refused answer.
 */
async function fetchAhead(url: string, integrity?: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { mode: 'cors', credentials: 'same-origin', priority: 'low', ...(integrity ? { integrity } : {}) });
  if (!response.ok) throw new Error(`could not fetch ${url} ahead: ${response.status}`);
  return response.arrayBuffer();
}

/** A release's hydration file; undefined when it cannot be read as one. */
async function fetchHydrationFiles(release: RegistryRelease): Promise<HydrationFiles | undefined> {
  const body: unknown = JSON.parse(new TextDecoder().decode(await fetchAhead(new URL(HYDRATION_FILE, release.entry).href)));
  return isHydrationFiles(body) ? body : undefined;
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
}

/**
 * Fetches at low priority, without running any of it, what the wanted modules need to hydrate: the MF runtime's
 * chunk, each remote's entry and hydration file, then the chunks of its module and of the shared modules it consumes,
 * those of one provider for all (hydration-plan.ts). Remotes the page would refuse, on another origin than the
 * registry's, or whose entry does not arrive within the widgets' timeout, are left out. Resolves with the number of
 * files fetched.
 */
export async function fetchAheadOfUse(wanted: readonly WantedModule[], context: AheadContext): Promise<number> {
  const { registry, policy } = context;
  // Only from the registry's origin, which the page lets the loader fetch from (its registry came from there): a page's
  // Content-Security-Policy may allow a data-cdn origin for scripts only (script-src), not for fetching (connect-src).
  const fetchable = (url: string) => new URL(url, document.baseURI).origin === new URL(policy.registryUrl).origin;
  const runtime = context.runtimeLoaded ? undefined : mfRuntimeUrl();
  const joined = context.joined();
  const candidates = [...new Set([...joined, ...wanted.map(({ remote }) => remote)])].flatMap((remote) => {
    const release = registry.remotes[remote];
    if (!release || !fetchable(release.entry) || entryRefusal(remote, release, policy) || mfVersionMismatch(remote, release, context.mfVersion)) return [];
    return [{ remote, release, ahead: joined.includes(remote) ? Promise.resolve() : fetchAhead(release.entry, release.integrity) }];
  });
  const fetches: Promise<unknown>[] = [...(runtime && fetchable(runtime) ? [fetchAhead(runtime)] : []), ...candidates.map(({ ahead }) => ahead)];
  const manifests = new Map<string, HydrationFiles>();
  await Promise.allSettled(
    candidates.map(async ({ remote, release, ahead }) => {
      const [files] = await withTimeout(Promise.all([fetchHydrationFiles(release), ahead]), DEFAULT_WIDGET_TIMEOUT_MS, `remote entry ${release.entry}`);
      if (files) manifests.set(remote, files);
    }),
  );
  // A widget the shopper used meanwhile is in the page now: its shared modules are the page's.
  const plan = hydrationPlan(wanted, manifests, context.provided, context.joined());
  if (plan.provider !== undefined) context.prefer(plan.provider);
  for (const [remote, files] of plan.files) {
    const entry = registry.remotes[remote]?.entry ?? '';
    for (const file of files) fetches.push(fetchAhead(new URL(file, entry).href));
  }
  const settled = await Promise.allSettled(fetches);
  return settled.filter(({ status }) => status === 'fulfilled').length;
}
