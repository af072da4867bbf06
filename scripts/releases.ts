import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEV_VERSION, PRODUCTION, type Registry, type RegistryEntry } from '../registry/registry';
import { PROPS_SCHEMA_FILE, remoteConfig } from '../webpack.config';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from './remotes';
import { readRegistry, registryEntry, releasedVersions, writeRegistry } from '../registry/registry-files';
import { isReleaseVersion } from '../registry/versions';
import { runWebpack } from './run-webpack';

/** Raised for a release, promotion or rollback that must not happen; the message says why. */
export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';
}

/** Which environment's registry a command changes (default production, `registry.json`). */
export interface ChannelOptions {
  environment?: string;
}

/** Checks the placed tags against a new props.schema.json document; returns one line per tag it would break. */
export type TagGate = (schemaDocument: Record<string, unknown>) => Promise<string[]>;

export interface ReleaseOptions extends ChannelOptions {
  /** Serve the new version to this share of sessions only (sticky per session); default 100: all of them. */
  percent?: number;
  /** Release although placed tags would break. */
  force?: boolean;
  /** The check of placed tags against the new schema (the CLI checks the demo's templates). */
  gate?: TagGate;
}

function checkRemote(remote: string): RemoteName {
  if (!isRemoteName(remote)) throw new ReleaseError(`Unknown remote "${remote}"; expected one of ${REMOTE_NAMES.join(', ')}`);
  return remote;
}

function checkPercent(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) throw new ReleaseError(`--percent must be above 0 and at most 100, got ${percent}`);
  return percent;
}

async function checkReleased(dir: string, remote: string, version: string): Promise<void> {
  const versions = await releasedVersions(dir, remote);
  if (!versions.includes(version)) throw new ReleaseError(`${remote}@${version} was never released here; released: ${versions.join(', ') || 'none'}`);
}

const where = (environment = PRODUCTION) => (environment === PRODUCTION ? '' : ` in ${environment}`);

/** Describes what a registry entry serves: `1.1.0`, or `1.0.0, 1.1.0 to 10 % of sessions`. */
export function describeEntry(entry: RegistryEntry | undefined): string {
  if (!entry) return 'nothing';
  return entry.rollout ? `${entry.version}, ${entry.rollout.version} to ${entry.rollout.percent} % of sessions` : entry.version;
}

/** Changes one remote's entry in an environment's registry; every other entry stays as it was. */
async function updateEntry(dir: string, remote: string, environment: string | undefined, change: (entry: RegistryEntry | undefined) => Promise<RegistryEntry>): Promise<string> {
  const registry: Registry = await readRegistry(dir, environment);
  const before = registry.remotes[remote];
  registry.remotes[remote] = await change(before);
  await writeRegistry(dir, registry, environment);
  return `${remote}${where(environment)}: now ${describeEntry(registry.remotes[remote])} (was ${describeEntry(before)})`;
}

/** Serves `version` to every session of the environment. */
function pin(dir: string, remote: string, version: string, environment?: string): Promise<string> {
  return updateEntry(dir, remote, environment, () => registryEntry(dir, remote, version));
}

/** Serves `version` to `percent` % of the environment's sessions, the pinned version to the others. */
function rollOut(dir: string, remote: string, version: string, percent: number, environment?: string): Promise<string> {
  return updateEntry(dir, remote, environment, async (entry) => {
    if (!entry) throw new ReleaseError(`${remote} has no version${where(environment)} yet to roll out beside; release it to all sessions first`);
    if (entry.version === version) throw new ReleaseError(`${remote}@${version} is already served to every session${where(environment)}`);
    const { rollout: _previous, ...pinned } = entry;
    return { ...pinned, rollout: { ...(await registryEntry(dir, remote, version)), percent } };
  });
}

/**
 * Builds one remote into its new, immutable version folder, refuses it when placed tags would break
 * under its props schema (unless forced), and serves it to all or `percent` % of the environment's sessions.
 */
export async function releaseRemote(dir: string, remoteName: string, version: string, options: ReleaseOptions = {}): Promise<string> {
  const remote = checkRemote(remoteName);
  if (!isReleaseVersion(version)) throw new ReleaseError(`"${version}" is not a version like 1.2.3`);
  if (version === DEV_VERSION) throw new ReleaseError(`${DEV_VERSION} is the folder of npm run dev, never a release; choose a version like 1.2.3`);
  const percent = checkPercent(options.percent ?? 100);
  const target = path.join(dir, remote, version);
  if (existsSync(target)) throw new ReleaseError(`${remote}@${version} is already released; versions are immutable, choose a new one`);
  // Build beside the target and move it in at once, so no half-built version is ever served.
  const staging = path.join(dir, remote, `.staging-${version}-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  const config = remoteConfig(remote, version, { outDir: dir }, 'production');
  await runWebpack([{ ...config, output: { ...config.output, path: staging } }]);
  const broken = options.gate ? await options.gate(JSON.parse(await readFile(path.join(staging, PROPS_SCHEMA_FILE), 'utf8')) as Record<string, unknown>) : [];
  if (broken.length > 0 && !options.force) {
    await rm(staging, { recursive: true, force: true });
    throw new ReleaseError(
      `${remote}@${version} would break ${broken.length} placed tag(s); nothing was released (--force releases anyway):\n${broken.join('\n')}`,
    );
  }
  await rename(staging, target);
  const served = percent < 100 ? await rollOut(dir, remote, version, percent, options.environment) : await pin(dir, remote, version, options.environment);
  const warning = broken.length > 0 ? `\nForced, although ${broken.length} placed tag(s) break:\n${broken.join('\n')}` : '';
  return `Released ${remote}@${version}. ${served}${warning}`;
}

export interface PromoteOptions extends ChannelOptions {
  /** The released version to promote; default the environment's rollout. */
  version?: string;
  /** The new share of sessions; default 100 (the version becomes the one every session gets). */
  percent?: number;
}

/** Raises a rollout's share, makes it every session's version, or brings a released version to another environment. */
export async function promoteRemote(dir: string, remoteName: string, options: PromoteOptions = {}): Promise<string> {
  const remote = checkRemote(remoteName);
  const percent = checkPercent(options.percent ?? 100);
  const rollout = (await readRegistry(dir, options.environment)).remotes[remote]?.rollout;
  const version = options.version ?? rollout?.version;
  if (!version) throw new ReleaseError(`${remote} has no rollout${where(options.environment)} to promote; name a released version with --version`);
  await checkReleased(dir, remote, version);
  return percent < 100 ? rollOut(dir, remote, version, percent, options.environment) : pin(dir, remote, version, options.environment);
}

/** Ends a rollout (every session back on the pinned version) or, with a version, serves that released version to everyone. */
export async function rollbackRemote(dir: string, remoteName: string, version?: string, options: ChannelOptions = {}): Promise<string> {
  const remote = checkRemote(remoteName);
  if (version !== undefined) {
    await checkReleased(dir, remote, version);
    return pin(dir, remote, version, options.environment);
  }
  return updateEntry(dir, remote, options.environment, async (entry) => {
    if (!entry?.rollout) throw new ReleaseError(`${remote} has no rollout${where(options.environment)} to stop; name the version to serve`);
    const { rollout: _stopped, ...pinned } = entry;
    return pinned;
  });
}

/** Records a new version in the remote's package.json, so the next clean build uses it too. */
export async function setPackageVersion(remote: RemoteName, version: string): Promise<void> {
  const file = path.join(__dirname, '..', 'widgets', remote, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8')) as { version: string };
  pkg.version = version;
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
}
