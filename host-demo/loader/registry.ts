import { isRegistry, type Registry, type RegistryEntry, type RegistryRelease } from '../../registry/registry';

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
