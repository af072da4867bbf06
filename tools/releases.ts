// `npm run release`: builds a remote's new version, vets it (tests, placed tags, smoke test) and serves it.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteConfig } from '../bundling/webpack.config';
import { PROPS_SCHEMA_FILE } from '../registry/module-defaults';
import type { RemoteName } from '../registry/remotes';
import { checkPercent, checkRemote, checkUnreleased, type CommandOptions, confirmNewVersion, pin, ReleaseError, rollOut } from './entry-changes';
import { runWebpack } from '../bundling/run-webpack';
import { buildServerBundles } from '../bundling/server-build';

/** Checks the placed tags against a new props.schema.json document; returns one line per tag it would break. */
export type TagGate = (schemaDocument: Record<string, unknown>) => Promise<string[]>;

/** A new build waiting in its staging folder of the release store. */
export interface CandidateBuild {
  dir: string;
  remote: RemoteName;
  version: string;
  folder: string;
}

export interface ReleaseOptions extends CommandOptions {
  /** Serve the new version to this share of sessions only (sticky per session); default 100: all of them. */
  percent?: number;
  /** Release although placed tags would break. */
  force?: boolean;
  /** The check of placed tags against the new schema (the CLI checks the demo's templates). */
  gate?: TagGate;
  /** Release from a working tree with uncommitted changes (recorded as dirty). */
  allowDirty?: boolean;
  /** The remote's tests and the typecheck, run before the build; rejects when they fail. Absent: recorded as skipped. */
  checks?: () => Promise<void>;
  /** Mounts the build in Chromium where its tags stand; resolves with what went wrong (empty: fine). Absent: recorded as skipped. */
  smoke?: (build: CandidateBuild) => Promise<string[]>;
  /** Builds the new version into its staging folder. Absent: from the working tree (buildFromWorkingTree), as a release ships it. */
  build?: (candidate: CandidateBuild) => Promise<void>;
}

/** A release's build: the remote's browser bundles (webpack) and its server bundles, from the working tree, in one folder. */
async function buildFromWorkingTree({ dir, remote, version, folder }: CandidateBuild): Promise<void> {
  const config = remoteConfig(remote, version, { outDir: dir }, 'production');
  await runWebpack([{ ...config, output: { ...config.output, path: folder } }]);
  await buildServerBundles(remote, folder);
}

/** Refuses a release before anything is built: a known version, a dirty tree, a downgrade or 100 % in production unconfirmed. */
async function checkReleasable(dir: string, remote: RemoteName, version: string, percent: number, options: ReleaseOptions): Promise<void> {
  checkUnreleased(dir, remote, version);
  if (options.provenance.dirty && !options.allowDirty) {
    throw new ReleaseError(
      `the working tree has uncommitted changes (git status), so ${remote}@${version} would not be the build of any commit; commit them first, or add --allow-dirty (the history records it)`,
    );
  }
  await confirmNewVersion(dir, remote, version, percent, options, 'released');
}

/** Runs the remote's tests and the typecheck, if given; says how it went for the history. */
async function runChecks(remote: string, version: string, checks: ReleaseOptions['checks']): Promise<'passed' | 'skipped'> {
  if (!checks) return 'skipped';
  try {
    await checks();
  } catch (error) {
    throw new ReleaseError(`${remote}@${version}: the tests or the typecheck failed; nothing was built or released (--skip-checks releases anyway, and the history says so):\n${(error as Error).message}`);
  }
  return 'passed';
}

/** What vetting a new build found: the placed tags it breaks (released anyway when forced), or why it is refused. */
interface Vetting {
  broken: string[];
  problem?: string;
}

/** Checks a new build before it is served: the placed tags against its props schema, then the smoke test in Chromium. */
async function vetCandidate(candidate: CandidateBuild, options: ReleaseOptions): Promise<Vetting> {
  const { remote, version, folder } = candidate;
  const broken = options.gate ? await options.gate(JSON.parse(await readFile(path.join(folder, PROPS_SCHEMA_FILE), 'utf8')) as Record<string, unknown>) : [];
  if (broken.length > 0 && !options.force) {
    return { broken, problem: `${remote}@${version} would break ${broken.length} placed tag(s); nothing was released (--force releases anyway):\n${broken.join('\n')}` };
  }
  const problems = options.smoke ? await options.smoke(candidate) : [];
  if (problems.length > 0) return { broken, problem: `${remote}@${version} failed its smoke test in Chromium; nothing was released (--skip-smoke releases without it):\n${problems.join('\n')}` };
  return { broken };
}

/**
 * Builds one remote into its new, immutable version folder, after its tests and the typecheck; refuses it when
 * placed tags would break under its props schema (unless forced) or when it fails the smoke test in Chromium;
 * then serves it to all or `percent` % of the environment's sessions and records the step in the history.
 */
export async function releaseRemote(dir: string, remoteName: string, version: string, options: ReleaseOptions): Promise<string> {
  const remote = checkRemote(remoteName);
  const percent = checkPercent(options.percent ?? 100);
  await checkReleasable(dir, remote, version, percent, options);
  const checks = await runChecks(remote, version, options.checks);
  // Build beside the target and move it in at once, so no half-built version is ever served.
  const target = path.join(dir, remote, version);
  const staging = path.join(dir, remote, `.staging-${version}-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  const candidate = { dir, remote, version, folder: staging };
  await (options.build ?? buildFromWorkingTree)(candidate);
  const vetting = await vetCandidate(candidate, options).catch(async (error: unknown) => {
    // A gate or smoke test that broke down leaves no half-vetted build behind either.
    await rm(staging, { recursive: true, force: true });
    throw error;
  });
  if (vetting.problem) {
    await rm(staging, { recursive: true, force: true });
    throw new ReleaseError(vetting.problem);
  }
  const { broken } = vetting;
  await rename(staging, target);
  const extra = { checks, smoke: options.smoke ? ('passed' as const) : ('skipped' as const) };
  const served = percent < 100 ? await rollOut(dir, remote, version, percent, 'release', options, extra) : await pin(dir, remote, version, 'release', options, extra);
  const warning = broken.length > 0 ? `\nForced, although ${broken.length} placed tag(s) break:\n${broken.join('\n')}` : '';
  const skipped = [checks === 'skipped' && 'tests and typecheck', !options.smoke && 'smoke test'].filter(Boolean);
  return `Released ${remote}@${version}. ${served}${skipped.length > 0 ? ` (skipped: ${skipped.join(', ')})` : ''}${warning}`;
}

/** Records a remote's new production version in its package.json, so a fresh clone's first build starts from it. */
export async function setPackageVersion(remote: RemoteName, version: string): Promise<void> {
  const file = path.join(__dirname, '..', 'widgets', remote, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8')) as { version: string };
  pkg.version = version;
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
}
