// What the release commands' tests share: a fresh clone's release store, and the options a command runs with.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Provenance } from '../registry/release-history';
import type { RemoteName } from '../registry/remotes';
import type { PromoteOptions } from './promote-and-rollback';
import type { ReleaseOptions } from './releases';
import { buildWorkingTree } from './working-tree-build';

/** A clean working tree at a known commit, as the CLI reads it from git. */
export const CLEAN: Provenance = { command: 'test', by: 'Team Kopf', commit: 'c0ffee'.padEnd(40, '0'), dirty: false };
/** The provenance of `command`, from the clean tree unless `provenance` says otherwise. */
export const as = (command: string, provenance: Partial<Provenance> = {}): Provenance => ({ ...CLEAN, command, ...provenance });

/** Options of a command run by the tests: provenance recorded, package.json changes collected instead of written. */
export function run(command: string, promoted: string[] = [], more: Partial<ReleaseOptions & PromoteOptions> = {}): ReleaseOptions & PromoteOptions {
  return { provenance: as(command), onPromoted: async (remote: RemoteName, version: string) => void promoted.push(`${remote}@${version}`), ...more };
}

/** A fresh clone's release store (no store yet, then the build's first release of every remote) and its build folder. */
export async function buildFreshStore(): Promise<{ dir: string; buildDir: string }> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'schaufenster-release-'));
  const store = { dir: path.join(scratch, 'store'), buildDir: path.join(scratch, 'build') };
  await buildWorkingTree({ storeDir: store.dir, buildDir: store.buildDir }, as('build'));
  return store;
}

/** Removes a store of buildFreshStore with its build folder. */
export function removeStore(dir: string): Promise<void> {
  return rm(path.dirname(dir), { recursive: true, force: true });
}
