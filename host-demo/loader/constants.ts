/** How long a widget may take from its first request to a finished mount before it fails alone. */
export const DEFAULT_WIDGET_TIMEOUT_MS = 5_000;

/** How long the shared-scope setup waits for the other first entries once one has arrived. */
export const SHARING_GRACE_MS = 1_000;

/** Where the registry lives when the loader script names none: the production environment's. */
export const DEFAULT_REGISTRY_FILE = 'registry.json';

/** The environment whose registry is `registry.json`. */
export const PRODUCTION = 'production';

/** The environment `npm run dev` writes (registry.dev.json): the one registry whose dev version may go without integrity. */
export const DEV_ENVIRONMENT = 'dev';

/** The version folder `npm run dev` rebuilds a remote into on every save: never cached, never released, no integrity. */
export const DEV_VERSION = '0.0.0-dev';

/** The registry file of an environment: `registry.json` for production, `registry.<environment>.json` else. */
export function registryFile(environment: string = PRODUCTION): string {
  if (!/^[a-z][a-z0-9-]{0,30}$/.test(environment)) throw new Error(`"${environment}" is not an environment name (a-z, 0-9, -)`);
  return environment === PRODUCTION ? DEFAULT_REGISTRY_FILE : `registry.${environment}.json`;
}

/**
 * The states a widget tag goes through, as written to `data-widget-state`; `deferred`: its `data-load` trigger
 * has not come yet, nothing of its remote is fetched and its fallback shows.
 */
export type WidgetState = 'deferred' | 'loading' | 'mounted' | 'failed' | 'invalid-props';

/** Event dispatched (bubbling) on a tag whenever its state changes; detail: { widget, state }. */
export const WIDGET_STATE_EVENT = 'schaufenster:widget-state';

/** Prefix of every console message from the loader. */
export const LOG_PREFIX = '[schaufenster]';
