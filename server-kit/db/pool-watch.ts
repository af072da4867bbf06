import { performance } from 'node:perf_hooks';
import type { Pool, PoolClient } from 'pg';

/** What a pool holds now: its connections (open, idle, the most it may open) and the queries waiting for one. */
export interface PoolFigures {
  total: number;
  idle: number;
  max: number;
  waiting: number;
}

/** A PostgreSQL pool as the metrics see it: its figures now, and every wait for a connection as it ends. */
export interface PoolWatch {
  figures(): PoolFigures;
  /** Calls `listener` with the seconds each checkout waited for a connection (a failed one too: a timeout is the longest wait). */
  onWait(listener: (seconds: number) => void): void;
}

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * Watches a pool: `pool.connect` (which `pool.query` and drizzle's transactions call too) is timed from the call to
 * the connection handed out or refused, the time a query spends queueing for a connection before it can run.
 */
export function watchPool(pool: Pool): PoolWatch {
  const listeners: Array<(seconds: number) => void> = [];
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<PoolClient> | undefined;
  const timed = (callback?: ConnectCallback) => {
    const started = performance.now();
    const waited = () => {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of listeners) listener(seconds);
    };
    if (callback) {
      return connect((error, client, done) => {
        waited();
        callback(error, client, done);
      });
    }
    return connect()?.finally(waited);
  };
  pool.connect = timed as Pool['connect'];
  return {
    figures: () => ({ total: pool.totalCount, idle: pool.idleCount, max: pool.options.max, waiting: pool.waitingCount }),
    onWait: (listener) => void listeners.push(listener),
  };
}
