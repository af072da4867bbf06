import { statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ServerRender, ServerRenderInput, ServerRenderOutput, ServerRequests } from '../../shared/mount/server-render';
import { inRollout } from '../../loader/rollout';
import { loadServerBundle } from './load-server-bundle';
import { DEV_VERSION, type Registry, type RegistryRelease } from '../../registry/registry';
import { registryReader } from '../../registry/registry-files';
import { isRemoteUrl, type RemoteBundles } from './remote-bundles';

/** How long one widget's server render may take; a slower one is thrown away and the tag keeps its fallback. */
export const SERVER_RENDER_BUDGET_MS = 50;

/** How many server renders are kept: a render depends only on its bundle, props, site and snapshot, so pages repeat them. */
const RENDER_CACHE_ENTRIES = 500;

/** A widget rendered on the server, and the version it was rendered in (the loader hydrates the same one). */
export interface RenderedWidget extends ServerRenderOutput {
  version: string;
}

/**
 * Why a widget has no server HTML: no server build, one on another origin not downloaded and checked yet
 * (`not-downloaded`), its render threw, or it took longer than its budget.
 */
export type RenderMiss = { reason: 'no-server-build' | 'not-downloaded' | 'threw' | 'over-budget'; version?: string; error?: unknown; ms?: number };

/** What became of one tag's server render: kept from before (`cached`), made now (`rendered`), or a miss (the tag keeps its fallback). */
export type RenderResult = 'cached' | 'rendered' | RenderMiss['reason'];

/** Told of every server render as it ends: the remote, what became of it and, for one that ran, how long it took. */
export type RenderObserver = (remote: string, result: RenderResult, seconds?: number) => void;

/** Renders widgets with the server builds of the releases a registry names, rollouts decided as the loader decides them. */
export interface ServerWidgets {
  /** The store's registry as it is now (read again after a release or rollback): read once per page and passed to `render`. */
  registry(): Registry;
  /** Renders one tag's module with the release the shopper's loader picks from `registry`. */
  render(remote: string, module: string, props: unknown, rolloutKey: string | undefined, input: ServerRenderInput, registry: Registry): RenderedWidget | RenderMiss;
  /**
   * The API calls (relative GET URLs) one tag's module makes first on the page at `pageUrl`, to look up before
   * rendering it; none for a module that names none, has no server build, or whose props are invalid.
   */
  requests(remote: string, module: string, props: unknown, rolloutKey: string | undefined, input: { site?: string; pageUrl: string }, registry: Registry): string[];
}

/** What a module's server bundle exports: its render, and (bundles built since widgets could name them) its requests. */
interface ServerBundle {
  render?: ServerRender;
  requests?: ServerRequests;
}

/** A server bundle as loaded, and which build of its file it is (renders are kept per build). */
interface LoadedBundle {
  build: string;
  exports: ServerBundle;
}

/** Whether any remote of a registry is being rolled out (a page then depends on the shopper's rollout key). */
export function hasRollouts(registry: Registry): boolean {
  return Object.values(registry.remotes).some((entry) => entry.rollout !== undefined);
}

/** The release of a remote for the shopper with `key`: the rollout's when the key is in it, else the pinned one (loader/rollout.ts). */
function releaseFor(registry: Registry, remote: string, key: string | undefined): RegistryRelease | undefined {
  // Own entries only: a name such as `constructor` or `__proto__` (a fragment's path) names no remote.
  const entry = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
  if (!entry) return undefined;
  const { rollout, ...pinned } = entry;
  return rollout && key !== undefined && inRollout(key, remote, rollout) ? rollout : pinned;
}

/**
 * Which build of a bundle file is on disk: the file itself for a released version (its folder is immutable), its
 * modification time and size for the dev version, which `npm run dev` rebuilds in place (one stat per render).
 */
function buildOf(file: string, version: string): string {
  if (version !== DEV_VERSION) return file;
  const { mtimeMs, size } = statSync(file);
  return `${file}@${mtimeMs}:${size}`;
}

/**
 * Server renders from a release store (`widgetsDir`) and one environment's registry, read again whenever the file
 * changes (a release, a rollback or an automatic halt takes effect on the next page; one stat per page, as the page
 * reads it once: registryReader). Version folders are immutable, so each server
 * bundle is loaded once, and rendered once with its defaults right away (the first render of a bundle is slow); a
 * render is a function of its bundle, props, site and snapshot, so the last 500 are kept and repeated. The dev
 * version's bundles are the exception: rebuilt in place, each is loaded again (and rendered afresh) once its file changed.
 */
