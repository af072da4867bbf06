import { backgroundDatabaseOf, type Database } from '../../server-kit/db/database';
import { purgeExpired } from './purge-expired';

/** The app purges expired rows this often. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/** A running housekeeping timer. */
export interface Housekeeping {
  /** Stops the timer and waits for a purge under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** What the housekeeping needs: the database, the app's clock, the interval and where its failures go. */
export interface HousekeepingOptions {
  db: Database;
  clock: () => Date;
  intervalMs: number;
  onError: (error: unknown) => void;
}

/**
 * Purges expired rows every `intervalMs` by the app's clock, one purge at a time, on an unref'd timer
 * (it never keeps the process alive). A failed purge is reported and the next one tries again.
 */
export function startHousekeeping({ db, clock, intervalMs, onError }: HousekeepingOptions): Housekeeping {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    // On the background pool: a purge after a long pause may delete many rows in one statement.
    running ??= purgeExpired(backgroundDatabaseOf(db), clock())
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
