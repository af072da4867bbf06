import { backoffDelayMs, type BackoffPolicy } from '../shop-api/auth/backoff';
import { catalogIndexOf, indexBuiltFromDatabase, indexFromDatabase, keepIndexSnapshots, restoreIndexSnapshot } from '../shop-api/product-catalog/search-engine/catalog-index-store';
import { snapshotSource } from '../shop-api/product-catalog/search-engine/index-snapshot';
import { seedCatalog } from '../shop-api/product-catalog/seed-catalog';
import type { ServerConfig } from './config';
import { backgroundDatabaseOf, beforeDatabaseCloses, openDatabase, openPostgresEventually, type OpenDatabase } from '../server-kit/db/database';
import { databaseOutageCause } from '../server-kit/db/database-outage';
import { within } from '../server-kit/db/within';
import type { StartupState } from '../server-kit/http/health-routes';
import { buildHelpPages } from '../demo-cms/help-pages';

// How a server process starts whether or not PostgreSQL answers: it listens at once, says why it is not ready
// (`/readyz`), answers searches and product pages from the index's snapshot on disk meanwhile, and connects, migrates,
// seeds and builds the index when the database is there, trying again with a back-off instead of exiting.

/** Between failed attempts to reach the database: 0.5 s doubling to 10 s, each with up to a fifth more at random. */
export const RECONNECT_BACKOFF: BackoffPolicy = { freeFailures: 0, baseDelayMs: 500, maxDelayMs: 10_000, forgetAfterMs: 0 };

/**
 * How long a start waits for its first attempt before it listens without the database: enough for a database that
 * answers (migrations and the index build of the demo catalog), not for one that hangs on its connect timeouts.
 */
export const FIRST_ATTEMPT_WAIT_MS = 5000;

/** Why an attempt failed, for the log: an outage's fixed cause or the error's class (driver messages can carry values). */
function causeOf(error: unknown): string {
  return databaseOutageCause(error) ?? (error instanceof Error ? error.name : 'unknown error');
}

/**
 * Runs `attempt` until it succeeds, waiting RECONNECT_BACKOFF between failures (each logged with its cause); `stop`
 * ends the retries. `first` tells whether the first attempt succeeded: false as soon as it fails, or when it takes
 * longer than FIRST_ATTEMPT_WAIT_MS (it goes on, and so do the retries).
 */
export function keepTrying(what: string, attempt: () => Promise<void>): { first: Promise<boolean>; stop: () => void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const run = async (): Promise<boolean> => {
    try {
      await attempt();
      if (failures > 0) console.log(`Schaufenster demo: ${what} succeeded after ${failures} failed attempt${failures === 1 ? '' : 's'}`);
      return true;
    } catch (error) {
      if (stopped) return false;
      const delayMs = Math.round(backoffDelayMs(failures, RECONNECT_BACKOFF) * (1 + Math.random() / 5));
      failures += 1;
      console.error(`Schaufenster demo: ${what} failed (${causeOf(error)}); trying again in ${(delayMs / 1000).toFixed(1)} s`);
      timer = setTimeout(() => void run(), delayMs);
      timer.unref();
      return false;
    }
  };
  return {
    first: within(run(), FIRST_ATTEMPT_WAIT_MS, what).catch(() => false),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Fills the demo catalog on the first start (deterministic and idempotent: later starts find it there). */
export async function seedDemoCatalog(database: OpenDatabase, config: Pick<ServerConfig, 'catalogProducts'>): Promise<void> {
  const seeded = await seedCatalog(backgroundDatabaseOf(database.db), { minProducts: config.catalogProducts, helpPages: buildHelpPages() });
  if (seeded.seeded) console.log(`Schaufenster demo: seeded ${seeded.products} products`);
}

/** A server process's database, and what it still waits for before it is ready. */
export interface ServingDatabase {
  database: OpenDatabase;
  startup: StartupState;
}

/**
 * Opens the database of a server process. PGlite lives in the process: opened, seeded (a single process) and indexed
 * before listening, as ever. PostgreSQL is not waited for: its first attempt gets FIRST_ATTEMPT_WAIT_MS, then the
 * process listens anyway, with the index's last snapshot if the attempt failed, and goes on trying in the background.
 */
export async function openServingDatabase(config: ServerConfig): Promise<ServingDatabase> {
  const seeds = config.webConcurrency === 1;
  const indexes = config.searchEngine === 'memory';
  if (!config.databaseUrl) {
    const database = await openDatabase({ dataDir: config.dataDir });
    // The only process migrates and seeds itself (PGlite belongs to it).
    await seedDemoCatalog(database, config);
    // Build the search index before the first shopper types, not while they wait.
    if (indexes) await catalogIndexOf(database.db);
    return { database, startup: () => undefined };
  }
  const eventual = openPostgresEventually(config.databaseUrl);
  const { database } = eventual;
  keepIndexSnapshots(database.db, {
    dir: config.searchSnapshotDir,
    source: snapshotSource(config.databaseUrl),
    onError: (error) => console.error(`Schaufenster demo: the search index snapshot could not be written (${causeOf(error)})`),
  });
  let connected = false;
  let seeded = !seeds;
  const trying = keepTrying('connecting to PostgreSQL', async () => {
    if (!connected) await eventual.connect();
    connected = true;
    // Several processes found it done by their primary.
    if (!seeded) await seedDemoCatalog(database, config);
    seeded = true;
    // Not the snapshot's: ready means searched as the database's catalog is now.
    if (indexes) await indexFromDatabase(database.db);
  });
  beforeDatabaseCloses(database.db, async () => trying.stop());
  if (!(await trying.first) && indexes) {
    const restored = await restoreIndexSnapshot(database.db);
    console.warn(`Schaufenster demo: listening without PostgreSQL; ${restored ? 'search answers from the index snapshot' : 'no index snapshot: no search'} until it is there`);
  }
  return {
    database,
    startup: () => (!connected ? 'database unavailable' : indexes && !indexBuiltFromDatabase(database.db) ? 'search index not built' : undefined),
  };
}
