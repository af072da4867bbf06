import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { registryFile } from '../host-demo/loader/constants';
import type { Registry, RegistryRelease } from '../host-demo/loader/registry';

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
export async function registryEntry(dir: string, remote: string, version: string): Promise<RegistryRelease> {
  const entry = `${remote}/${version}/remoteEntry.js`;
  return { version, entry, integrity: await integrityOf(path.join(dir, entry)) };
}

/** Registry entries of every remote at the given versions. */
export async function registryEntries<R extends string>(dir: string, remotes: readonly R[], version: (remote: R) => string): Promise<Registry['remotes']> {
  return Object.fromEntries(await Promise.all(remotes.map(async (remote) => [remote, await registryEntry(dir, remote, version(remote))] as const)));
}

/** Writes an environment's registry through a temporary file, so the server never serves half a registry. */
export async function writeRegistry(dir: string, registry: Registry, environment?: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.registry.${process.pid}.json`);
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, path.join(dir, registryFile(environment)));
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
