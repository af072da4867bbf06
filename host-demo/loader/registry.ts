/** A released version of a remote: its version, the URL of its remoteEntry and that file's sha384. */
export interface RegistryRelease {
  version: string;
  entry: string;
  /** Subresource integrity of the remoteEntry (`sha384-…`); the browser refuses other bytes. */
  integrity?: string;
}

/** A newer release served to `percent` % of sessions (sticky per session); the others get the entry's own release. */
export interface Rollout extends RegistryRelease {
  percent: number;
}

/** One remote's entry in a registry file: the release every session gets, and maybe one being rolled out. */
export interface RegistryEntry extends RegistryRelease {
  rollout?: Rollout;
}

/** The release registry of one environment: which version of each remote pages load. */
export interface Registry {
  remotes: Record<string, RegistryEntry>;
}

/** The registry as one page uses it: one release per remote, rollouts decided. */
export interface PageRegistry {
  remotes: Record<string, RegistryRelease>;
}

function isRelease(value: unknown): value is RegistryRelease {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RegistryRelease).version === 'string' &&
    typeof (value as RegistryRelease).entry === 'string' &&
    ['string', 'undefined'].includes(typeof (value as RegistryRelease).integrity)
  );
}

function isRollout(value: unknown): value is Rollout {
  const percent = (value as Rollout | undefined)?.percent;
  return isRelease(value) && typeof percent === 'number' && percent >= 0 && percent <= 100;
}

/** Tells whether parsed JSON has the registry's shape (the loader has no schema library, to stay small). */
export function isRegistry(value: unknown): value is Registry {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return false;
  return Object.values(remotes).every(
    (entry: unknown) => isRelease(entry) && ((entry as RegistryEntry).rollout === undefined || isRollout((entry as RegistryEntry).rollout)),
  );
}

/** Loads and checks a registry file; entry URLs come back absolute, resolved against the registry's own URL. */
export async function fetchRegistry(url: string): Promise<Registry> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`registry ${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRegistry(body)) throw new Error(`registry ${url} does not have the expected shape`);
  const base = new URL(url, document.baseURI);
  const absolute = <R extends RegistryRelease>(release: R): R => ({ ...release, entry: new URL(release.entry, base).href });
  const remotes: Record<string, RegistryEntry> = {};
  for (const [name, entry] of Object.entries(body.remotes)) {
    remotes[name] = { ...absolute(entry), rollout: entry.rollout && absolute(entry.rollout) };
  }
  return { remotes };
}
