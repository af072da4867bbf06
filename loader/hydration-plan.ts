import type { ChunkNeeds, HydrationFiles } from '../registry/hydration-files';

// Which chunk files the page's waiting widgets load when they hydrate, worked out before any of them runs: each
// widget's own module, and the shared modules (React, goober, shared/ui ...) from the remote that will provide them.
// Every remote carries its own copy of each shared module, and the page takes one (the remotes' 'loaded-first'
// share strategy: the first copy registered stays), so fetching the copies of one remote, the provider, and making the
// page take that one (Federation.prefer) costs React once instead of once per remote.

/** A waiting tag's remote and exposed module (`minicart`, `buy-button`). */
export interface WantedModule {
  remote: string;
  module: string;
}

/** What to fetch ahead: the provider of the shared modules (undefined when remotes are in the page already) and each remote's chunk files. */
export interface HydrationPlan {
  provider?: string;
  files: Map<string, string[]>;
}

/** What an earlier page of the tab left in the browser: the remotes whose entry and own chunks it fetched or ran, and the provider whose shared modules it fetched or ran. */
export interface PresentFiles {
  remotes: readonly string[];
  provider?: string;
}

/**
 * The chunk files the wanted modules load when they hydrate, by remote, the provider's first. `manifests` holds the
 * hydration files of the remotes that can be fetched; `provided` the shared names the loader hands the remotes itself
 * (the shared runtime: nothing to fetch); `joined` the remotes already in the page, whose shared modules the page
 * takes (then no provider is chosen) and whose files are not fetched again; `present` what earlier pages of the tab
 * left in the browser, not fetched again (their provider stays the provider where it is wanted). A shared name no
 * provider has (the forms' final-form) comes from whichever of the remotes needing it hydrates first: each one's copy
 * is fetched.
 */
export function hydrationPlan(
  wanted: readonly WantedModule[],
  manifests: ReadonlyMap<string, HydrationFiles>,
  provided: ReadonlySet<string>,
  joined: readonly string[] = [],
  present: PresentFiles = { remotes: [] },
): HydrationPlan {
  const usable = wanted.filter(({ remote }) => manifests.has(remote));
  const provider = joined.length === 0 ? (usable.find(({ remote }) => remote === present.provider) ?? usable[0])?.remote : undefined;
  const providers = provider === undefined ? joined : [provider];
  // Files of a remote the tab has: its own (its module, the shared copies only it was fetched for), and the shared
  // modules of the provider it fetched them from.
  const has = (remote: string, sharedOf: boolean) =>
    joined.includes(remote) || (present.remotes.includes(remote) && (!sharedOf || remote !== provider || remote === present.provider));
  const files = new Map<string, Set<string>>();
  const taken = new Set<string>();
  const take = (remote: string, needs: ChunkNeeds, sharedOf: boolean) => {
    if (!has(remote, sharedOf)) for (const file of needs.files) files.set(remote, (files.get(remote) ?? new Set()).add(file));
    for (const name of needs.consumes) {
      if (provided.has(name)) continue;
      const from = [...providers, remote].find((candidate) => manifests.get(candidate)?.shared[name] !== undefined);
      const shared = from === undefined ? undefined : manifests.get(from)?.shared[name];
      if (from === undefined || !shared || taken.has(`${from} ${name}`)) continue;
      taken.add(`${from} ${name}`);
      take(from, shared, true);
    }
  };
  for (const { remote, module } of usable) {
    const needs = manifests.get(remote)?.modules[module];
    if (needs) take(remote, needs, false);
  }
  return { provider, files: new Map([...files].map(([remote, names]) => [remote, [...names]])) };
}
