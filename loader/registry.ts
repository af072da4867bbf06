import { isRegistry, isRegistryPreview, REMOTE_ORIGINS_HEADER, type Registry, type RegistryEntry, type RegistryPreview, type RegistryRelease } from '../registry/registry';
import { parseCdnOrigins } from '../registry/entry-policy';

/**
 * A registry as the loader fetched it: entry URLs absolute, the origins its server allows remotes from (its
 * REMOTE_ORIGINS header; none from a registry on a plain file host) and the version this browser previews, if it does.
 */
export interface FetchedRegistry extends Registry {
  origins: string[];
  preview?: RegistryPreview;
}

/** Loads and checks a registry file; entry URLs come back absolute, resolved against the registry's own URL. */
export async function fetchRegistry(url: string): Promise<FetchedRegistry> {
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
  const preview = (body as { preview?: unknown }).preview;
  // Only the server's header counts: an `origins` field in the body is any file's, and is ignored like every unknown field.
  const { origins } = parseCdnOrigins(response.headers.get(REMOTE_ORIGINS_HEADER) ?? undefined);
  return { remotes, origins, ...(isRegistryPreview(preview) && { preview }) };
}