export function createServerWidgets({
  widgetsDir,
  environment,
  budgetMs = SERVER_RENDER_BUDGET_MS,
  onRender = () => undefined,
  remoteBundles,
}: {
  widgetsDir: string;
  environment?: string;
  budgetMs?: number;
  onRender?: RenderObserver;
  /** Where server bundles named by URL (versions hosted on another origin) are downloaded and checked; without it they miss. */
  remoteBundles?: RemoteBundles;
}): ServerWidgets {
  const bundles = new Map<string, LoadedBundle>();
  // Least recently used last out: a Map keeps insertion order, and a hit is moved to the end.
  const renders = new Map<string, ServerRenderOutput>();
  const readRegistry = registryReader(widgetsDir, environment);
  let seen: Registry | undefined;
  // A changed registry (the reader hands out a new object) starts the downloads of its bundles on other origins.
  const registry = (): Registry => {
    const current = readRegistry();
    if (current !== seen) {
      seen = current;
      void remoteBundles?.prefetch(current);
    }
    return current;
  };
  const runnable = [widgetsDir, ...(remoteBundles ? [remoteBundles.dir] : [])].map((dir) => `${path.resolve(dir)}${path.sep}`);

  const bundle = (resolved: string, version: string): LoadedBundle => {
    // The registry names files of the release store, and downloads checked against their integrity, only.
    if (!runnable.some((dir) => resolved.startsWith(dir))) return { build: resolved, exports: {} };
    let build: string;
    try {
      build = buildOf(resolved, version);
    } catch {
      // A dev bundle not (or no longer) on disk: as a bundle whose file does not load.
      return { build: resolved, exports: {} };
    }
    const known = bundles.get(resolved);
    if (known?.build === build) return known;
    let exports: ServerBundle = {};
    try {
      exports = loadServerBundle(resolved) as ServerBundle;
      exports.render?.({}, { snapshot: { busValues: {} } });
    } catch {
      // A bundle whose defaults do not render may still render real props.
    }
    const loaded = { build, exports };
    bundles.set(resolved, loaded);
    return loaded;
  };

  /**
   * The server bundle file of the release the shopper's loader picks, if it has one for the module here: in the store,
   * or downloaded and checked (`pending` while a bundle named by URL is not, yet).
   */
  const bundleFile = (pageRegistry: Registry, remote: string, module: string, key: string | undefined) => {
    const release = releaseFor(pageRegistry, remote, key);
    const named = release?.server && Object.hasOwn(release.server, module) ? release.server[module] : undefined;
    if (named === undefined || !isRemoteUrl(named)) return { release, file: named === undefined ? undefined : path.resolve(widgetsDir, named), pending: false };
    const file = remoteBundles?.localFile(named, release?.serverIntegrity?.[module]);
    return { release, file, pending: file === undefined };
  };

  return {
    registry,
    requests(remote, module, props, key, input, pageRegistry) {
      const { release, file } = bundleFile(pageRegistry, remote, module, key);
      try {
        const requests = file && release ? bundle(file, release.version).exports.requests?.(props, input) : undefined;
        return Array.isArray(requests) ? requests.filter((url): url is string => typeof url === 'string') : [];
      } catch {
        // Invalid props: the render misses too, and the tag keeps its fallback.
        return [];
      }
    },
    render(remote, module, props, key, input, pageRegistry) {
      const { release, file, pending } = bundleFile(pageRegistry, remote, module, key);
      const loaded = file && release ? bundle(file, release.version) : undefined;
      const render = loaded?.exports.render;
      if (!release || !loaded || !render) {
        const reason = pending ? 'not-downloaded' : 'no-server-build';
        onRender(remote, reason);
        return { reason, version: release?.version };
      }
      // A render of API answers (a page of search results) is not kept: its key would be the answers, and pages repeat it rarely.
      const cacheKey = input.snapshot.answers === undefined ? JSON.stringify([loaded.build, props, input.site, input.snapshot]) : undefined;
      const cached = cacheKey === undefined ? undefined : renders.get(cacheKey);
      if (cached && cacheKey !== undefined) {
        renders.delete(cacheKey);
        renders.set(cacheKey, cached);
        onRender(remote, 'cached');
        return { ...cached, version: release.version };
      }
      const started = performance.now();
      try {
        const output = render(props, input);
        const ms = performance.now() - started;
        onRender(remote, ms > budgetMs ? 'over-budget' : 'rendered', ms / 1000);
        if (ms > budgetMs) return { reason: 'over-budget', version: release.version, ms };
        if (cacheKey !== undefined) renders.set(cacheKey, output);
        if (renders.size > RENDER_CACHE_ENTRIES) renders.delete(renders.keys().next().value ?? '');
        return { ...output, version: release.version };
      } catch (error) {
        onRender(remote, 'threw', (performance.now() - started) / 1000);
        return { reason: 'threw', version: release.version, error };
      }
    },
  };
}
