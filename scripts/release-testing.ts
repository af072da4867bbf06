// What the release commands' tests share: a fresh clone's release store, and the options a command runs with.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Provenance } from '../registry/release-history';
import type { RemoteName } from '../registry/remotes';
import type { PromoteOptions } from './promote-and-rollback';
import type { ReleaseOptions } from './releases';
import { buildWorkingTree, storeBuild } from './working-tree-build';

/** A clean working tree at a known commit, as the CLI reads it from git. */
export const CLEAN: Provenance = { command: 'test', by: 'Team Kopf', commit: 'c0ffee'.padEnd(40, '0'), dirty: false };
/** The provenance of `command`, from the clean tree unless `provenance` says otherwise. */
export const as = (command: string, provenance: Partial<Provenance> = {}): Provenance => ({ ...CLEAN, command, ...provenance });

/** Options of a command run by the tests: provenance recorded, package.json changes collected instead of written. */
export function run(command: string, promoted: string[] = [], more: Partial<ReleaseOptions & PromoteOptions> = {}): ReleaseOptions & PromoteOptions {
  return { provenance: as(command), onPromoted: async (remote: RemoteName, version: string) => void promoted.push(`${remote}@${version}`), ...more };
}

/** How long a test file waits for the run's build that another one is making. */
const BUILD_WAIT_MS = 300_000;

/**
 * The run's one build of the working tree (`npm run build`'s build folder, never to be written to): the test
 * command's own build when it names one (TEST_WIDGETS_BUILD), otherwise made by the first test file that asks, in
 * the run's folder (PGLITE_TEMPLATE_DIR, see test-run-setup.ts), while the others wait for it.
 */
export async function workingTreeBuild(): Promise<string> {
  const given = process.env.TEST_WIDGETS_BUILD;
  if (given) return given;
  const runDir = process.env.PGLITE_TEMPLATE_DIR ?? (await mkdtemp(path.join(tmpdir(), 'schaufenster-build-')));
  const build = path.join(runDir, 'widgets-build');
  const lock = `${build}.lock`;
  try {
    await mkdir(lock);
  } catch {
    for (const deadline = Date.now() + BUILD_WAIT_MS; !existsSync(build); await sleep(200)) {
      if (Date.now() > deadline) throw new Error(`the run's build in ${build} was not finished within ${BUILD_WAIT_MS} ms`);
    }
    return build;
  }
  const scratch = await mkdtemp(path.join(runDir, 'partial-'));
  await buildWorkingTree({ storeDir: path.join(scratch, 'store'), buildDir: path.join(scratch, 'build') }, as('build'));
  await rename(path.join(scratch, 'build'), build);
  return build;
}

/** A fresh clone's release store (no store yet, then the build's first release of every remote) and its build folder, a copy of the run's build. */
export async function buildFreshStore(): Promise<{ dir: string; buildDir: string }> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'schaufenster-release-'));
  const store = { dir: path.join(scratch, 'store'), buildDir: path.join(scratch, 'build') };
  await cp(await workingTreeBuild(), store.buildDir, { recursive: true });
  await storeBuild({ storeDir: store.dir, buildDir: store.buildDir }, as('build'));
  return store;
}

/** Removes a store of buildFreshStore with its build folder. */
export function removeStore(dir: string): Promise<void> {
  return rm(path.dirname(dir), { recursive: true, force: true });
}
