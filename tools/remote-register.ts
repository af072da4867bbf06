// `npm run register`: serves a remote version that a team hosts on its own origin (a CDN), by absolute URLs with the
// sha384 of each file as fetched now; promote and rollback then serve that same entry (registry/registered-release.ts).
import type { RegistryRelease } from '../registry/registry';
import { moduleDefaultsOf, PROPS_SCHEMA_FILE } from '../registry/module-defaults';
import { storeRegisteredRelease, VersionTakenError } from '../registry/registered-release';
import { manifestMfVersion, readRegistry } from '../registry/registry-files';
import { fetchRemoteFile, integrityOfBytes, RemoteFileError, remoteUrlProblem } from '../registry/remote-files';
import { checkPercent, checkRegisteredName, checkUnreleased, type CommandOptions, confirmNewVersion, pin, ReleaseError, rollOut, where } from './entry-changes';

/** The MF manifest beside every remoteEntry.js: the Module Federation version the remote was built with. */
const MANIFEST_FILE = 'mf-manifest.json';

export interface RegisterOptions extends CommandOptions {
  /** The remoteEntry.js's absolute URL. */
  entry: string;
  /** Each exposed module's server bundle by module name (`mount`), absolute URLs; none: the version renders in the browser only. */
  serverBundles?: Record<string, string>;
  /** Serve the version to this share of sessions only; default 100: all of them (in production it asks first). */
  percent?: number;
  /** The origins the server allows remotes from (its REMOTE_ORIGINS): every URL must be on one of them. */
  allowedOrigins: readonly string[];
}

/** A file's bytes, or the command's refusal naming the URL and why it could not be fetched. */
async function fetchOrRefuse(url: string, what: string): Promise<Buffer> {
  try {
    return await fetchRemoteFile(url);
  } catch (error) {
    if (error instanceof RemoteFileError) throw new ReleaseError(`Not registered: the ${what} ${error.message}`);
    throw error;
  }
}

/** Parses a JSON file fetched from a remote's origin, or refuses naming it. */
function parseJson(bytes: Buffer, url: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ReleaseError(`Not registered: ${url} is not JSON`);
  }
}

/** The props.schema.json beside the entry, with its module load defaults; none for a build without one (404), as for a local build. */
async function propsSchemaOf(remote: string, entry: string): Promise<{ bytes?: Buffer; modules?: RegistryRelease['modules'] }> {
  const url = new URL(PROPS_SCHEMA_FILE, entry).href;
  try {
    const bytes = await fetchRemoteFile(url);
    return { bytes, modules: moduleDefaultsOf(remote, parseJson(bytes, url) as Parameters<typeof moduleDefaultsOf>[1]) };
  } catch (error) {
    if (error instanceof RemoteFileError && error.status === 404) return {};
    if (error instanceof RemoteFileError) throw new ReleaseError(`Not registered: the props schema ${error.message}`);
    throw error;
  }
}

/**
 * Fetches a hosted version's files and makes its registry entry (absolute URLs, each file's sha384, mfVersion and
 * modules), with its props.schema.json to keep a copy of.
 */
async function hostedRelease(remote: string, version: string, entry: string, serverBundles: Record<string, string>): Promise<{ release: RegistryRelease; propsSchema?: Buffer }> {
  const manifestUrl = new URL(MANIFEST_FILE, entry).href;
  const [entryBytes, manifest, { bytes: propsSchema, modules }, bundles] = await Promise.all([
    fetchOrRefuse(entry, 'remote entry'),
    fetchOrRefuse(manifestUrl, 'manifest'),
    propsSchemaOf(remote, entry),
    Promise.all(Object.entries(serverBundles).map(async ([module, url]) => [module, url, integrityOfBytes(await fetchOrRefuse(url, `server bundle "${module}"`))] as const)),
  ]);
  let mfVersion: string;
  try {
    mfVersion = manifestMfVersion(parseJson(manifest, manifestUrl) as Parameters<typeof manifestMfVersion>[0], `${remote}@${version}`);
  } catch (error) {
    throw error instanceof ReleaseError ? error : new ReleaseError(`Not registered: ${manifestUrl}: ${(error as Error).message}`);
  }
  const release: RegistryRelease = {
    version,
    entry,
    integrity: integrityOfBytes(entryBytes),
    mfVersion,
    ...(bundles.length > 0 && {
      server: Object.fromEntries(bundles.map(([module, url]) => [module, url])),
      serverIntegrity: Object.fromEntries(bundles.map(([module, , integrity]) => [module, integrity])),
    }),
    ...(modules && { modules }),
  };
  return { release, propsSchema };
}

/**
 * Registers a version of a remote hosted on an allowed origin: refuses a URL that is not https (http only on loopback)
 * or not on an allowed origin, a file it cannot fetch, a version the store holds; then keeps the entry in the
 * version's own store folder and serves it to all or `percent` % of the environment's sessions, recorded in the history.
 */
export async function registerRemote(dir: string, remoteName: string, version: string, options: RegisterOptions): Promise<string> {
  const remote = checkRegisteredName(remoteName);
  const percent = checkPercent(options.percent ?? 100);
  const serverBundles = options.serverBundles ?? {};
  for (const url of [options.entry, ...Object.values(serverBundles)]) {
    const problem = remoteUrlProblem(url, options.allowedOrigins);
    if (problem) throw new ReleaseError(`Not registered: ${problem}`);
  }
  checkUnreleased(dir, remote, version);
  if (percent < 100 && !(await readRegistry(dir, options.environment)).remotes[remote]) {
    throw new ReleaseError(`${remote} has no version${where(options.environment)} yet to roll out beside; register it to all sessions first`);
  }
  await confirmNewVersion(dir, remote, version, percent, options, 'registered');
  const { release, propsSchema } = await hostedRelease(remote, version, options.entry, serverBundles);
  try {
    await storeRegisteredRelease(dir, remote, release, propsSchema ? { [PROPS_SCHEMA_FILE]: propsSchema } : {});
  } catch (error) {
    throw error instanceof VersionTakenError ? new ReleaseError(error.message) : error;
  }
  const served = percent < 100 ? await rollOut(dir, remote, version, percent, 'register', options) : await pin(dir, remote, version, 'register', options);
  return `Registered ${remote}@${version} from ${new URL(options.entry).origin}. ${served}`;
}
