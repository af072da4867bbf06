import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEV_VERSION, PRODUCTION, type Registry, type RegistryEntry } from '../registry/registry';
import {
  appendHistory,
  previousVersion,
  readHistory,
  recordOf,
  registryWrittenAt,
  type Provenance,
  type ReleaseAction,
  type ReleaseRecord,
} from '../registry/release-history';
import { remoteConfig } from '../webpack.config';
import { PROPS_SCHEMA_FILE } from '../registry/module-defaults';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from '../registry/remotes';
import { readRegistry, registryEntry, releasedVersions, writeRegistry } from '../registry/registry-files';
import { compareVersions, isReleaseVersion } from '../registry/versions';
import { runWebpack } from './run-webpack';
import { rolloutRegressions, type VitalsSource, VITALS_RULE } from './rollout-vitals-check';
import { buildServerBundles } from './server-build';

/** Raised for a release, promotion or rollback that must not happen; the message says why. */
export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';
}

/** What every command that changes a registry entry takes: the environment, and who runs it from where. */
export interface CommandOptions {
  /** Which environment's registry the command changes (default production, `registry.json`). */
  environment?: string;
  /** The command line, the git commit and the person, recorded in the remote's history. */
  provenance: Provenance;
  /** Told a remote's new production version once every session gets it (the CLI writes it to its package.json). */
  onPromoted?: (remote: RemoteName, version: string) => Promise<void>;
  /** Go ahead without asking: a release to every session of production at once, or a version below today's. */
  yes?: boolean;
  /** Asks the person at the terminal; without it (no terminal) such a command refuses unless `yes`. */
  confirm?: (question: string) => Promise<boolean>;
}

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
}

function checkRemote(remote: string): RemoteName {
  if (!isRemoteName(remote)) throw new ReleaseError(`Unknown remote "${remote}"; expected one of ${REMOTE_NAMES.join(', ')}`);
  return remote;
}

function checkPercent(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) throw new ReleaseError(`--percent must be above 0 and at most 100, got ${percent}`);
  return percent;
}

async function checkReleased(dir: string, remote: string, version: string): Promise<void> {
  const versions = await releasedVersions(dir, remote);
  if (!versions.includes(version)) throw new ReleaseError(`${remote}@${version} was never released here; released: ${versions.join(', ') || 'none'}`);
}

const where = (environment = PRODUCTION) => (environment === PRODUCTION ? '' : ` in ${environment}`);

/** Describes what a registry entry serves: `1.1.0`, or `1.0.0, 1.1.0 to 10 % of sessions`. */
export function describeEntry(entry: RegistryEntry | undefined): string {
  if (!entry) return 'nothing';
  return entry.rollout ? `${entry.version}, ${entry.rollout.version} to ${entry.rollout.percent} % of sessions` : entry.version;
}

/** Goes ahead when `yes` was given or the person at the terminal agrees; refuses with `refusal` otherwise. */
async function confirmOrRefuse(options: CommandOptions, question: string, refusal: string): Promise<void> {
  if (options.yes) return;
  if (options.confirm && (await options.confirm(question))) return;
  throw new ReleaseError(refusal);
}

/** Asks before a version below the one every session gets today: a downgrade is usually a mistake, or a rollback. */
async function confirmDowngrade(options: CommandOptions, remote: string, version: string, current: RegistryEntry | undefined): Promise<void> {
  if (!current || compareVersions(version, current.version) >= 0) return;
  const what = `${remote}@${version} is older than ${current.version}, which every session gets${where(options.environment)} now`;
  await confirmOrRefuse(options, `${what}. Go ahead with the downgrade?`, `${what}; nothing changed. Add --yes to go ahead (npm run rollback -- ${remote} returns to the previous version).`);
}

/** What a command changes in one remote's entry, and how the history records it. */
interface EntryChange {
  action: ReleaseAction;
  change: (entry: RegistryEntry | undefined) => Promise<RegistryEntry>;
  extra?: Pick<ReleaseRecord, 'checks' | 'smoke'>;
}

