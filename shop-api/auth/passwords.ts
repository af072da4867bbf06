import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ApiError } from '../../server-kit/http/api-error';
import type { DeriveKey } from './hash-threads';
import { HASH_QUEUE_RETRY_AFTER_S, MAX_QUEUED_HASHES, maxConcurrentHashes, SCRYPT_KEY_BYTES, SCRYPT_PARAMS, SCRYPT_SALT_BYTES } from './constants';
import { SERVER_TEXTS } from '../../server-kit/texts';

/** scrypt cost parameters; stored with each hash, so a later change of defaults keeps old hashes valid. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** scrypt in libuv's thread pool, at the priority of everything else: the default, and what tests use. */
const threadPoolScrypt: DeriveKey = (password, salt, keyBytes, options) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** How much hashing may run and wait at once. */
export interface HashingLimits {
  maxConcurrent: number;
  maxQueued: number;
}

/** The limits of one of `processes` server processes on this machine (maxConcurrentHashes). */
export function hashingLimits(processes: number): HashingLimits {
  return { maxConcurrent: maxConcurrentHashes(availableParallelism(), processes), maxQueued: MAX_QUEUED_HASHES };
}

/** The answer when every hashing slot and queue place is taken: 503 with Retry-After, nothing queued. */
export class HashQueueFullError extends ApiError {
  constructor() {
    super(503, 'busy', SERVER_TEXTS.busy, { headers: { 'retry-after': String(HASH_QUEUE_RETRY_AFTER_S) } });
  }
}

/**
 * Hashes and verifies passwords with scrypt, at most `maxConcurrent` at a time with at most `maxQueued`
 * waiting; more is refused at once with HashQueueFullError, so a flood of logins cannot pile up memory and latency.
 */
export class PasswordHasher {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly params: ScryptParams = SCRYPT_PARAMS,
    private readonly limits: HashingLimits = hashingLimits(1),
    private readonly deriveKey: DeriveKey = threadPoolScrypt,
  ) {}

  private derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
    // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is too small for N=2^17.
    const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
    return this.deriveKey(password.normalize('NFKC'), salt, SCRYPT_KEY_BYTES, options);
  }

  /** A new hash in the form `scrypt$N$r$p$salt$key` (base64). */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SCRYPT_SALT_BYTES);
    const key = await this.limited(() => this.derive(password, salt, this.params));
    const { N, r, p } = this.params;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** Tells whether a password matches a stored hash, in constant time; a malformed hash never matches. */
  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, N, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await this.limited(() => this.derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) }));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** Spends the same work as a verification, so an unknown account answers as slowly as a known one. */
  async burn(password: string): Promise<void> {
    await this.limited(() => this.derive(password, Buffer.alloc(SCRYPT_SALT_BYTES), this.params));
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.maxConcurrent) {
      if (this.queue.length >= this.limits.maxQueued) throw new HashQueueFullError();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    }
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.queue.shift()?.();
    }
  }
}
