import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import path from 'node:path';
import type { Provenance } from '../registry/release-history';

const root = path.join(__dirname, '..');

/** A git command's output in the repository, trimmed; undefined when git fails (no git, no checkout). */
function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** The OS user, or null where the system has none to name. */
function osUser(): string | null {
  try {
    return userInfo().username;
  } catch {
    return null;
  }
}

/**
 * Whether `git status --porcelain` shows changes, leaving out the data directory (DATA_DIR, the demo's database)
 * where it lies inside the repository: its files never go into a build. Paths are the repository's, `/`-separated.
 */
export function hasChanges(status: string, dataDir: string | undefined): boolean {
  const data = dataDir === undefined ? undefined : path.relative(root, path.resolve(root, dataDir)).split(path.sep).join('/');
  const inside = data !== undefined && data !== '' && !data.startsWith('..') && !path.isAbsolute(data);
  const changed = status.split('\n').filter((line) => line.trim() !== '');
  return changed.some((line) => {
    const file = line.slice(3).replace(/^"|"$/g, '');
    return !(inside && (file === data || file === `${data}/` || file.startsWith(`${data}/`)));
  });
}

/**
 * Where a command runs from: the git commit, whether the working tree has changes (untracked files count, they
 * can end up in a build; the data directory does not), and who runs it. Outside a git checkout the commit is
 * unknown, which counts as dirty.
 */
export function readProvenance(command: string): Provenance {
  const commit = git('rev-parse', 'HEAD') ?? null;
  const status = git('status', '--porcelain');
  return { command, by: git('config', 'user.name') || osUser(), commit, dirty: commit === null || status === undefined || hasChanges(status, process.env.DATA_DIR) };
}
