import { existsSync } from 'node:fs';
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_REGISTRY_FILE, type Registry } from '../registry/registry';
import { appendHistory, type Provenance, recordOf } from '../registry/release-history';
import { readRegistry, registryEntries, registryEntry, writeRegistry } from '../registry/registry-files';
import { withRegistryLock } from '../registry/registry-lock';
import buildConfigs, { packageVersion } from './webpack.config';
import { REMOTE_NAMES } from '../registry/remotes';
import { runWebpack } from './run-webpack';
import { buildServerBundles } from './server-build';

/** Where `npm run build` writes: its own build folder, and the release store it may only add to. */
export interface BuildPlaces {
  /** The release store (dist/widgets, WIDGETS_DIST): released version folders and registries. */
  storeDir: string;
  /** The build of the working tree (dist/build/widgets, WIDGETS_BUILD_DIST): emptied and written on every build. */
  buildDir: string;
}

/** Whether `inner` is `outer` or lies inside it. */
function within(inner: string, outer: string): boolean {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Refuses build folders that would empty or shadow the release store. */
function checkPlaces({ storeDir, buildDir }: BuildPlaces): void {
  if (within(buildDir, storeDir) || within(storeDir, buildDir)) {
    throw new Error(`the build folder ${buildDir} and the release store ${storeDir} must not contain each other: a build starts its folder afresh and never writes into released versions`);
  }
}

/** Copies the loader and the other unversioned scripts of the build into the store (they are no release). */
async function copyLoader(buildDir: string, storeDir: string): Promise<void> {
  for (const entry of await readdir(buildDir, { withFileTypes: true })) {
    if (entry.isFile() && !entry.name.startsWith('.') && !/^registry(\..+)?\.json$/.test(entry.name)) await cp(path.join(buildDir, entry.name), path.join(storeDir, entry.name));
  }
}

/**
 * Gives the release store a release of each remote its production registry does not serve yet (on a fresh clone:
 * every remote at its package.json version), copied from the build unless that version's folder exists already,
 * which is then registered as it is. Entries the registry has, and every existing version folder, stay untouched.
 */
async function seedStore({ storeDir, buildDir }: BuildPlaces, provenance: Provenance): Promise<string[]> {
  return withRegistryLock(storeDir, async () => {
    const registry: Registry = await readRegistry(storeDir);
    const added: string[] = [];
    for (const remote of REMOTE_NAMES.filter((name) => registry.remotes[name] === undefined)) {
      const version = packageVersion(remote);
      const folder = path.join(storeDir, remote, version);
      if (!existsSync(folder)) await cp(path.join(buildDir, remote, version), folder, { recursive: true });
      registry.remotes[remote] = await registryEntry(storeDir, remote, version);
      added.push(`${remote}@${version}`);
    }
    if (added.length === 0) return added;
    await writeRegistry(storeDir, registry);
    for (const name of added) {
      const remote = name.split('@')[0] ?? '';
      const entry = registry.remotes[remote];
      if (entry) await appendHistory(storeDir, undefined, remote, undefined, recordOf('build', entry, provenance));
    }
    return added;
  });
}

/** What the store serves of each remote beside what package.json says, for the build's summary. */
async function storeNotes(storeDir: string): Promise<string[]> {
  const registry = await readRegistry(storeDir);
  return REMOTE_NAMES.flatMap((remote) => {
    const served = registry.remotes[remote]?.version;
    return served && served !== packageVersion(remote) ? [`  ${remote}: production serves ${served}, package.json says ${packageVersion(remote)}`] : [];
  });
}

/**
 * `npm run build`: builds every remote of the working tree at its package.json version, the loader and a registry
 * into the build folder (the browser tests serve it). The release store gets the loader, and a first release of
 * each remote it has none of; its released version folders and registries are never rewritten or deleted.
 */
export async function buildWorkingTree(places: BuildPlaces, provenance: Provenance): Promise<string> {
  checkPlaces(places);
  const { buildDir } = places;
  // Nothing in the build folder was ever released or served to a shopper: it starts afresh.
  await rm(buildDir, { recursive: true, force: true });
  await runWebpack(buildConfigs({ outDir: buildDir }, { mode: 'production' }));
  await Promise.all(REMOTE_NAMES.map((remote) => buildServerBundles(remote, path.join(buildDir, remote, packageVersion(remote)))));
  await writeRegistry(buildDir, { remotes: await registryEntries(buildDir, REMOTE_NAMES, packageVersion) });
  return await storeBuild(places, provenance);
}

/**
 * The store's part of `buildWorkingTree`, for a build folder made already: the loader, and a first release of each
 * remote the store has none of. The release commands' tests use it to start stores from one build of the run.
 */
export async function storeBuild(places: BuildPlaces, provenance: Provenance): Promise<string> {
  checkPlaces(places);
  const { storeDir, buildDir } = places;
  await copyLoader(buildDir, storeDir);
  const added = await seedStore(places, provenance);
  const store = added.length > 0 ? `first releases in ${storeDir} (${DEFAULT_REGISTRY_FILE}): ${added.join(', ')}` : `${storeDir}: released versions and registries untouched`;
  const notes = await storeNotes(storeDir);
  return [`Built ${REMOTE_NAMES.length} remotes and the loader of the working tree into ${buildDir}`, store, ...(notes.length > 0 ? ['Not changed by the build:', ...notes] : [])].join('\n');
}
