import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEV_ENVIRONMENT, DEV_VERSION, registryFile } from '../../loader/constants';
import type { Registry } from '../../loader/registry';

// Reading the built widgets folder (dist/widgets): registries and released versions, for the catalog page and the release commands.

export { DEV_ENVIRONMENT, DEV_VERSION };

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
 * Orders two versions as semantic versioning does: by their numbers, and a prerelease (`1.2.0-canary`)
 * before its release. Prereleases of the same numbers compare as text.
 */
export function compareVersions(a: string, b: string): number {
  const [aCore = '', aPre] = splitVersion(a);
  const [bCore = '', bPre] = splitVersion(b);
  const byCore = aCore.localeCompare(bCore, 'en', { numeric: true });
  if (byCore !== 0 || aPre === bPre) return byCore;
  if (aPre === undefined) return 1;
  if (bPre === undefined) return -1;
  return aPre.localeCompare(bPre, 'en', { numeric: true });
}

function splitVersion(version: string): [string, string | undefined] {
  const dash = version.indexOf('-');
  return dash === -1 ? [version, undefined] : [version.slice(0, dash), version.slice(dash + 1)];
}

/** The released versions of a remote, oldest first by semantic version. */
export async function releasedVersions(dir: string, remote: string): Promise<string[]> {
  const folder = path.join(dir, remote);
  if (!existsSync(folder)) return [];
  const versions = (await readdir(folder)).filter((name) => name !== DEV_VERSION && existsSync(path.join(folder, name, 'remoteEntry.js')));
  return versions.sort(compareVersions);
}
