import { fnv1a } from '../shared/hash/fnv1a';
import type { PageRegistry, Registry, RegistryRelease, Rollout } from '../registry/registry';

/** Where the loader keeps the browser's rollout key: the same key, the same versions, on every page. */
export const ROLLOUT_KEY_STORAGE = 'schaufenster:rollout-key';

/** Buckets per percent point, so that rollouts of 0.5 % work too. */
const BUCKETS = 10_000;

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

/**
 * The cookie that carries the rollout key to the page's server, which renders widgets in the version the loader
 * will hydrate (a server that renders sets it first; the loader sets it for any other).
 */
export const ROLLOUT_COOKIE = 'schaufenster_rollout';

/** What a rollout key looks like (the loader's UUIDs; a server may make its own of this shape). */
export const ROLLOUT_KEY = /^[A-Za-z0-9-]{8,64}$/;

/** A year: the key should outlive any rollout. */
const ROLLOUT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Where the loader reads and writes the rollout cookie; a fake in unit tests. */
export interface CookieJar {
  cookie: string;
}

/** The rollout key in a Cookie header or `document.cookie`, if it has one of the right shape. */
export function rolloutKeyFromCookies(cookies: string): string | undefined {
  const value = cookies
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === ROLLOUT_COOKIE)?.[1];
  return value !== undefined && ROLLOUT_KEY.test(value) ? value : undefined;
}

/**
 * The browser's rollout key: the cookie's (the server rendered the page's widgets with it), else the one in
 * localStorage, else a new one; kept in both. Without storage, a key for this page only.
 */
export function rolloutKey(storage: () => Pick<Storage, 'getItem' | 'setItem'> = () => window.localStorage, jar: CookieJar = document): string {
  let key = rolloutKeyFromCookies(jar.cookie);
  try {
    const stored = storage().getItem(ROLLOUT_KEY_STORAGE);
    key ??= stored ?? crypto.randomUUID();
    if (stored !== key) storage().setItem(ROLLOUT_KEY_STORAGE, key);
  } catch {
    key ??= crypto.randomUUID();
  }
  if (rolloutKeyFromCookies(jar.cookie) !== key) jar.cookie = `${ROLLOUT_COOKIE}=${key}; path=/; max-age=${ROLLOUT_COOKIE_MAX_AGE_S}; samesite=lax`;
  return key;
}
