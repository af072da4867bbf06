import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The lock of a dist folder's registries and histories: a directory, since making one is atomic on every file system. */
export const LOCK_DIR = '.registry.lock';

/** A lock older than this is taken for a crashed command's: no read-modify-write of a registry takes a minute. */
const STALE_LOCK_MS = 60_000;

/** How long a command waits for another one's lock before it gives up and says so. */
const WAIT_MS = 30_000;

/** Who holds a lock: written into it, so that a lock of a process that is gone can be told from a busy one. */
interface LockOwner {
  pid: number;
  host: string;
  token: string;
}

/** Whether a process of this machine runs under `pid` (one of another user's counts). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a lock no longer protects anything: its process on this machine is gone, or it is older than STALE_LOCK_MS. */
async function isStale(lock: string): Promise<boolean> {
  const made = await stat(lock).catch(() => undefined);
  if (!made) return false;
  if (Date.now() - made.mtimeMs > STALE_LOCK_MS) return true;
  const owner = await readFile(path.join(lock, 'owner.json'), 'utf8')
    .then((text) => JSON.parse(text) as LockOwner)
    .catch(() => undefined);
  // No owner written yet: its command is between making the lock and writing who it is.
  return owner !== undefined && owner.host === hostname() && !processAlive(owner.pid);
}

/**
 * Runs `change` (a read-modify-write of a dist folder's registries or release histories) while no other command,
 * in this process or another, changes them: an exclusive lock in the folder, taken over when its holder is gone,
 * waited for up to 30 s otherwise. Five release commands at once lost writes without it.
 */
export async function withRegistryLock<T>(dir: string, change: () => Promise<T>): Promise<T> {
  await mkdir(dir, { recursive: true });
  const lock = path.join(dir, LOCK_DIR);
  const owner: LockOwner = { pid: process.pid, host: hostname(), token: randomUUID() };
  const deadline = Date.now() + WAIT_MS;
  for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await isStale(lock)) {
      await rm(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(`another command has been changing the registry of ${dir} for over ${WAIT_MS / 1000} s; if none runs any more, remove ${lock}`);
    }
    await sleep(wait + Math.random() * wait);
  }
  try {
    await writeFile(path.join(lock, 'owner.json'), JSON.stringify(owner));
    return await change();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** A temporary file beside `file` that no other writer, in this process or another, uses at the same time. */
export function temporaryFileFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomUUID()}.tmp`);
}
