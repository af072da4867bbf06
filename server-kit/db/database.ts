import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolConfig } from 'pg';
import * as schema from './schema';
import { pgliteCatalogFeed, postgresCatalogFeed, type CatalogChangeFeed } from './catalog-change-feed';
import { LateFeeds } from './late-feeds';
import { migrateUnderLock } from './migrate-under-lock';
import { watchPool, type PoolWatch } from './pool-watch';
import { postgresPoolConfig } from './postgres-config';
import { PostgresChangeFeed, pgliteChangeFeed, type SessionChangeFeed } from './session-change-feed';

/** The demo's database: the same schema and queries on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with the function that closes it. */
export interface OpenDatabase {
  db: Database;
  /** Which engine runs underneath, for the start-up line. */
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

const migrationsFolder = path.join(__dirname, 'migrations');

/** The PostgreSQL pools of a database, by what they serve; PGlite has none (one connection inside the process). */
export type DatabasePools = Partial<Record<'requests' | 'background', PoolWatch>>;

/** What a database handle carries beside its queries: the change feeds, the background handle, its pools and the work to finish before closing. */
interface DatabaseExtras {
  sessionChanges: SessionChangeFeed;
  catalogChanges: CatalogChangeFeed;
  background: Database;
  pools: DatabasePools;
  beforeClose: (() => Promise<void>)[];
}

/** The two feeds of a database: changes to sessions and to the catalog. */
interface ChangeFeeds {
  sessionChanges: SessionChangeFeed;
  catalogChanges: CatalogChangeFeed;
}

const extras = new WeakMap<Database, DatabaseExtras>();
const pgliteClients = new WeakMap<Database, PGlite>();

/** The feed of session changes of a database opened by openDatabase (undefined for any other handle). */
export function sessionChangesOf(db: Database): SessionChangeFeed | undefined {
  return extras.get(db)?.sessionChanges;
}

/** The feed of catalog changes of a database opened by openDatabase (undefined for any other handle). */
export function catalogChangesOf(db: Database): CatalogChangeFeed | undefined {
  return extras.get(db)?.catalogChanges;
}

/**
 * The handle for background work that reads or writes a lot at once (the search index's build, the seed, the purge):
 * on PostgreSQL a small pool of its own with a long statement timeout, so it neither runs out of a request's budget
 * nor takes a request's connection; on PGlite (and for any handle not opened by openDatabase) the handle itself.
 */
export function backgroundDatabaseOf(db: Database): Database {
  return extras.get(db)?.background ?? db;
}

/** The pools of a database opened by openDatabase, watched for the metrics (none on PGlite and for any other handle). */
export function poolsOf(db: Database): DatabasePools {
  return extras.get(db)?.pools ?? {};
}

/** Runs `work` when the database closes, before its connections go (pending batched writes). */
export function beforeDatabaseCloses(db: Database, work: () => Promise<void>): void {
  extras.get(db)?.beforeClose.push(work);
}

function opened(db: Database, engine: OpenDatabase['engine'], feeds: ChangeFeeds, closeEngine: () => Promise<void>, background = db, pools: DatabasePools = {}): OpenDatabase {
  const beforeClose: (() => Promise<void>)[] = [];
  extras.set(db, { ...feeds, background, pools, beforeClose });
  return {
    db,
    engine,
    async close() {
      // Every step runs even when one before it failed (a flush to a database that is gone): the connections close.
      const failures: unknown[] = [];
      const step = async (work: () => Promise<void>) => {
        await work().catch((error: unknown) => void failures.push(error));
      };
      for (const work of beforeClose) await step(work);
      await step(() => feeds.sessionChanges.close());
      await step(() => feeds.catalogChanges.close());
      await step(closeEngine);
      if (failures.length > 0) throw failures[0];
    },
  };
}

/** Connections of the background pool: one index build and one purge at a time, beside the request pool. */
const BACKGROUND_CONNECTIONS = 2;

/**
 * A pool whose idle connections may end (a restart, a dropped database): such a connection leaves the pool, which
 * connects anew on the next query; unheard, the pool's error event would end the whole process.
 */
function quietPool(config: PoolConfig): Pool {
  const pool = new Pool(config);
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Migrates on connections of their own, without a statement timeout (a migration may rewrite a large table), under
 * an advisory lock: several server processes may start at once (WEB_CONCURRENCY); one migrates, the others wait and
 * find it done.
 */
async function migratePostgresDatabase(databaseUrl: string): Promise<void> {
  const pool = quietPool(postgresPoolConfig(databaseUrl, 'migrations', 2));
  try {
    const db = drizzlePostgres(pool, { schema });
    await migrateUnderLock(pool, () => migratePostgres(db, { migrationsFolder }));
  } finally {
    await pool.end();
  }
}

/** Where the database lives; `template` (a PGlite data-directory dump) starts an in-memory PGlite from a copy, as tests do. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl?: string;
  template?: Blob;
}

/**
 * Opens and migrates the database: a PostgreSQL server when `databaseUrl` is set,
 * otherwise PGlite (embedded PostgreSQL) stored under `dataDir`, or in memory when dataDir is `memory://`.
 */
export async function openDatabase({ dataDir, databaseUrl, template }: DatabaseLocation): Promise<OpenDatabase> {
  if (databaseUrl) {
    await migratePostgresDatabase(databaseUrl);
    const feeds = { sessionChanges: await PostgresChangeFeed.open(databaseUrl), catalogChanges: await postgresCatalogFeed(databaseUrl) };
    return openPostgresPools(databaseUrl, feeds);
  }
  const location = dataDir === 'memory://' ? dataDir : path.join(dataDir, 'pglite');
  if (location !== 'memory://') await mkdir(location, { recursive: true });
  const client = new PGlite(location, template && { loadDataDir: template });
  const db = drizzlePglite(client, { schema });
  pgliteClients.set(db, client);
  // A template already holds the migrations; this finds them applied.
  await migratePglite(db, { migrationsFolder });
  const feeds = { sessionChanges: await pgliteChangeFeed(client), catalogChanges: await pgliteCatalogFeed(client) };
  return opened(db, 'pglite', feeds, () => client.close());
}

/** The request and background pools of a PostgreSQL server (they connect on their first query), with the given feeds. */
function openPostgresPools(databaseUrl: string, feeds: ChangeFeeds): OpenDatabase {
  const pool = quietPool(postgresPoolConfig(databaseUrl, 'requests'));
  const backgroundPool = quietPool(postgresPoolConfig(databaseUrl, 'background', BACKGROUND_CONNECTIONS));
  const db = drizzlePostgres(pool, { schema });
  const closePools = async () => {
    await Promise.all([pool.end(), backgroundPool.end()]);
  };
  const pools = { requests: watchPool(pool), background: watchPool(backgroundPool) };
  return opened(db, 'postgres', feeds, closePools, drizzlePostgres(backgroundPool, { schema }), pools);
}

/** A PostgreSQL database opened before its server answered, and the one attempt to finish opening it. */
export interface EventualDatabase {
  database: OpenDatabase;
  /** Migrates and starts listening for changes; rejects while the server cannot be reached (try again later). */
  connect(): Promise<void>;
}

/**
 * Opens a PostgreSQL database without waiting for its server: the pools exist at once (their queries fail as an
 * outage until the server answers), and `connect` does what openDatabase does first, once the server is there.
 */
export function openPostgresEventually(databaseUrl: string): EventualDatabase {
  const late = new LateFeeds();
  const database = openPostgresPools(databaseUrl, late);
  return {
    database,
    async connect() {
      await migratePostgresDatabase(databaseUrl);
      const sessions = await PostgresChangeFeed.open(databaseUrl);
      const catalog = await postgresCatalogFeed(databaseUrl).catch(async (error: unknown) => {
        await sessions.close();
        throw error;
      });
      await late.attach(catalog, sessions);
    },
  };
}

/** @internal A dump of an open in-memory PGlite's data directory, to start others from with `template` (tests only). */
export async function dumpDatabase(database: OpenDatabase): Promise<Blob> {
  const client = pgliteClients.get(database.db);
  if (!client) throw new Error('dumpDatabase: only a PGlite database can be dumped');
  return await client.dumpDataDir('none');
}
