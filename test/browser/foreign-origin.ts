// Where the foreign CMS of the embedding tests runs: next to the demo server the spec file runs against. Its port is
// fixed relative to the demo's, because each demo server names that origin in ALLOWED_ORIGINS before any test starts.

/** Port of the foreign CMS page beside a demo server on `demoPort` (the demo's port + 10). */
export const foreignPortOf = (demoPort: number): number => demoPort + 10;

/** The foreign page's origin beside a demo server on `demoPort`: another origin (another port) on the same site (127.0.0.1). */
export const foreignOriginOf = (demoPort: number): string => `http://127.0.0.1:${foreignPortOf(demoPort)}`;
