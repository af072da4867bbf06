import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isIntegrity } from './entry-policy';
import { temporaryFileFor } from './registry-lock';
import type { LoadDefaults } from '../shared/props/load-strategy';
import { moduleDefaultsOf, PROPS_SCHEMA_FILE } from './module-defaults';
import { isRegisteredVersion, readRegisteredRelease } from './registered-release';
import { integrityOfBytes } from './remote-files';
import { HOSTED_REMOTE_NAME, isRemoteName } from './remotes';
import { DEV_ENVIRONMENT, DEV_VERSION, isRegistry, registryFile, SERVER_FOLDER, type Registry, type RegistryRelease } from './registry';
import { compareVersions, isReleaseVersion } from './versions';

// The built widgets folder (dist/widgets): where it is, its registries and released versions. Node only.

const REPO_ROOT = path.join(__dirname, '..');

/** A chunk of loader.js in the store, named by its content (`mf-runtime.1a2b3c4d.js`): another content, another name. */
export const LOADER_CHUNK_FILE = /^[a-z][a-z0-9-]*\.[0-9a-f]{8}\.js$/;

/** Where built widgets live: `WIDGETS_DIST` (relative to the repository) or `dist/widgets`. */
export function distDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPO_ROOT, env.WIDGETS_DIST || path.join('dist', 'widgets'));
}

/**
 * Where `npm run build` puts its build of the working tree: `WIDGETS_BUILD_DIST` (relative to the repository) or
 * `dist/build/widgets`. Nothing there is released; the browser tests serve it, and each build starts it afresh.
 */
export function buildDistDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPO_ROOT, env.WIDGETS_BUILD_DIST || path.join('dist', 'build', 'widgets'));
}

/** Subresource-integrity value (sha384) of a file, as `<script integrity>` takes it. */
export async function integrityOf(file: string): Promise<string> {
  return integrityOfBytes(await readFile(file));
}

/** The Module Federation version an mf-manifest.json records; `label` names the version in the error for one that records none. */
export function manifestMfVersion(manifest: { metaData?: { pluginVersion?: unknown } }, label: string): string {
  const recorded = manifest.metaData?.pluginVersion;
  if (typeof recorded !== 'string') throw new Error(`${label}: mf-manifest.json records no Module Federation version`);
  return recorded;
}

/** The `@module-federation/enhanced` version a built remote version was made with, as its mf-manifest.json records it. */
export async function builtMfVersion(dir: string, remote: string, version: string): Promise<string> {
  return manifestMfVersion(JSON.parse(await readFile(path.join(dir, remote, version, 'mf-manifest.json'), 'utf8')), `${remote}@${version}`);
}

/** The server build of a built version, by module name, relative to the registry; undefined for a version built without one. */
export async function serverBuild(dir: string, remote: string, version: string): Promise<Record<string, string> | undefined> {
  const folder = path.join(dir, remote, version, SERVER_FOLDER);
  if (!existsSync(folder)) return undefined;
  const bundles = (await readdir(folder)).filter((file) => file.endsWith('.js')).sort();
  return Object.fromEntries(bundles.map((file) => [file.slice(0, -'.js'.length), `${remote}/${version}/${SERVER_FOLDER}/${file}`]));
}

/**
 * Each module's load defaults of a built version, by tag name, as its props.schema.json records them (the build
 * writes them from the module's contract); undefined for a version built before they were recorded.
 */
export async function builtModuleDefaults(dir: string, remote: string, version: string): Promise<Record<string, LoadDefaults> | undefined> {
  const file = path.join(dir, remote, version, PROPS_SCHEMA_FILE);
  if (!existsSync(file)) return undefined;
  return moduleDefaultsOf(remote, JSON.parse(await readFile(file, 'utf8')));
}

/**
 * The registry entry of one built version: the entry URL relative to registry.json, the sha384 of its
 * bytes, which the loader makes the browser check (a changed or swapped remoteEntry does not run), the
 * Module Federation version it was built with (the loader runs only remotes of its own), its server build and its
 * modules' load defaults (the loader reads them before it fetches the remote). A version registered from another
 * origin (`npm run register`) has the entry it was registered with, absolute URLs and all.
 */
