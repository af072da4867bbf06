// What the release commands' tests share: a fresh clone's release store, and the options a command runs with.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NormalModuleReplacementPlugin } from 'webpack';
import type { Provenance } from '../registry/release-history';
import type { RemoteName } from '../registry/remotes';
import type { PromoteOptions } from './promote-and-rollback';
import type { CandidateBuild, ReleaseOptions } from './releases';
import { runWebpack } from '../bundling/run-webpack';
import { packageVersion, remoteConfig } from '../bundling/webpack.config';
import { buildWorkingTree, storeBuild } from '../bundling/working-tree-build';

/** A clean working tree at a known commit, as the CLI reads it from git. */
export const CLEAN: Provenance = { command: 'test', by: 'Team Kopf', commit: 'c0ffee'.padEnd(40, '0'), dirty: false };
/** The provenance of `command`, from the clean tree unless `provenance` says otherwise. */
export const as = (command: string, provenance: Partial<Provenance> = {}): Provenance => ({ ...CLEAN, command, ...provenance });

/** Options of a command run by the tests: provenance recorded, package.json changes collected instead of written. */
export function run(command: string, promoted: string[] = [], more: Partial<ReleaseOptions & PromoteOptions> = {}): ReleaseOptions & PromoteOptions {
  return { provenance: as(command), onPromoted: async (remote: RemoteName, version: string) => void promoted.push(`${remote}@${version}`), ...more };
}

/**
 * A release's build for a test whose subject is not the build (a refusal, an environment, a promotion): the store's
 * build of the remote copied into the staging folder, in a fraction of a webpack run. Its files name the store's
 * version, not the new one.
 */
export async function copiedBuild({ dir, remote, folder }: CandidateBuild): Promise<void> {
  await cp(path.join(dir, remote, packageVersion(remote)), folder, { recursive: true });
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

/** The staging folder of a candidate version in a store, where a release builds it. */
const stagingFolder = (store: string, remote: RemoteName, version: string) => path.join(store, remote, `.staging-${version}`);

/** A candidate for the smoke test: the store's build of the working tree, copied into a staging folder under a new version. */
export async function stageCandidate(store: string, remote: RemoteName, version: string): Promise<CandidateBuild> {
  const candidate = { dir: store, remote, version, folder: stagingFolder(store, remote, version) };
  await copiedBuild(candidate);
  return candidate;
}

/**
 * A candidate built from the working tree with one of the remote's modules swapped for a fixture (`request`: the
 * import that names it, `fixture`: the file's path), as a release with a bug in one component would be built.
 */
export async function buildCandidateWith(store: string, remote: RemoteName, version: string, swap: { request: RegExp; fixture: string }): Promise<CandidateBuild> {
  const folder = stagingFolder(store, remote, version);
  const config = remoteConfig(remote, version, { outDir: store }, 'production');
  const plugins = [...(config.plugins ?? []), new NormalModuleReplacementPlugin(swap.request, swap.fixture)];
  await runWebpack([{ ...config, output: { ...config.output, path: folder }, plugins }]);
  return { dir: store, remote, version, folder };
}
