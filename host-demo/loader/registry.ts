/** One remote's entry in registry.json: the version the loader uses, the URL of its remoteEntry and its sha384. */
export interface RegistryEntry {
  version: string;
  entry: string;
  /** Subresource integrity of the remoteEntry (`sha384-…`); the browser refuses other bytes. */
  integrity?: string;
}

/** The release registry: which version of each remote the page loads. */
export interface Registry {
  remotes: Record<string, RegistryEntry>;
}

/** Tells whether parsed JSON has the registry's shape (the loader has no schema library, to stay small). */
export function isRegistry(value: unknown): value is Registry {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return false;
  return Object.values(remotes).every(
    (entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as RegistryEntry).version === 'string' &&
      typeof (entry as RegistryEntry).entry === 'string' &&
      ['string', 'undefined'].includes(typeof (entry as RegistryEntry).integrity),
  );
}

/** Loads and checks the registry; entry URLs come back absolute, resolved against the registry's own URL. */
export async function fetchRegistry(url: string): Promise<Registry> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`registry ${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRegistry(body)) throw new Error(`registry ${url} does not have the expected shape`);
  const remotes: Record<string, RegistryEntry> = {};
  for (const [name, entry] of Object.entries(body.remotes)) {
    remotes[name] = { ...entry, entry: new URL(entry.entry, new URL(url, document.baseURI)).href };
  }
  return { remotes };
}