/** Changes one remote's entry in an environment's registry, then records it in its history; every other entry stays as it was. */
async function updateEntry(dir: string, remote: RemoteName, options: CommandOptions, { action, change, extra }: EntryChange): Promise<string> {
  const { environment } = options;
  const registry: Registry = await readRegistry(dir, environment);
  const before = registry.remotes[remote];
  const since = (await registryWrittenAt(dir, environment)) ?? new Date();
  const after = await change(before);
  registry.remotes[remote] = after;
  await writeRegistry(dir, registry, environment);
  await appendHistory(dir, environment, remote, before && { entry: before, since }, recordOf(action, after, options.provenance, extra));
  // package.json follows what every shopper gets in production, never what is only tried on a share of them.
  if ((environment ?? PRODUCTION) === PRODUCTION && !after.rollout && after.version !== before?.version && action !== 'rollback') await options.onPromoted?.(remote, after.version);
  const commit = options.provenance.commit ? ` from ${options.provenance.commit.slice(0, 12)}${options.provenance.dirty ? ' (with uncommitted changes)' : ''}` : '';
  return `${remote}${where(environment)}: now ${describeEntry(after)} (was ${describeEntry(before)}); recorded${commit}`;
}

/** Serves `version` to every session of the environment. */
function pin(dir: string, remote: RemoteName, version: string, action: ReleaseAction, options: CommandOptions, extra?: EntryChange['extra']): Promise<string> {
  return updateEntry(dir, remote, options, { action, extra, change: () => registryEntry(dir, remote, version) });
}

/** Serves `version` to `percent` % of the environment's sessions, the pinned version to the others. */
function rollOut(dir: string, remote: RemoteName, version: string, percent: number, action: ReleaseAction, options: CommandOptions, extra?: EntryChange['extra']): Promise<string> {
  return updateEntry(dir, remote, options, {
    action,
    extra,
    change: async (entry) => {
      if (!entry) throw new ReleaseError(`${remote} has no version${where(options.environment)} yet to roll out beside; release it to all sessions first`);
      if (entry.version === version) throw new ReleaseError(`${remote}@${version} is already served to every session${where(options.environment)}`);
      const { rollout: _previous, ...pinned } = entry;
      return { ...pinned, rollout: { ...(await registryEntry(dir, remote, version)), percent } };
    },
  });
}

