import { cp, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Registry } from '../../registry/registry';
import { readRegistry, registryEntry, writeRegistry } from '../../registry/registry-files';
import type { CandidateBuild } from '../releases';

/**
 * A throwaway widgets folder for the smoke test: the store's loader, every other remote at the version every
 * session of the environment gets, and the candidate build as the one version of its remote, with its integrity.
 * Copies, so nothing the server or the browser does can touch the release store.
 */
export async function prepareSmokeDist(candidate: CandidateBuild, environment?: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'schaufenster-smoke-widgets-'));
  for (const entry of await readdir(candidate.dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.js')) await cp(path.join(candidate.dir, entry.name), path.join(dir, entry.name));
  }
  const served = await readRegistry(candidate.dir, environment);
  const registry: Registry = { remotes: {} };
  for (const [remote, { rollout: _rollout, ...pinned }] of Object.entries(served.remotes)) {
    if (remote === candidate.remote) continue;
    await cp(path.join(candidate.dir, remote, pinned.version), path.join(dir, remote, pinned.version), { recursive: true });
    registry.remotes[remote] = pinned;
  }
  await cp(candidate.folder, path.join(dir, candidate.remote, candidate.version), { recursive: true });
  registry.remotes[candidate.remote] = await registryEntry(dir, candidate.remote, candidate.version);
  await writeRegistry(dir, registry);
  return dir;
}
