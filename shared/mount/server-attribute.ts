// Apart from server-host.ts so the loader can tell server HTML in a tag without importing React.

/** The attribute of a server-rendered widget root that carries what its render assumed (ServerSnapshot, JSON). */
export const SERVER_SNAPSHOT_ATTRIBUTE = 'data-server-render';

/**
 * Marks server HTML that only stands in for content the browser must fetch (a cart's lines, an address book): a tag
 * showing it hydrates by its own `data-load`, not on the shopper's first use (shared/ui LoadingStatus sets it).
 */
export const AWAITS_BROWSER_ATTRIBUTE = 'data-awaits-browser';

/** The attribute naming the version a server-rendered widget root was rendered in (kept once hydrated). */
export const SERVER_VERSION_ATTRIBUTE = 'data-server-version';
