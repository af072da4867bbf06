import type { PageRegistry, Registry, RegistryRelease, Rollout } from '../../registry/registry';

/** Where the loader keeps the browser's rollout key: the same key, the same versions, on every page. */
export const ROLLOUT_KEY_STORAGE = 'schaufenster:rollout-key';

/** Buckets per percent point, so that rollouts of 0.5 % work too. */
const BUCKETS = 10_000;

/** FNV-1a, 32 bit: a fast, well-spread hash of a short string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The bucket (0 to 9999) of one session for one rollout. It depends on the rollout's version, so each
 * release reaches another first group of shoppers; it never changes while the percentage is raised.
 */
export function rolloutBucket(key: string, remote: string, version: string): number {
  return fnv1a(`${key}\u0000${remote}\u0000${version}`) % BUCKETS;
}

/** Whether a session gets the rollout's release: its bucket is below the rollout's share. */
export function inRollout(key: string, remote: string, rollout: Rollout): boolean {
  return rolloutBucket(key, remote, rollout.version) < Math.round(rollout.percent * (BUCKETS / 100));
}

/** Picks each remote's release for the session with `key`: the rollout's if the session is in it, else the pinned one. */
export function pageRegistry(registry: Registry, key: string): PageRegistry {
  const remotes: Record<string, RegistryRelease> = {};
  for (const [remote, { rollout, ...pinned }] of Object.entries(registry.remotes)) {
    if (rollout && inRollout(key, remote, rollout)) {
      const { percent: _percent, ...release } = rollout;
      remotes[remote] = release;
    } else {
      remotes[remote] = pinned;
    }
  }
  return { remotes };
}

/** The browser's rollout key from localStorage, made once; without storage, a key for this page only. */
export function rolloutKey(storage: () => Pick<Storage, 'getItem' | 'setItem'> = () => window.localStorage): string {
  try {
    const stored = storage().getItem(ROLLOUT_KEY_STORAGE);
    if (stored) return stored;
    const key = crypto.randomUUID();
    storage().setItem(ROLLOUT_KEY_STORAGE, key);
    return key;
  } catch {
    return crypto.randomUUID();
  }
}
