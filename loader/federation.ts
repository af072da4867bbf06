import { containerName, type PageRegistry } from '../registry/registry';
import { SHARING_GRACE_MS } from './constants';
import { entryRefusal, RefusedEntryError, type EntryPolicy } from '../registry/entry-policy';
import type { WantedModule } from './hydration-plan';
import { loadScript } from './load-script';
import { nextTask } from './next-task';
import { LOADER_MF_VERSION, MfVersionMismatchError, mfVersionMismatch } from './mf-version';
import type { FederationInstance } from './mf-instance';
import type { WidgetModule } from './mount-widget';
import { withTimeout } from './with-timeout';
import { EAGER_DEFAULTS, type LoadDefaults } from '../shared/props/load-strategy';

/**
 * Evaluates the shared runtime (ky, superstruct, the session's and the product's schemas, session, tracking) and
 * starts it. Its code comes with loader.js ('eager': no request of its own) but runs only now, in a task after the
 * loader's own start.
 */
async function startSharedRuntime(): Promise<void> {
  // Compiling and running that code is cut in tasks: ky, superstruct, ours; then the start, the first call of the session API last.
  await import(/* webpackMode: "eager" */ 'ky');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'superstruct');
  await nextTask();
  const { startRuntime } = await import(/* webpackMode: "eager" */ './runtime-shares');
  await nextTask();
  startRuntime({ beforeSession: nextTask });
}

/** The shared names the loader hands the remotes itself (the shared runtime, evaluated with the loader's start). */
async function runtimeShareNames(): Promise<ReadonlySet<string>> {
  const { RUNTIME_MODULES } = await import(/* webpackMode: "eager" */ './runtime-shares');
  return new Set(Object.keys(RUNTIME_MODULES));
}

function isWidgetModule(value: unknown): value is WidgetModule {
  return typeof value === 'object' && value !== null && typeof (value as WidgetModule).mount === 'function';
}

/** The shared module every widget mounts with (createMount), which only the shop's own remotes provide. */
const PAGE_SHARED_MODULE = '@schaufenster/shared/mount';

/**
 * The page's one Module Federation runtime. Entries are fetched by the loader itself, with a
 * timeout each, and only those that arrived are registered: so a remote that hangs or 404s can
 * neither stall the shared-scope setup nor keep the other remotes from mounting.
 */
export class Federation {
  private instance: Promise<FederationInstance> | undefined;
  private shareScope: Promise<FederationInstance> | undefined;
  private readonly entries = new Map<string, Promise<void>>();
  private sharing: Promise<void> | undefined;
  /** The remote whose shared modules (React, goober, shared/ui ...) were fetched ahead of use: it joins the page first. */
  private provider: string | undefined;
  /** Stops the fetch ahead of use under way once a widget's own load starts. */
  private ahead: AbortController | undefined;

  constructor(
    private readonly registry: PageRegistry,
    private readonly policy: EntryPolicy,
    /** The Module Federation version of the runtime this loader hands the remotes; only remotes built with it run. */
    private readonly mfVersion: string = LOADER_MF_VERSION,
    /** Starts the page's shared runtime (tests give a stand-in). */
    private readonly runtime: () => Promise<void> | void = startSharedRuntime,
  ) {}

  /** The MF runtime, fetched (its own chunk of loader.js) and installed when a remote is first needed. */
  private federation(): Promise<FederationInstance> {
    this.instance ??= import(/* webpackChunkName: "mf-runtime" */ './mf-instance').then(
      ({ createFederationInstance }) => createFederationInstance(),
      (error: unknown) => {
        // A chunk that did not arrive is fetched again by the next widget.
        this.instance = undefined;
        throw error;
      },
    );
    return this.instance;
  }

  /** The MF runtime with the shared scope set up once, over the remotes registered by then; later ones join it. */
  private sharedScope(): Promise<FederationInstance> {
    this.shareScope ??= this.federation().then(
      async (instance) => {
        // Each step of a first use in a task of its own (the entry's run, the share scope, the module's chunks): run
        // together they were one task of 140 ms at a 4x slower CPU, in which the page answered no input.
        await nextTask();
        await Promise.allSettled(instance.initializeSharing('default', { strategy: 'version-first' }));
        return instance;
      },
      (error: unknown) => {
        this.shareScope = undefined;
        throw error;
      },
    );
    return this.shareScope;
  }

  /** The version of a remote this page loads, or undefined when the registry does not know it. */
  version(remote: string): string | undefined {
    return this.registry.remotes[remote]?.version;
  }

  /** A module's load defaults by tag name, as the registry entry of the version this page loads records them. */
  loadDefaults(widget: string): LoadDefaults {
    const remote = widget.split('/', 1)[0] ?? '';
    return this.registry.remotes[remote]?.modules?.[widget] ?? EAGER_DEFAULTS;
  }

  /** Tells whether a script URL belongs to a remote of the registry (its entry's folder). */
  isRemoteScript(url: string): boolean {
    return Object.values(this.registry.remotes).some(({ entry }) => url.startsWith(entry.slice(0, entry.lastIndexOf('/') + 1)));
  }

  /**
   * Fetches the entries of the first remotes on the page in parallel, then sets up the shared scope
   * once over those that arrived, choosing the highest version of each singleton ('version-first').
   * It waits for all of them, but no longer than SHARING_GRACE_MS after the first arrived: a remote that
   * hangs must not spend the other widgets' timeouts (a late entry joins the shared scope as it is).
   */
  start(remotes: Iterable<string>, timeoutMs: (remote: string) => number): Promise<void> {
    this.sharing ??= (async () => {
      const entries = [...remotes].map((remote) => this.loadEntry(remote, timeoutMs(remote)));
      // No tag mounts at once: nothing of the MF runtime until one is used.
      if (entries.length === 0) return;
      const grace = Promise.any(entries).then(
        () => new Promise<void>((resolve) => setTimeout(resolve, SHARING_GRACE_MS)),
        () => undefined,
      );
      await Promise.race([Promise.allSettled(entries), grace]);
      await this.sharedScope();
    })();
    return this.sharing;
  }

