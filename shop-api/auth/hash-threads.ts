import path from 'node:path';
import type { ScryptOptions } from 'node:crypto';
import { Piscina } from 'piscina';

/** Derives a scrypt key: in the thread pool (`scrypt`) or on a low-priority thread of its own (HashThreads). */
export type DeriveKey = (password: string, salt: Buffer, keyBytes: number, options: ScryptOptions) => Promise<Buffer>;

/** The nice value of a hashing thread: the scheduler serves the event loop (page views, searches) first. */
export const HASH_THREAD_NICE = 10;

/**
 * Threads that run scrypt at a lower scheduling priority than the event loop (piscina with `niceIncrement`; where
 * lowering it is not allowed they run at normal priority). In the thread pool, scrypt competes with the server's own
 * thread at equal priority: on a 2-core machine a few logins made every search wait. Here a busy CPU serves requests
 * first and hashes in what is left; an idle one hashes at full speed. The PasswordHasher's limits decide how many run
 * and wait at once; `count` threads serve that many, and the pool itself queues little.
 */
export class HashThreads {
  private readonly pool: Piscina;

  constructor(count: number) {
    this.pool = new Piscina({
      filename: path.join(__dirname, 'hash-worker.cjs'),
      minThreads: count,
      maxThreads: count,
      niceIncrement: HASH_THREAD_NICE,
      // The hasher queues; this holds what arrives while a thread starts (count² places).
      maxQueue: 'auto',
      idleTimeout: Number.POSITIVE_INFINITY,
    });
  }

  readonly derive: DeriveKey = async (password, salt, keyBytes, options) => {
    const key: Uint8Array = await this.pool.run({ password, salt, keyBytes, options });
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  };

  /** Ends every thread (tests; the server ends with its process). */
  close(): Promise<void> {
    return this.pool.destroy();
  }
}
