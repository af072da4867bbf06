import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { Registry, RegistryEntry } from '../host-demo/loader/registry';

/** Where built widgets live: dist/widgets, or WIDGETS_DIST. */
export function distDir(): string {
  return process.env.WIDGETS_DIST ?? path.join(__dirname, '..', 'dist', 'widgets');
}

/** The registry entry of one released version; the entry URL is relative to registry.json. */
export function registryEntry(remote: string, version: string): RegistryEntry {
  return { version, entry: `${remote}/${version}/remoteEntry.js` };
}

/** Reads registry.json of a dist folder (an empty registry when there is none yet). */
export async function readRegistry(dir: string): Promise<Registry> {
  const file = path.join(dir, 'registry.json');
  if (!existsSync(file)) return { remotes: {} };
  return JSON.parse(await readFile(file, 'utf8')) as Registry;
}

/** Points one remote at a version, leaving every other entry as it was; written atomically. */
export async function setRegistryEntry(dir: string, remote: string, version: string): Promise<Registry> {
  const registry = await readRegistry(dir);
  registry.remotes[remote] = registryEntry(remote, version);
  await writeRegistry(dir, registry);
  return registry;
}

/** Writes registry.json through a temporary file, so the server never serves half a registry. */
export async function writeRegistry(dir: string, registry: Registry): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.registry.${process.pid}.json`);
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, path.join(dir, 'registry.json'));
}

/** The released versions of a remote, oldest first by semantic version. */
export async function releasedVersions(dir: string, remote: string): Promise<string[]> {
  const folder = path.join(dir, remote);
  if (!existsSync(folder)) return [];
  const versions = (await readdir(folder)).filter((name) => existsSync(path.join(folder, name, 'remoteEntry.js')));
  return versions.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** Runs webpack on the given configurations and fails with webpack's own messages. */
export function runWebpack(configs: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}
