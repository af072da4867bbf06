// What every release command (release, promote, rollback) shares: its options, its refusals and confirmations, and
// what it says of a change of one remote's registry entry (the change itself, under the lock: registry/entry-change.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEV_VERSION, PRODUCTION, type RegistryEntry, type RegistryRelease } from '../registry/registry';
import { changeEntry, type ChangedEntry, type EntryChange } from '../registry/entry-change';
import type { Provenance, ReleaseAction } from '../registry/release-history';
import { isRemoteName, isWidgetRemoteName, REMOTE_NAMES, type RemoteName } from '../registry/remotes';
import { hostedRemotes, readRegistry, registryEntry, releasedVersions } from '../registry/registry-files';
import { compareVersions, isReleaseVersion } from '../registry/versions';

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

/** The remote's name, when it is one of the remotes; refuses anything else. */
export function checkRemote(remote: string): RemoteName {
  if (!isRemoteName(remote)) throw new ReleaseError(`Unknown remote "${remote}"; expected one of ${REMOTE_NAMES.join(', ')}`);
  return remote;
}

/**
 * The name of a remote the store serves: one built here, or one a team registered from its own origin (its store
 * folder holds its registered versions); refuses anything else.
 */
export async function checkServedRemote(dir: string, remote: string): Promise<string> {
  if (isRemoteName(remote) || (await hostedRemotes(dir)).includes(remote)) return remote;
  throw new ReleaseError(`Unknown remote "${remote}"; expected one of ${REMOTE_NAMES.join(', ')}, or a remote registered here (npm run register)`);
}

/** The name a version may be registered under: a remote built here, or a widget of its own (HOSTED_REMOTE_NAME); refuses anything else. */
export function checkRegisteredName(remote: string): string {
  if (isWidgetRemoteName(remote)) return remote;
  throw new ReleaseError(`"${remote}" cannot name a remote: one of ${REMOTE_NAMES.join(', ')}, or a new widget's name of 2 to 32 lowercase letters and digits`);
}

/** A share of sessions above 0 and at most 100; refuses anything else. */
export function checkPercent(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) throw new ReleaseError(`--percent must be above 0 and at most 100, got ${percent}`);
  return percent;
}

/** Refuses a version of the remote that was never released into the store. */
export async function checkReleased(dir: string, remote: string, version: string): Promise<void> {
  const versions = await releasedVersions(dir, remote);
  if (!versions.includes(version)) throw new ReleaseError(`${remote}@${version} was never released here; released: ${versions.join(', ') || 'none'}`);
}

/** Refuses a version that cannot be new: not a version, npm run dev's folder, or one the store holds, built or registered. */
export function checkUnreleased(dir: string, remote: string, version: string): void {
  if (!isReleaseVersion(version)) throw new ReleaseError(`"${version}" is not a version like 1.2.3`);
  if (version === DEV_VERSION) throw new ReleaseError(`${DEV_VERSION} is the folder of npm run dev, never a release; choose a version like 1.2.3`);
  if (existsSync(path.join(dir, remote, version))) throw new ReleaseError(`${remote}@${version} is already released; versions are immutable, choose a new one`);
}

/** ` in staging` for an environment other than production, else nothing: for messages. */
export const where = (environment = PRODUCTION) => (environment === PRODUCTION ? '' : ` in ${environment}`);

/** Describes what a registry entry serves: `1.1.0`, or `1.0.0, 1.1.0 to 10 % of sessions`. */
export function describeEntry(entry: RegistryEntry | undefined): string {
  if (!entry) return 'nothing';
  return entry.rollout ? `${entry.version}, ${entry.rollout.version} to ${entry.rollout.percent} % of sessions` : entry.version;
}

/** Goes ahead when `yes` was given or the person at the terminal agrees; refuses with `refusal` otherwise. */
export async function confirmOrRefuse(options: CommandOptions, question: string, refusal: string): Promise<void> {
  if (options.yes) return;
  if (options.confirm && (await options.confirm(question))) return;
  throw new ReleaseError(refusal);
}