/** Refuses a release before anything is built: a known version, a dirty tree, a downgrade or 100 % in production unconfirmed. */
async function checkReleasable(dir: string, remote: RemoteName, version: string, percent: number, options: ReleaseOptions): Promise<void> {
  if (!isReleaseVersion(version)) throw new ReleaseError(`"${version}" is not a version like 1.2.3`);
  if (version === DEV_VERSION) throw new ReleaseError(`${DEV_VERSION} is the folder of npm run dev, never a release; choose a version like 1.2.3`);
  if (existsSync(path.join(dir, remote, version))) throw new ReleaseError(`${remote}@${version} is already released; versions are immutable, choose a new one`);
  if (options.provenance.dirty && !options.allowDirty) {
    throw new ReleaseError(
      `the working tree has uncommitted changes (git status), so ${remote}@${version} would not be the build of any commit; commit them first, or add --allow-dirty (the history records it)`,
    );
  }
  const current = (await readRegistry(dir, options.environment)).remotes[remote];
  await confirmDowngrade(options, remote, version, current);
  if ((options.environment ?? PRODUCTION) === PRODUCTION && percent === 100 && current) {
    await confirmOrRefuse(
      options,
      `Release ${remote}@${version} to every session in production at once?`,
      `${remote}@${version} would go to every session in production at once; nothing was released. Roll it out to a share first (--percent 10), or add --yes.`,
    );
  }
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
  const config = remoteConfig(remote, version, { outDir: dir }, 'production');
  await runWebpack([{ ...config, output: { ...config.output, path: staging } }]);
  // The server build of the same version goes into the same folder, so a release carries both.
  await buildServerBundles(remote, staging);
  const vetting = await vetCandidate({ dir, remote, version, folder: staging }, options).catch(async (error: unknown) => {
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

export interface PromoteOptions extends CommandOptions {
  /** The released version to promote; default the environment's rollout. */
  version?: string;
  /** The new share of sessions; default 100 (the version becomes the one every session gets). */
  percent?: number;
  /**
   * The speed insights of real page views, to compare the version with the current one; absent: not checked (said so).
   * One that throws (the server or database cannot be asked) is not checked either, said so, and refused under `strict`.
   */
  vitals?: VitalsSource;
  /** Refuse, rather than warn, when the version's p75 INP or LCP is worse by more than 10 % with enough page views. */
  strict?: boolean;
}

/** Compares the version with the current one by speed insights: warning lines, or a refusal under `strict`. */
async function vitalsVerdict(remote: RemoteName, current: RegistryEntry | undefined, version: string, options: PromoteOptions): Promise<string> {
  if (!current || current.version === version) return '';
  if (!options.vitals) return `\nSpeed insights not checked (${VITALS_RULE}): no database to read them from (set DATABASE_URL).`;
  let versions: Awaited<ReturnType<VitalsSource>>;
  try {
    versions = await options.vitals();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (options.strict) throw new ReleaseError(`Not promoted: the speed insights of ${remote}@${version} could not be judged (${VITALS_RULE}), which --strict requires: ${reason}`);
    return `\nSpeed insights not checked (${VITALS_RULE}): ${reason}.`;
  }
  const worse = rolloutRegressions(remote, current.version, version, versions);
  if (worse.length === 0) return '';
  if (options.strict) throw new ReleaseError(`Not promoted: ${remote}@${version} is slower than ${current.version} for real visitors (--strict):\n${worse.join('\n')}`);
  return `\nWarning: ${remote}@${version} is slower than ${current.version} for real visitors:\n${worse.join('\n')}`;
}

/** Raises a rollout's share, makes it every session's version, or brings a released version to another environment. */
export async function promoteRemote(dir: string, remoteName: string, options: PromoteOptions): Promise<string> {
  const remote = checkRemote(remoteName);
  const percent = checkPercent(options.percent ?? 100);
  const current = (await readRegistry(dir, options.environment)).remotes[remote];
  const version = options.version ?? current?.rollout?.version;
  if (!version) throw new ReleaseError(`${remote} has no rollout${where(options.environment)} to promote; name a released version with --version`);
  await checkReleased(dir, remote, version);
  const verdict = await vitalsVerdict(remote, current, version, options);
  await confirmDowngrade(options, remote, version, current);
  return (percent < 100 ? await rollOut(dir, remote, version, percent, 'promote', options) : await pin(dir, remote, version, 'promote', options)) + verdict;
}

/**
 * Ends a rollout (every session back on the pinned version); without a rollout, serves the version pinned
 * before the current one, as the history knows it; with a version, serves that released version to everyone.
 */
export async function rollbackRemote(dir: string, remoteName: string, version: string | undefined, options: CommandOptions): Promise<string> {
  const remote = checkRemote(remoteName);
  if (version !== undefined) {
    await checkReleased(dir, remote, version);
    return pin(dir, remote, version, 'rollback', options);
  }
  const entry = (await readRegistry(dir, options.environment)).remotes[remote];
  if (entry?.rollout) {
    return updateEntry(dir, remote, options, {
      action: 'rollback',
      change: async () => {
        const { rollout: _stopped, ...pinned } = entry;
        return pinned;
      },
    });
  }
  const previous = previousVersion((await readHistory(dir, options.environment)).remotes[remote] ?? []);
  if (!previous) {
    const versions = await releasedVersions(dir, remote);
    throw new ReleaseError(
      `${remote} has no rollout${where(options.environment)} to stop and no earlier version in its history; name the version to serve. Now: ${describeEntry(entry)}; released: ${versions.join(', ') || 'none'}`,
    );
  }
  await checkReleased(dir, remote, previous);
  return pin(dir, remote, previous, 'rollback', options);
}

/** Records a remote's new production version in its package.json, so a fresh clone's first build starts from it. */
export async function setPackageVersion(remote: RemoteName, version: string): Promise<void> {
  const file = path.join(__dirname, '..', 'widgets', remote, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8')) as { version: string };
  pkg.version = version;
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
}
