// A version registered from another origin (`npm run register`): its store folder holds no build, only the registry
// entry the command wrote (absolute URLs, integrities), so promote and rollback serve exactly that entry again. Node only.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRegistryRelease, type RegistryRelease } from './registry';
import { temporaryFileFor } from './registry-lock';

/** The file in a registered version's store folder (`search/1.3.1/registered.json`) that holds its registry entry. */
export const REGISTERED_RELEASE_FILE = 'registered.json';

/** The registered entry's file of a remote version. */
function registeredFile(dir: string, remote: string, version: string): string {
  return path.join(dir, remote, version, REGISTERED_RELEASE_FILE);
}

/** Whether a store folder holds a version registered from another origin. */
export function isRegisteredVersion(dir: string, remote: string, version: string): boolean {
  return existsSync(registeredFile(dir, remote, version));
}

/** The registry entry a version was registered with; undefined for a version built into the store. */
export async function readRegisteredRelease(dir: string, remote: string, version: string): Promise<RegistryRelease | undefined> {
  const file = registeredFile(dir, remote, version);
  if (!existsSync(file)) return undefined;
  const release: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isRegistryRelease(release) || release.version !== version) throw new Error(`${file} does not hold a registry entry of ${remote}@${version}`);
  return release;
}

/** Raised when a version's store folder exists already: versions are immutable, built or registered. */
export class VersionTakenError extends Error {
  override readonly name = 'VersionTakenError';
}

/**
 * Keeps a registered version's entry in its own store folder, made here and never rewritten, with copies of files the
 * server reads of every version (its props.schema.json, for the widget catalog): a folder that exists (another
 * release or registration of that version, even one a moment ago) refuses it.
 */
export async function storeRegisteredRelease(dir: string, remote: string, release: RegistryRelease, copies: Record<string, Uint8Array> = {}): Promise<void> {
  await mkdir(path.join(dir, remote), { recursive: true });
  try {
    await mkdir(path.join(dir, remote, release.version));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new VersionTakenError(`${remote}@${release.version} is already released; versions are immutable, choose a new one`);
    throw error;
  }
  for (const [name, bytes] of Object.entries(copies)) await writeFile(path.join(dir, remote, release.version, path.basename(name)), bytes);
  const file = registeredFile(dir, remote, release.version);
  const temporary = temporaryFileFor(file);
  await writeFile(temporary, `${JSON.stringify(release, null, 2)}\n`);
  await rename(temporary, file);
}
