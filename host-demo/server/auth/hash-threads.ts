import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

/** Derives a scrypt key: in the thread pool (`scrypt`) or on a low-priority thread of its own (HashThreads). */
export type DeriveKey = (password: string, salt: Buffer, keyBytes: number, options: ScryptOptions) => Promise<Buffer>;

/** The nice value of a hashing thread: the scheduler serves the event loop (page views, searches) first. */
export const HASH_THREAD_NICE = 10;

/**
 * One hashing thread: lowers its own priority (on Linux a thread's nice value is its own; where that is not
 * allowed it runs at normal priority), then answers each request with scryptSync. Plain JavaScript, evaluated,
 * so it runs the same under tsx, jest and node.
 */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { setPriority } = require('node:os');
try { setPriority(${HASH_THREAD_NICE}); } catch {}
parentPort.on('message', ({ id, password, salt, keyBytes, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyBytes, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

type Answer = { id: number; key: Uint8Array } | { id: number; error: string };

/**
 * Threads that run scrypt at a lower scheduling priority than the event loop. In the thread pool, scrypt
 * competes with the server's own thread at equal priority: on a 2-core machine a few logins made every search
 * wait. Here a busy CPU serves requests first and hashes in what is left; an idle one hashes at full speed.
 * The PasswordHasher's limits decide how many run at once; `count` threads serve that many.
 */
export class HashThreads {
  private readonly idle: Worker[] = [];
  private readonly pending = new Map<number, { resolve: (key: Buffer) => void; reject: (error: Error) => void; worker: Worker }>();
  private nextId = 0;

  constructor(count: number) {
    for (let i = 0; i < count; i += 1) this.idle.push(this.spawn());
  }

  readonly derive: DeriveKey = (password, salt, keyBytes, options) =>
    new Promise((resolve, reject) => {
      // Never more requests than threads: the hasher's maxConcurrent is `count`. A spare one is made if not.
      const worker = this.idle.pop() ?? this.spawn();
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject, worker });
      worker.postMessage({ id, password, salt, keyBytes, options });
    });

  /** Ends every thread (tests; the server ends with its process). */
  async close(): Promise<void> {
    const workers = new Set([...this.idle, ...[...this.pending.values()].map(({ worker }) => worker)]);
    this.idle.length = 0;
    await Promise.all([...workers].map((worker) => worker.terminate()));
  }

  private spawn(): Worker {
    const worker = new Worker(THREAD_SOURCE, { eval: true });
    // Idle hashing threads never keep the process alive.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const request = this.pending.get(answer.id);
      if (!request) return;
      this.pending.delete(answer.id);
      this.idle.push(worker);
      if ('key' in answer) request.resolve(Buffer.from(answer.key));
      else request.reject(new Error(answer.error));
    });
    let failure = new Error('hashing thread ended');
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', () => {
      // A thread that died takes its request with it; the next request gets a new thread.
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      for (const [id, request] of this.pending) {
        if (request.worker !== worker) continue;
        this.pending.delete(id);
        request.reject(failure);
      }
    });
    return worker;
  }
}
