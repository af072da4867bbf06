/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { changeEntry } from './entry-change';
import { readHistory } from './release-history';
import { readRegistry } from './registry-files';
import { LOCK_DIR, withRegistryLock } from './registry-lock';
import { REMOTE_NAMES } from './remotes';

const INTEGRITY = `sha384-${'A'.repeat(64)}`;

/** A read-modify-write of a counter file under the lock, with a pause between read and write where a race would strike. */
async function increment(dir: string): Promise<void> {
  await withRegistryLock(dir, async () => {
    const file = path.join(dir, 'counter.json');
    const count = Number(await readFile(file, 'utf8').catch(() => '0'));
    await sleep(Math.random() * 5);
    await writeFile(file, String(count + 1));
  });
}

/** `runs` increments from another process, as a second release command in another terminal makes them. */
function incrementsInAnotherProcess(dir: string, runs: number): Promise<number | null> {
  const script = `const { withRegistryLock } = require(${JSON.stringify(path.join(__dirname, 'registry-lock.ts'))});
    const { readFile, writeFile } = require('node:fs/promises');
    (async () => { for (let run = 0; run < ${runs}; run++) await withRegistryLock(${JSON.stringify(dir)}, async () => {
      const file = ${JSON.stringify(path.join(dir, 'counter.json'))};
      const count = Number(await readFile(file, 'utf8').catch(() => '0'));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      await writeFile(file, String(count + 1));
    }); })();`;
  return new Promise((resolve) => spawn(process.execPath, ['--import', 'tsx', '--eval', script], { stdio: 'inherit' }).on('exit', resolve));
}

describe('withRegistryLock', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'registry-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('loses no write of many commands at once, in this process and in four others', async () => {
    const others = [1, 2, 3, 4].map(() => incrementsInAnotherProcess(dir, 10));
    await Promise.all(Array.from({ length: 20 }, () => increment(dir)));
    expect(await Promise.all(others)).toEqual([0, 0, 0, 0]);
    expect(Number(await readFile(path.join(dir, 'counter.json'), 'utf8'))).toBe(60);
  }, 60_000);

  it('takes over the lock of a command that died holding it, and leaves none behind', async () => {
    await mkdir(path.join(dir, LOCK_DIR));
    // A pid above Linux's largest: no process has it.
    await writeFile(path.join(dir, LOCK_DIR, 'owner.json'), JSON.stringify({ pid: 4_194_305, host: (await import('node:os')).hostname(), token: 'gone' }));
    await increment(dir);
    expect(await readFile(path.join(dir, 'counter.json'), 'utf8')).toBe('1');
    await expect(readFile(path.join(dir, LOCK_DIR, 'owner.json'))).rejects.toThrow();
  });

  it('gives every remote changed at the same moment its entry in the registry and its record in the history', async () => {
    const provenance = { command: 'test', by: null, commit: null, dirty: false };
    await Promise.all(
      REMOTE_NAMES.map((remote) =>
        changeEntry(dir, remote, { provenance, environment: 'staging' }, { action: 'release', change: async () => ({ version: '2.0.0', entry: `${remote}/2.0.0/remoteEntry.js`, integrity: INTEGRITY }) }),
      ),
    );
    const registry = await readRegistry(dir, 'staging');
    expect(Object.keys(registry.remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    const history = await readHistory(dir, 'staging');
    expect(REMOTE_NAMES.map((remote) => history.remotes[remote]?.map((record) => record.version))).toEqual(REMOTE_NAMES.map(() => ['2.0.0']));
  });
});