/** Asks before a version below the one every session gets today: a downgrade is usually a mistake, or a rollback. */
export async function confirmDowngrade(options: CommandOptions, remote: string, version: string, current: RegistryEntry | undefined): Promise<void> {
  if (!current || compareVersions(version, current.version) >= 0) return;
  const what = `${remote}@${version} is older than ${current.version}, which every session gets${where(options.environment)} now`;
  await confirmOrRefuse(options, `${what}. Go ahead with the downgrade?`, `${what}; nothing changed. Add --yes to go ahead (npm run rollback -- ${remote} returns to the previous version).`);
}

/** Asks before a new version goes out: one below today's, or one that goes to every session of production at once. */
export async function confirmNewVersion(dir: string, remote: string, version: string, percent: number, options: CommandOptions, done: 'released' | 'registered'): Promise<void> {
  const current = (await readRegistry(dir, options.environment)).remotes[remote];
  await confirmDowngrade(options, remote, version, current);
  if ((options.environment ?? PRODUCTION) === PRODUCTION && percent === 100 && current) {
    const verb = done === 'released' ? 'Release' : 'Register';
    await confirmOrRefuse(
      options,
      `${verb} ${remote}@${version} to every session in production at once?`,
      `${remote}@${version} would go to every session in production at once; nothing was ${done}. Roll it out to a share first (--percent 10), or add --yes.`,
    );
  }
}

/** What a command changes in one remote's entry (always something), and how the history records it. */
export interface CommandChange extends Omit<EntryChange, 'change'> {
  change: (entry: RegistryEntry | undefined) => Promise<RegistryEntry>;
}

/** What a command says of a change it wrote, after telling `onPromoted` of a new production version. */
export async function reportChange(remote: string, options: CommandOptions, action: ReleaseAction, { before, after }: ChangedEntry): Promise<string> {
  const { environment } = options;
  // package.json follows what every shopper gets in production, never what is only tried on a share of them; a remote
  // registered from another origin has no package.json here.
  const promoted = (environment ?? PRODUCTION) === PRODUCTION && !after.rollout && after.version !== before?.version && action !== 'rollback';
  if (promoted && isRemoteName(remote)) await options.onPromoted?.(remote, after.version);
  const commit = options.provenance.commit ? ` from ${options.provenance.commit.slice(0, 12)}${options.provenance.dirty ? ' (with uncommitted changes)' : ''}` : '';
  return `${remote}${where(environment)}: now ${describeEntry(after)} (was ${describeEntry(before)}); recorded${commit}`;
}

/**
 * Changes one remote's entry in an environment's registry, then records it in its history, under the registry's lock
 * (changeEntry); every other entry stays as it was.
 */
export async function updateEntry(dir: string, remote: string, options: CommandOptions, change: CommandChange): Promise<string> {
  const changed = await changeEntry(dir, remote, options, change);
  // A command's change always gives an entry: only a rollout's stop can find nothing to do.
  if (!changed) throw new Error(`${remote}: the change wrote nothing`);
  return reportChange(remote, options, change.action, changed);
}

/** Serves `version` to every session of the environment. */
export function pin(dir: string, remote: string, version: string, action: ReleaseAction, options: CommandOptions, extra?: CommandChange['extra']): Promise<string> {
  return updateEntry(dir, remote, options, { action, extra, change: () => registryEntry(dir, remote, version) });
}

/** Serves `version` to `percent` % of the environment's sessions, the pinned version to the others. */
export function rollOut(dir: string, remote: string, version: string, percent: number, action: ReleaseAction, options: CommandOptions, extra?: CommandChange['extra']): Promise<string> {
  return updateEntry(dir, remote, options, {
    action,
    extra,
    change: async (entry) => {
      if (!entry) throw new ReleaseError(`${remote} has no version${where(options.environment)} yet to roll out beside; release it to all sessions first`);
      if (entry.version === version) throw new ReleaseError(`${remote}@${version} is already served to every session${where(options.environment)}`);
      return withRollout(entry, await registryEntry(dir, remote, version), percent);
    },
  });
}

/** The entry with `release` rolled out to `percent` % of sessions in place of any rollout it had. */
function withRollout({ rollout: _previous, ...pinned }: RegistryEntry, release: RegistryRelease, percent: number): RegistryEntry {
  return { ...pinned, rollout: { ...release, percent } };
}
