import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { Registry, RegistryEntry } from '../host-demo/loader/registry';

/** Where built widgets live: dist/widgets, or WIDGETS_DIST. */
export function distDir(): string {
  return process.env.WIDGETS_DIST ?? path.join(__dirname, '..', 'dist', 'widgets');
}

/** Subresource-integrity value (sha384) of a file, as `<script integrity>` takes it. */
export async function integrityOf(file: string): Promise<string> {
  return `sha384-${createHash('sha384').update(await readFile(file)).digest('base64')}`;
}

/**
 * The registry entry of one built version: the entry URL relative to registry.json and the sha384 of its
 * bytes, which the loader makes the browser check (a changed or swapped remoteEntry does not run).
 */
export async function registryEntry(dir: string, remote: string, version: string): Promise<RegistryEntry> {
  const entry = `${remote}/${version}/remoteEntry.js`;
  return { version, entry, integrity: await integrityOf(path.join(dir, entry)) };
}

/** Registry entries of every remote at the given versions. */
export async function registryEntries<R extends string>(dir: string, remotes: readonly R[], version: (remote: R) => string): Promise<Registry['remotes']> {
  return Object.fromEntries(await Promise.all(remotes.map(async (remote) => [remote, await registryEntry(dir, remote, version(remote))] as const)));
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
  registry.remotes[remote] = await registryEntry(dir, remote, version);
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
