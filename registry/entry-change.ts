// The change of one remote's registry entry with its history record, under the registry's lock: what the release
// commands (tools/) and the server's automatic halt of a rollout both do. Node only.
import type { Registry, RegistryEntry } from './registry';
import { readRegistry, writeRegistry } from './registry-files';
import { withRegistryLock } from './registry-lock';
import { appendHistory, recordOf, registryWrittenAt, type Provenance, type RecordExtra, type ReleaseAction } from './release-history';

/** Whose registry a change writes, and who makes it from where (recorded in the remote's history). */
export interface ChangeOptions {
  /** Which environment's registry changes (default production, `registry.json`). */
  environment?: string;
  provenance: Provenance;
}

/** What a change does to one remote's entry, and how the history records it. */
export interface EntryChange {
  action: ReleaseAction;
  /** The entry after the change, from the entry as read under the lock; undefined: nothing to change, nothing written. */
  change: (entry: RegistryEntry | undefined) => Promise<RegistryEntry | undefined>;
  extra?: RecordExtra;
}

/** One remote's entry before and after a change that was written. */
export interface ChangedEntry {
  before: RegistryEntry | undefined;
  after: RegistryEntry;
}

/**
 * Changes one remote's entry in an environment's registry, then records it in its history, both under the registry's
 * lock, reading the registry afresh inside it (another command or server process may have changed it a moment ago);
 * every other entry stays as it was. Undefined when `change` found nothing to change.
 */
export async function changeEntry(dir: string, remote: string, { environment, provenance }: ChangeOptions, { action, change, extra }: EntryChange): Promise<ChangedEntry | undefined> {
  return withRegistryLock(dir, async () => {
    const registry: Registry = await readRegistry(dir, environment);
    const before = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
    const since = (await registryWrittenAt(dir, environment)) ?? new Date();
    const after = await change(before);
    if (!after) return undefined;
    registry.remotes[remote] = after;
    await writeRegistry(dir, registry, environment);
    await appendHistory(dir, environment, remote, before && { entry: before, since }, recordOf(action, after, provenance, extra));
    return { before, after };
  });
}

/** The entry without its rollout: every session back on the pinned version, which stays exactly as it was. */
export function withoutRollout({ rollout: _stopped, ...pinned }: RegistryEntry): RegistryEntry {
  return pinned;
}

/** Which rollout to stop, how the history records the stop, and (for a halt) only if it still is that version. */
export interface RolloutStop extends ChangeOptions {
  action: ReleaseAction;
  /** Stop the rollout only while it is still this version (a halt judged one version; a newer rollout is left alone). */
  version?: string;
  extra?: RecordExtra;
}

/**
 * Stops a remote's rollout, as `npm run rollback` does and the server's automatic halt does: every session gets the
 * pinned version again. Undefined when there is no such rollout (any more): nothing written, nothing recorded, so a
 * second stop of the same rollout, from this process or another, changes nothing.
 */
export function stopRollout(dir: string, remote: string, { action, version, extra, ...options }: RolloutStop): Promise<ChangedEntry | undefined> {
  return changeEntry(dir, remote, options, {
    action,
    extra,
    change: async (entry) => (entry?.rollout && (version === undefined || entry.rollout.version === version) ? withoutRollout(entry) : undefined),
  });
}