export async function registryEntry(dir: string, remote: string, version: string): Promise<RegistryRelease> {
  const registered = await readRegisteredRelease(dir, remote, version);
  if (registered) return registered;
  const entry = `${remote}/${version}/remoteEntry.js`;
  const server = await serverBuild(dir, remote, version);
  const modules = await builtModuleDefaults(dir, remote, version);
  return {
    version,
    entry,
    integrity: await integrityOf(path.join(dir, entry)),
    mfVersion: await builtMfVersion(dir, remote, version),
    ...(server && { server }),
    ...(modules && { modules }),
  };
}

/** Registry entries of every remote at the given versions. */
export async function registryEntries<R extends string>(dir: string, remotes: readonly R[], version: (remote: R) => string): Promise<Registry['remotes']> {
  return Object.fromEntries(await Promise.all(remotes.map(async (remote) => [remote, await registryEntry(dir, remote, version(remote))] as const)));
}

/**
 * Reads an environment's registry of a dist folder (`registry.json` is production's). An environment
 * without a registry of its own starts as a copy of production's; without either, the registry is empty.
 */
export async function readRegistry(dir: string, environment?: string): Promise<Registry> {
  for (const file of [registryFile(environment), registryFile()]) {
    if (existsSync(path.join(dir, file))) return JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Registry;
  }
  return { remotes: {} };
}

/**
 * The server's view of an environment's own registry file: read again whenever the file was replaced (a release, a
 * rollback or a halt, by any process, takes effect on the next call), else the copy read last; one stat per call. A
 * missing or malformed file is an empty registry.
 */
export function registryReader(dir: string, environment?: string): () => Registry {
  const file = path.join(dir, registryFile(environment));
  let cached: { stamp: string; registry: Registry } | undefined;
  return () => {
    try {
      const { mtimeMs, ino, size } = statSync(file);
      // writeRegistry renames a new file into place: a new inode, even within the same millisecond.
      const stamp = `${mtimeMs}:${ino}:${size}`;
      if (cached?.stamp !== stamp) {
        const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
        cached = { stamp, registry: isRegistry(parsed) ? parsed : { remotes: {} } };
      }
      return cached.registry;
    } catch {
      return { remotes: {} };
    }
  };
}

/**
 * The remotes registered from another origin under a name of their own (`npm run register`): the store's folders of
 * such a name (HOSTED_REMOTE_NAME) that are none of the remotes built here.
 */
export async function hostedRemotes(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory() && !isRemoteName(entry.name) && HOSTED_REMOTE_NAME.test(entry.name)).map((entry) => entry.name);
}

/** The released versions of a remote, built into the store or registered from another origin, oldest first by semantic version (a folder not named as a version is none). */
export async function releasedVersions(dir: string, remote: string): Promise<string[]> {
  const folder = path.join(dir, remote);
  if (!existsSync(folder)) return [];
  const versions = (await readdir(folder)).filter((name) => isReleaseVersion(name) && name !== DEV_VERSION && (existsSync(path.join(folder, name, 'remoteEntry.js')) || isRegisteredVersion(dir, remote, name)));
  return versions.sort(compareVersions);
}

/** Raised for a registry that names a released version without a well-formed integrity: the loader would refuse it. */
export class MissingIntegrityError extends Error {
  override readonly name = 'MissingIntegrityError';
}

/** Checks that every release (and rollout) carries its sha384; only the dev version in registry.dev.json goes without. */
export function assertIntegrity(registry: Registry, environment?: string): void {
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    for (const release of [entry, entry.rollout].filter((candidate): candidate is RegistryRelease => candidate !== undefined)) {
      const devChannel = release.version === DEV_VERSION && environment === DEV_ENVIRONMENT && release.integrity === undefined;
      if (!devChannel && !isIntegrity(release.integrity)) {
        throw new MissingIntegrityError(`${remote}@${release.version} has no valid integrity; the loader refuses it, so the registry is not written`);
      }
    }
  }
}

/**
 * Writes an environment's registry through a temporary file, so the server never serves half a registry;
 * refuses one whose releases lack their integrity. A read-modify-write runs inside withRegistryLock.
 */
export async function writeRegistry(dir: string, registry: Registry, environment?: string): Promise<void> {
  assertIntegrity(registry, environment);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, registryFile(environment));
  const temporary = temporaryFileFor(file);
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, file);
}
