import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { DEV_ENVIRONMENT, DEV_VERSION, registryFile } from '../host-demo/loader/constants';
import { isIntegrity } from '../host-demo/loader/entry-policy';
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
 * refuses one whose releases lack their integrity.
 */
export async function writeRegistry(dir: string, registry: Registry, environment?: string): Promise<void> {
  assertIntegrity(registry, environment);
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
