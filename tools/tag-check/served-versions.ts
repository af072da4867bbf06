import { readRegistry } from '../../registry/registry-files';
import type { FoundTag } from './find-tags';
import type { PropsValidator } from '../props-validator';
import { checkTags, formatProblem, loadPropsValidator, type TagCheck, type TagProblem } from './validate-tags';

/** A running rollout and a validator for the pinned versions with that remote at its rollout version. */
export interface RolloutValidator {
  validator: PropsValidator;
  rollout: { remote: string; version: string; percent: number };
}

/** Validators for every version a shopper can get: the pinned versions, and each rollout beside them. */
export interface ServedValidators {
  pinned: { validator: PropsValidator; versions: Record<string, string> };
  rollouts: RolloutValidator[];
}

/**
 * A validator for every version a shopper can get from the production registry: the pinned versions, and each
 * running rollout. A remote that `versions` names (`--version header@1.2.0`) is checked at that version alone.
 */
export async function loadServedValidators(dir: string, versions: Readonly<Record<string, string>> = {}): Promise<ServedValidators> {
  const pinned = await loadPropsValidator(dir, versions);
  const registry = await readRegistry(dir);
  const current = Object.fromEntries(Object.entries(registry.remotes).map(([remote, entry]) => [remote, entry.version]));
  const rollouts: RolloutValidator[] = [];
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    if (!entry.rollout || versions[remote] !== undefined) continue;
    const { version, percent } = entry.rollout;
    rollouts.push({ validator: await loadPropsValidator(dir, { ...versions, [remote]: version }), rollout: { remote, version, percent } });
  }
  return { pinned: { validator: pinned, versions: { ...current, ...versions } }, rollouts };
}

/** Says which served version a problem belongs to, when not every version a shopper can get of that remote has it. */
function only(problem: TagProblem, note: string): TagProblem {
  return { ...problem, reason: `${problem.reason} (only ${note})` };
}

/** Puts a problem before the first one further down the file, keeping the order of those already there. */
function insertInPlace(problems: TagProblem[], problem: TagProblem): void {
  const index = problems.findIndex((other) => other.line > problem.line || (other.line === problem.line && other.column > problem.column));
  problems.splice(index === -1 ? problems.length : index, 0, problem);
}

/**
 * Checks a file's tags against every version a shopper can get: a problem every served version of the tag's remote
 * has is reported once as it is; one that only the rollout (or only the pinned version) has says so.
 */
export function checkServedTags(file: string, tags: readonly FoundTag[], served: ServedValidators): TagCheck {
  const pinned = checkTags(file, tags, served.pinned.validator);
  const problems = [...pinned.problems];
  for (const { validator, rollout } of served.rollouts) {
    const ofRemote = tags.filter((tag) => tag.remote === rollout.remote);
    const before = checkTags(file, ofRemote, served.pinned.validator).problems;
    const after = checkTags(file, ofRemote, validator).problems;
    const inRollout = new Set(after.map(formatProblem));
    const inPinned = new Set(before.map(formatProblem));
    const pinnedVersion = served.pinned.versions[rollout.remote];
    for (const [index, problem] of problems.entries()) {
      if (inPinned.has(formatProblem(problem)) && !inRollout.has(formatProblem(problem))) {
        problems[index] = only(problem, `${rollout.remote}@${pinnedVersion}, pinned for ${100 - rollout.percent} % of sessions`);
      }
    }
    for (const problem of after.filter((candidate) => !inPinned.has(formatProblem(candidate)))) {
      insertInPlace(problems, only(problem, `${rollout.remote}@${rollout.version}, rolled out to ${rollout.percent} % of sessions`));
    }
  }
  return { problems, dynamic: pinned.dynamic };
}
