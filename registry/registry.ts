// The release registry (`registry.json`, `registry.<env>.json`): its shape and names, shared by the loader,
// the server and the release scripts. Browser-safe: the loader bundles this file.
import { isLoadStrategy, type LoadDefaults } from '../shared/props/load-strategy';

/** Where the registry lives when the loader script names none: the production environment's. */
export const DEFAULT_REGISTRY_FILE = 'registry.json';

/** The environment whose registry is `registry.json`. */
export const PRODUCTION = 'production';

/** The environment `npm run dev` writes (registry.dev.json): the one registry whose dev version may go without integrity. */
export const DEV_ENVIRONMENT = 'dev';

/** The version folder `npm run dev` rebuilds a remote into on every save: never cached, never released, no integrity. */
export const DEV_VERSION = '0.0.0-dev';

/** What an environment's name looks like: it becomes part of a file name. */
export const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]{0,30}$/;

/** The registry file of an environment: `registry.json` for production, `registry.<environment>.json` else. */
export function registryFile(environment: string = PRODUCTION): string {
  if (!ENVIRONMENT_NAME.test(environment)) throw new Error(`"${environment}" is not an environment name (a-z, 0-9, -)`);
  return environment === PRODUCTION ? DEFAULT_REGISTRY_FILE : `registry.${environment}.json`;
}

/** The environment a registry URL belongs to, by its file name (`registry.staging.json`: staging); undefined for any other name. */
export function registryEnvironment(url: string): string | undefined {
  const file = new URL(url, 'https://registry.invalid/').pathname.split('/').pop() ?? '';
  if (file === DEFAULT_REGISTRY_FILE) return PRODUCTION;
  const environment = /^registry\.([a-z][a-z0-9-]{0,30})\.json$/.exec(file)?.[1];
  return environment === PRODUCTION ? undefined : environment;
}

/**
 * Global through which the loader gives each remote its own copy of the webpack bundler runtime,
 * so that no remoteEntry carries it (see bundling/webpack.config.ts and loader/federation.ts).
 */
export const BUNDLER_RUNTIME_GLOBAL = '_SCHAUFENSTER_MF_BUNDLER_RUNTIME';

/** The Module Federation container name (and window global) of a remote; prefixed so it cannot clash with page globals. */
export function containerName(remote: string): string {
  return `schaufenster_${remote}`;
}

/**
 * The header with which the widget server answers its registries: the origins its configuration (REMOTE_ORIGINS)
 * allows remotes from, space-separated. A header, not a field of the registry file: the file is written by the release
 * commands and may be copied to any host, while the origins are the server operator's to name, so no file can widen them.
 */
export const REMOTE_ORIGINS_HEADER = 'x-schaufenster-remote-origins';

/** The folder of a version folder that holds its server build: one Node bundle per exposed module (`server/mount.js`). */
export const SERVER_FOLDER = 'server';

/** A released version of a remote: its version, the URL of its remoteEntry and that file's sha384. */
export interface RegistryRelease {
  version: string;
  entry: string;
  /** The server build of the same version: each exposed module's Node bundle, relative to the registry (`header/1.2.0/server/mount.js`). */
  server?: Record<string, string>;
  /**
   * The sha384 of each server bundle, by module, for a version hosted on another origin (its `server` names absolute
   * URLs): the server runs a downloaded bundle only with these bytes. The store's own bundles go without.
   */
  serverIntegrity?: Record<string, string>;
  /** Subresource integrity of the remoteEntry (`sha384-…`); the browser refuses other bytes. */
  integrity?: string;
  /** The `@module-federation/enhanced` version the remote was built with; the loader runs only its own. */
  mfVersion?: string;
  /**
   * Each module's load defaults by tag name (`auth`, `minicart/buy-button`), from its contract as the version's
   * props.schema.json records it: the loader knows them before it fetches anything of the remote.
   */
  modules?: Record<string, LoadDefaults>;
}

/** A newer release served to `percent` % of sessions (sticky per session); the others get the entry's own release. */
export interface Rollout extends RegistryRelease {
  percent: number;
}

/** One remote's entry in a registry file: the release every session gets, and maybe one being rolled out. */
export interface RegistryEntry extends RegistryRelease {
  rollout?: Rollout;
}

/** The release registry of one environment: which version of each remote pages load. */
export interface Registry {
  remotes: Record<string, RegistryEntry>;
}

/**
 * The version one browser previews (the widget catalog's Vorschau), as its registry answer names it beside the
 * remotes: the page shows a marker, whose link ends the preview (PREVIEW_END_PATH, beside the registry).
 */
export interface RegistryPreview {
  remote: string;
  version: string;
}

/** Where a previewing browser ends its preview: relative to the registry's URL (`/widgets/vorschau/beenden/`). */
export const PREVIEW_END_PATH = 'vorschau/beenden/';

/** Whether a registry answer's `preview` names a remote and a version. */
export function isRegistryPreview(value: unknown): value is RegistryPreview {
  return typeof value === 'object' && value !== null && typeof (value as RegistryPreview).remote === 'string' && typeof (value as RegistryPreview).version === 'string';
}

/** The registry as one page uses it: one release per remote, rollouts decided. */
export interface PageRegistry {
  remotes: Record<string, RegistryRelease>;
}

const OPTIONAL_STRING = ['string', 'undefined'];

function isServerMap(value: unknown): boolean {
  return value === undefined || (typeof value === 'object' && value !== null && Object.values(value).every((file) => typeof file === 'string'));
}

function isModules(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every(
    (defaults: Partial<LoadDefaults> | null) =>
      typeof defaults?.load === 'string' &&
      isLoadStrategy(defaults.load) &&
      Array.isArray(defaults.answers) &&
      defaults.answers.every((answer: unknown) => typeof answer === 'string'),
  );
}

/** Tells whether parsed JSON has the shape of one release (a registry entry without its rollout). */
export function isRegistryRelease(value: unknown): value is RegistryRelease {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RegistryRelease).version === 'string' &&
    typeof (value as RegistryRelease).entry === 'string' &&
    OPTIONAL_STRING.includes(typeof (value as RegistryRelease).integrity) &&
    OPTIONAL_STRING.includes(typeof (value as RegistryRelease).mfVersion) &&
    isServerMap((value as RegistryRelease).server) &&
    isServerMap((value as RegistryRelease).serverIntegrity) &&
    isModules((value as RegistryRelease).modules)
  );
}

function isRollout(value: unknown): value is Rollout {
  const percent = (value as Rollout | undefined)?.percent;
  return isRegistryRelease(value) && typeof percent === 'number' && percent >= 0 && percent <= 100;
}

/** Tells whether parsed JSON has the registry's shape (the loader has no schema library, to stay small). */
export function isRegistry(value: unknown): value is Registry {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return false;
  return Object.values(remotes).every(
    (entry: unknown) => isRegistryRelease(entry) && ((entry as RegistryEntry).rollout === undefined || isRollout((entry as RegistryEntry).rollout)),
  );
}
