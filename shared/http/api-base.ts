/**
 * Where the widgets' shop API lives. The loader publishes its script's `data-api` (absolute, ending in
 * `/`) as `window.schaufenster.api`; without it, API paths resolve against the page as before.
 */
export function apiBase(): string | undefined {
  const api = (window as unknown as { schaufenster?: { api?: unknown } }).schaufenster?.api;
  return typeof api === 'string' && api !== '' ? api : undefined;
}

/**
 * An API path (`/api/s/`) under a base URL (`https://api.shop.example/` or `https://shop.example/shop-api/`):
 * the base's own path is kept, so an API mounted under a prefix works too.
 */
export function apiUrl(base: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`).href;
}
