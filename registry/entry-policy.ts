import { DEV_ENVIRONMENT, DEV_VERSION, registryFile, type RegistryRelease } from './registry';

// Which remote entries the loader runs: only with a subresource integrity the browser checks, and only from
// the registry's own origin or a CDN origin the page names. A refused remote fails alone, with its fallback.

/**
 * One SRI hash: sha384 or sha512, base64 of the full digest. The browser skips the check for a value it
 * cannot read (`integrity="oops"` loads anything), so only well-formed values count as integrity.
 */
const HASH = /^(?:sha384-[A-Za-z0-9+/]{64}|sha512-[A-Za-z0-9+/]{86}==)$/;

/** Entry URLs are fetched as scripts: nothing but http(s). */
const SCRIPT_PROTOCOLS = ['http:', 'https:'];

/** Where entries may come from and which registry names them. */
export interface EntryPolicy {
  /** The registry's absolute URL: its origin may serve entries, and only registry.dev.json may name the dev version without integrity. */
  registryUrl: string;
  /** Further origins that may serve entries (the loader script's `data-cdn`). */
  cdnOrigins: readonly string[];
  /** Origins the registry's server allows remotes from (its REMOTE_ORIGINS, sent with the registry: REMOTE_ORIGINS_HEADER). */
  remoteOrigins?: readonly string[];
}

/** A registry entry the loader will not run; the message names the remote and the reason. */
export class RefusedEntryError extends Error {
  override readonly name = 'RefusedEntryError';
}

/** Whether a value is a well-formed integrity: one or more sha384/sha512 hashes, space-separated. */
export function isIntegrity(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const hashes = value.trim().split(/\s+/);
  return hashes.length > 0 && hashes.every((hash) => HASH.test(hash));
}

/**
 * Reads `data-cdn`: origins (`https://cdn.example`), separated by spaces. Anything else (a path, a query,
 * credentials, another scheme, a typo) is returned as invalid, so the loader can say so; it never widens
 * what may load.
 */
export function parseCdnOrigins(attribute: string | undefined): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const token of (attribute ?? '').split(/\s+/).filter(Boolean)) {
    const origin = bareOrigin(token);
    if (origin === undefined) invalid.push(token);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins, invalid };
}

/** The origin an http(s) URL names, if it names nothing more: a path would promise a narrower trust than the origin it grants. */
function bareOrigin(token: string): string | undefined {
  const origin = originOf(token);
  if (origin === undefined) return undefined;
  const url = new URL(token);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !token.endsWith('?') && !token.endsWith('#') ? origin : undefined;
}

/** The origin of an http(s) URL, or undefined for anything else (data:, javascript:, blob:, not a URL). */
function originOf(url: string, base?: string): string | undefined {
  try {
    const parsed = new URL(url, base);
    return SCRIPT_PROTOCOLS.includes(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The dev channel (`npm run dev`): the dev version, named by registry.dev.json, served from the registry's own origin. */
function isDevRelease(release: RegistryRelease, policy: EntryPolicy, registryOrigin: string | undefined): boolean {
  const registryPath = new URL(policy.registryUrl).pathname;
  return (
    release.version === DEV_VERSION &&
    registryPath.endsWith(`/${registryFile(DEV_ENVIRONMENT)}`) &&
    originOf(release.entry, policy.registryUrl) === registryOrigin
  );
}

/**
 * Why the loader must not run a release's entry, or undefined when it may: a released version needs a
 * well-formed integrity, and every entry must be on the registry's origin, a `data-cdn` origin or one the registry's
 * server allows.
 */
export function entryRefusal(remote: string, release: RegistryRelease, policy: EntryPolicy): string | undefined {
  const refused = `remote "${remote}" ${release.version} is refused:`;
  const registryOrigin = originOf(policy.registryUrl);
  const entryOrigin = originOf(release.entry, policy.registryUrl);
  const remoteOrigins = policy.remoteOrigins ?? [];
  if (entryOrigin === undefined || (entryOrigin !== registryOrigin && !policy.cdnOrigins.includes(entryOrigin) && !remoteOrigins.includes(entryOrigin))) {
    const allowed = [...new Set([registryOrigin, ...policy.cdnOrigins, ...remoteOrigins])].filter(Boolean).join(', ');
    return `${refused} its entry ${release.entry} is not on the registry's origin or a data-cdn origin of the loader script or one its server allows (allowed: ${allowed})`;
  }
  if (release.integrity === undefined) {
    if (isDevRelease(release, policy, registryOrigin)) return undefined;
    return `${refused} its registry entry has no integrity; a released version loads only with the sha384 of its remoteEntry.js`;
  }
  if (!isIntegrity(release.integrity)) return `${refused} its integrity "${release.integrity}" is not a sha384 or sha512 hash`;
  return undefined;
}