  /**
   * Fetches and registers a remote's entry once (at low fetch priority for a mere intent); later calls share the first
   * attempt. The page keeps the shared modules of the remote that joins it first: when the provider's were fetched
   * ahead, the provider's entry (in the cache) joins first, whichever widget the shopper uses first, and whichever
   * widgets load at once (a touched one and the one it wakes): every other entry waits for the provider's.
   */
  loadEntry(remote: string, timeoutMs: number, lowPriority = false): Promise<void> {
    let entry = this.entries.get(remote);
    if (!entry) {
      // A file fetched ahead at low priority holds its place in the HTTP cache: the same file loaded now would wait for it.
      this.ahead?.abort();
      const provider = this.provider !== undefined && this.provider !== remote ? this.provider : undefined;
      // A provider that fails leaves the widget in use to its own shared modules, as without a fetch ahead.
      entry = provider
        ? this.loadEntry(provider, timeoutMs).then(
            () => this.fetchEntry(remote, timeoutMs, lowPriority),
            () => this.fetchEntry(remote, timeoutMs, lowPriority),
          )
        : this.fetchEntry(remote, timeoutMs, lowPriority);
      this.entries.set(remote, entry);
    }
    return entry;
  }

  /**
   * Fetches at low priority, without running any of it, what the wanted modules need to hydrate (ahead-of-use.ts, a
   * chunk of loader.js fetched only now: the page's first visit carries none of it), and makes the remote whose shared
   * modules it fetched join the page first. The first widget loaded for its use stops it. Resolves with the number of
   * files fetched.
   */
  async prefetch(wanted: readonly WantedModule[]): Promise<number> {
    const ahead = new AbortController();
    this.ahead = ahead;
    const { fetchAheadOfUse } = await import(/* webpackChunkName: "ahead-of-use" */ './ahead-of-use');
    return fetchAheadOfUse(wanted, {
      registry: this.registry,
      policy: this.policy,
      mfVersion: this.mfVersion,
      provided: await runtimeShareNames(),
      runtimeLoaded: this.instance !== undefined,
      joined: () => [...this.entries.keys()],
      prefer: (provider) => {
        if (this.entries.size === 0) this.provider = provider;
      },
      signal: ahead.signal,
    });
  }

  /** Loads an exposed module (`mount` for `./mount`) of a remote whose entry is registered. */
  async loadModule(remote: string, module: string, timeoutMs: number): Promise<WidgetModule> {
    await this.sharing;
    const instance = await this.sharedScope();
    await this.providePageShares(instance, timeoutMs);
    await nextTask();
    const exports = await instance.loadRemote<unknown>(`${containerName(remote)}/${module}`);
    if (!isWidgetModule(exports)) throw new Error(`${remote}/${module} does not export a mount function`);
    // The module's code ran in this task (React's with the first one); the widget's hydration starts in the next.
    await nextTask();
    return exports;
  }

  /**
   * Makes sure a remote that provides the page's shared modules (React, the widgets' mount) has joined: a widget built
   * outside this repository takes them from the page (the contracts package shares them `import: false`), so on a
   * page where it is the only widget, the registry's remotes join one by one until one provides them.
   */
  private async providePageShares(instance: FederationInstance, timeoutMs: number): Promise<void> {
    const provided = () => Object.keys(instance.shareScopeMap.default?.[PAGE_SHARED_MODULE] ?? {}).length > 0;
    for (const remote of Object.keys(this.registry.remotes)) {
      if (provided()) return;
      if (this.entries.has(remote)) continue;
      try {
        await this.loadEntry(remote, timeoutMs);
      } catch {
        // One that does not arrive leaves it to the next.
        continue;
      }
      await Promise.allSettled(instance.initializeSharing('default', { strategy: 'version-first' }));
    }
  }

  /**
   * Starts the page's shared runtime (session, page_view, tracking; no React), which this federation hands the
   * remotes, in a task of its own: its first call of the session API is work the loader's start need not wait for.
   */
  startRuntime(): void {
    void nextTask().then(this.runtime);
  }

  private async fetchEntry(remote: string, timeoutMs: number, lowPriority: boolean): Promise<void> {
    const release = this.registry.remotes[remote];
    if (!release) throw new Error(`the registry has no remote "${remote}"`);
    // Checked before any request: an entry without integrity, from an origin nobody named, or built with
    // another Module Federation version than the runtime this loader hands it, never runs.
    const refusal = entryRefusal(remote, release, this.policy);
    if (refusal) throw new RefusedEntryError(refusal);
    const mismatch = mfVersionMismatch(remote, release, this.mfVersion);
    if (mismatch) throw new MfVersionMismatchError(mismatch);
    const url = release.entry;
    const arrived = async () => {
      // The entry runs against the bundler runtime the MF chunk installs: that comes first.
      const instance = await this.federation();
      await loadScript(url, release.integrity, lowPriority ? 'low' : 'auto');
      return instance;
    };
    const instance = await withTimeout(arrived(), timeoutMs, `remote entry ${url}`);
    if (!(containerName(remote) in globalThis)) throw new Error(`${url} ran but did not define its container`);
    instance.registerRemotes([{ name: containerName(remote), entry: url }]);
  }
}
