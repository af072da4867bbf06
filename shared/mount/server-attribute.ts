// Apart from server-host.ts so the loader can tell server HTML in a tag without importing React.

/** The attribute of a server-rendered widget root that carries what its render assumed (ServerSnapshot, JSON). */
export const SERVER_SNAPSHOT_ATTRIBUTE = 'data-server-render';

/**
 * The snapshot an element carries, as an object whose fields are still to be checked; undefined without the
 * attribute or when it is no JSON object (such HTML counts as none the browser can hydrate).
 */
export function readSnapshotAttribute(element: Element | undefined): Record<string, unknown> | undefined {
  const text = element?.getAttribute(SERVER_SNAPSHOT_ATTRIBUTE);
  if (text === null || text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Marks server HTML that only stands in for content the browser must fetch (a cart's lines, an address book): a tag
 * showing it hydrates by its own `data-load`, not on the shopper's first use (shared/ui LoadingStatus sets it).
 */
export const AWAITS_BROWSER_ATTRIBUTE = 'data-awaits-browser';

/** The attribute naming the version a server-rendered widget root was rendered in (kept once hydrated). */
export const SERVER_VERSION_ATTRIBUTE = 'data-server-version';
