// `npm run promote` and `npm run rollback`: change which released version an environment's sessions get.
import { PRODUCTION, type RegistryEntry } from '../registry/registry';
import { type HaltFigures, latestHalt, previousVersion, readHistory, type ReleaseRecord } from '../registry/release-history';
import { describeHaltFigures } from '../widget-server/field-data/rollout-vitals';
import { readRegistry, releasedVersions } from '../registry/registry-files';
import { rolloutFigures, type VitalsSource, VITALS_RULE } from './rollout-vitals-check';
import { checkPercent, checkReleased, checkServedRemote, type CommandOptions, confirmDowngrade, confirmOrRefuse, describeEntry, pin, ReleaseError, reportChange, rollOut, where } from './entry-changes';
import { stopRollout } from '../registry/entry-change';

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

/** Compares the version with the current one by speed insights: the figures, warning lines, or a refusal under `strict`. */
async function vitalsVerdict(remote: string, current: RegistryEntry | undefined, version: string, options: PromoteOptions): Promise<string> {
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
  const { figures, worse, aboveGood } = rolloutFigures(remote, current.version, version, versions);
  // Above INP's or LCP's good is a warning, never a refusal: the current version may be no better.
  const slow = aboveGood.length === 0 ? '' : `\nWarning: ${remote}@${version} is slow for real visitors, whatever ${current.version} was:\n${aboveGood.join('\n')}`;
  if (worse.length === 0) return (figures.length === 0 ? '' : `\nSpeed insights of real visitors (${VITALS_RULE}):\n${figures.join('\n')}`) + slow;
  if (options.strict) throw new ReleaseError(`Not promoted: ${remote}@${version} is slower than ${current.version} for real visitors (--strict):\n${worse.join('\n')}`);
  return `\nWarning: ${remote}@${version} is slower than ${current.version} for real visitors:\n${worse.join('\n')}${slow}`;
}

/** What promote says of a rollout the server halted: which version, when, and the figures that halted it. */
function haltReport(remote: string, halted: ReleaseRecord & { halt: HaltFigures }, environment?: string): string {
  return `${remote}'s rollout of ${halted.halt.version}${where(environment)} was halted automatically at ${halted.at}: ${describeHaltFigures(halted.halt)}; every session gets ${halted.version}`;
}

/** How a team rolls a halted version out again (its page views are judged afresh). */
const howToResume = (remote: string, version: string) => `To roll ${version} out again, release a fixed version, or: npm run promote -- ${remote} --version ${version} --percent 5 --yes`;

/**
 * Raises a rollout's share, makes it every session's version, or brings a released version to another environment. A
 * rollout the server halted is not promoted silently: without a version promote says why it was halted, and promoting
 * the halted version again asks first (or needs --yes).
 */
export async function promoteRemote(dir: string, remoteName: string, options: PromoteOptions): Promise<string> {
  const remote = await checkServedRemote(dir, remoteName);
  const percent = checkPercent(options.percent ?? 100);
  const current = (await readRegistry(dir, options.environment)).remotes[remote];
  const halted = current?.rollout ? undefined : latestHalt((await readHistory(dir, options.environment)).remotes[remote] ?? []);
  const version = options.version ?? current?.rollout?.version;
  if (!version && halted) throw new ReleaseError(`${haltReport(remote, halted, options.environment)}. Nothing promoted. ${howToResume(remote, halted.halt.version)}`);
  if (!version) throw new ReleaseError(`${remote} has no rollout${where(options.environment)} to promote; name a released version with --version`);
  await checkReleased(dir, remote, version);
  if (halted?.halt.version === version) {
    const report = haltReport(remote, halted, options.environment);
    await confirmOrRefuse(options, `${report}. Promote it all the same?`, `${report}; nothing changed. Add --yes to promote it all the same, once the failures are fixed or understood.`);
  }
  const verdict = (halted?.halt.version === version ? `\nNote: ${haltReport(remote, halted, options.environment)}.` : '') + (await vitalsVerdict(remote, current, version, options));
  await confirmDowngrade(options, remote, version, current);
  // Raising a running rollout to every session is the usual last step; any other version skips the rollout.
  if ((options.environment ?? PRODUCTION) === PRODUCTION && percent === 100 && current && version !== current.rollout?.version && version !== current.version) {
    await confirmOrRefuse(
      options,
      `Promote ${remote}@${version} to every session in production at once, without a rollout?`,
      `${remote}@${version} would go to every session in production at once; nothing changed. Roll it out to a share first (--percent 10), or add --yes.`,
    );
  }
  return (percent < 100 ? await rollOut(dir, remote, version, percent, 'promote', options) : await pin(dir, remote, version, 'promote', options)) + verdict;
}

/**
 * Ends a rollout (every session back on the pinned version); without a rollout, serves the version pinned
 * before the current one, as the history knows it; with a version, serves that released version to everyone.
 */
export async function rollbackRemote(dir: string, remoteName: string, version: string | undefined, options: CommandOptions): Promise<string> {
  const remote = await checkServedRemote(dir, remoteName);
  if (version !== undefined) {
    await checkReleased(dir, remote, version);
    return pin(dir, remote, version, 'rollback', options);
  }
  const entry = (await readRegistry(dir, options.environment)).remotes[remote];
  if (entry?.rollout) {
    const stopped = await stopRollout(dir, remote, { ...options, action: 'rollback' });
    // Stopped a moment ago by someone else (another command, or the server's automatic halt): nothing left to stop.
    if (!stopped) throw new ReleaseError(`${remote}'s rollout${where(options.environment)} was stopped meanwhile; nothing changed. Now: ${describeEntry((await readRegistry(dir, options.environment)).remotes[remote])}`);
    return reportChange(remote, options, 'rollback', stopped);
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
