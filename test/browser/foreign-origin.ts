// Where the foreign CMS of the embedding tests runs. Its port is fixed (next to the demo's), because the
// demo server must name that origin in ALLOWED_ORIGINS before any test starts.

/** Port of the demo server the browser tests run against. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3917);

/** Port of the foreign CMS page (E2E_FOREIGN_PORT, default the demo's port + 10). */
export const FOREIGN_PORT = Number(process.env.E2E_FOREIGN_PORT ?? E2E_PORT + 10);

/** The foreign page's origin: another origin than the demo's (another port), on the same site (127.0.0.1). */
export const FOREIGN_ORIGIN = `http://127.0.0.1:${FOREIGN_PORT}`;
