import { existsSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCTION, registryFile, type RegistryEntry } from './registry';
import { temporaryFileFor } from './registry-lock';

// The release history of an environment: per remote, every state its registry entry went through, with who
// changed it, by which command, from which commit. It lives beside the registry in a dotfile, which the demo
// server does not serve: registry.json is fetched by every page view and stays as small as it was, and the
// history names people and commits that no shopper needs. Node only.

/** Who changed a registry entry, and from what: the git commit, whether the tree had changes, the command line. */
export interface Provenance {
  /** The command as typed, e.g. `release header 1.1.0 --percent 10`. */
  command: string;
  /** git's user.name, else the OS user; null when neither is known. */
  by: string | null;
  /** The commit the working tree was at; null outside a git checkout. */
  commit: string | null;
  /** Whether the working tree had uncommitted changes (a release then needs --allow-dirty). */
  dirty: boolean;
}

/**
 * The commands that change a registry entry (`register`: a version hosted on another origin); `halt`: the server stopped a rollout whose failures passed the threshold;
 * `unrecorded`: the entry as found when its history began.
 */
export type ReleaseAction = 'build' | 'release' | 'register' | 'promote' | 'rollback' | 'halt' | 'unrecorded';

/** The page views of a rollout's version that a halt judged: how many, and how many of them failed. */
export interface HaltFigures {
  views: number;
  failed: number;
  /** The version whose rollout was halted (the record's `rollout` is gone with it). */
  version: string;
}

/** One step of a remote's history: what its registry entry served after it, when, and by whom. */
export interface ReleaseRecord extends Provenance {
  action: ReleaseAction;
  /** The version every session gets after this step. */
  version: string;
  /** The rollout running after this step, if any. */
  rollout?: { version: string; percent: number };
  /** When (ISO 8601). */
  at: string;
  /** For a release: whether the remote's tests and the typecheck ran first (`passed`) or were skipped. */
  checks?: 'passed' | 'skipped';
  /** For a release: whether the smoke test mounted the build in Chromium first (`passed`) or was skipped. */
  smoke?: 'passed' | 'skipped';
  /** For a halt: the figures that passed the threshold. */
  halt?: HaltFigures;
}

/** What a history record may carry beside the entry and its provenance: a release's checks, a halt's figures. */
export type RecordExtra = Pick<ReleaseRecord, 'checks' | 'smoke' | 'halt'>;

/** An environment's release history, per remote oldest first. */
export interface ReleaseHistory {
  remotes: Record<string, ReleaseRecord[]>;
}

/** The history file of an environment: `.release-history.json` for production, `.release-history.<env>.json` else. */
export function historyFile(environment: string = PRODUCTION): string {
  return `.${registryFile(environment).replace(/^registry/, 'release-history')}`;
}

/** Reads an environment's history; a registry written before histories were kept has none (an empty one). */
export async function readHistory(dir: string, environment?: string): Promise<ReleaseHistory> {
  const file = path.join(dir, historyFile(environment));
  if (!existsSync(file)) return { remotes: {} };
  return JSON.parse(await readFile(file, 'utf8')) as ReleaseHistory;
}

/** The state of a registry entry as a history record, with the provenance of the change that made it. */
export function recordOf(
  action: ReleaseAction,
  entry: RegistryEntry,
  provenance: Provenance,
  extra: RecordExtra = {},
  at = new Date(),
): ReleaseRecord {
  const rollout = entry.rollout && { version: entry.rollout.version, percent: entry.rollout.percent };
  return { action, version: entry.version, ...(rollout && { rollout }), at: at.toISOString(), ...provenance, ...extra };
}

/** When an environment's registry was last written, before a command writes it again; undefined when it has none. */
export async function registryWrittenAt(dir: string, environment?: string): Promise<Date | undefined> {
  const registry = path.join(dir, registryFile(environment));
  return existsSync(registry) ? (await stat(registry)).mtime : undefined;
}

/** A remote's registry entry as a command found it, and since when (the registry file's last write). */
export interface EntryFound {
  entry: RegistryEntry;
  since: Date;
}

/**
 * Appends a record to a remote's history (inside withRegistryLock, with the registry change it records). A remote
 * whose entry predates the history gets that entry first, as an unrecorded step dated by the registry file, so that a
 * rollback can still find its way back to it.
 */
export async function appendHistory(dir: string, environment: string | undefined, remote: string, before: EntryFound | undefined, record: ReleaseRecord): Promise<void> {
  const history = await readHistory(dir, environment);
  const records = (history.remotes[remote] ??= []);
  if (records.length === 0 && before) {
    records.push(recordOf('unrecorded', before.entry, { command: '(before the release history)', by: null, commit: null, dirty: false }, {}, before.since));
  }
  records.push(record);
  const file = path.join(dir, historyFile(environment));
  const temporary = temporaryFileFor(file);
  await writeFile(temporary, `${JSON.stringify(history, null, 2)}\n`);
  await rename(temporary, file);
}

/** The halt that is a remote's latest step, if its rollout was halted and nothing changed its entry since. */
export function latestHalt(records: readonly ReleaseRecord[]): (ReleaseRecord & { halt: HaltFigures }) | undefined {
  const latest = records.at(-1);
  return latest?.action === 'halt' && latest.halt ? { ...latest, halt: latest.halt } : undefined;
}

/**
 * The version a remote served to everyone before its current one, as `rollback` without a version returns to it.
 * The pinned versions form a stack: a change of version puts one on it, a rollback to the one below takes it
 * off again, so rolling back twice goes back two versions rather than to and fro.
 */
export function previousVersion(records: readonly ReleaseRecord[]): string | undefined {
  const stack: string[] = [];
  for (const record of records) {
    if (record.version === stack.at(-1)) continue;
    if (record.action === 'rollback' && record.version === stack.at(-2)) stack.pop();
    else stack.push(record.version);
  }
  return stack.at(-2);
}
