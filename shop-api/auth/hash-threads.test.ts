/** @jest-environment node */
import { scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from '@jest/globals';
import { HASH_THREAD_NICE, HashThreads } from './hash-threads';
import { PasswordHasher } from './passwords';

const OPTIONS = { N: 2 ** 12, r: 8, p: 1, maxmem: 256 * 2 ** 12 * 8 };

/** A thread's nice value (Linux: field 19 of /proc/self/task/<tid>/stat). */
function niceOf(tid: string | number): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  // The command name in parentheses may hold spaces: count the fields after its closing parenthesis.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe('HashThreads', () => {
  const threads = new HashThreads(2);
  afterAll(() => threads.close());

  it('derives the key scrypt derives, for requests in parallel', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const keys = await Promise.all(['eins', 'zwei', 'drei'].map((password) => threads.derive(password, salt, 32, OPTIONS)));
    expect(keys.map((key) => key.toString('hex'))).toEqual(['eins', 'zwei', 'drei'].map((password) => scryptSync(password, salt, 32, OPTIONS).toString('hex')));
  });

  it('hashes on threads below the priority of the event loop', async () => {
    await threads.derive('passwort', Buffer.alloc(16), 32, OPTIONS);
    const nice = readdirSync('/proc/self/task').map(niceOf);
    expect(nice.filter((value) => value === HASH_THREAD_NICE).length).toBeGreaterThanOrEqual(1);
    // The process's main thread, the event loop's, keeps its priority.
    expect(niceOf(process.pid)).toBe(0);
  });

  it('serves a PasswordHasher: a hash made on the threads verifies, a wrong password does not', async () => {
    const hasher = new PasswordHasher({ N: 2 ** 12, r: 8, p: 1 }, { maxConcurrent: 2, maxQueued: 2 }, threads.derive);
    const stored = await hasher.hash('Sommer!2024');
    expect(await hasher.verify('Sommer!2024', stored)).toBe(true);
    expect(await hasher.verify('Winter!2024', stored)).toBe(false);
    // The same hash as the thread pool's: the stored form does not depend on where it was derived.
    expect(await new PasswordHasher({ N: 2 ** 12, r: 8, p: 1 }).verify('Sommer!2024', stored)).toBe(true);
  });
});
