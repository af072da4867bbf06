/** @jest-environment node */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { startTcpProxy, type TcpProxy } from '../../test/server/tcp-proxy';
import { openDatabase } from './database';
import { postgresPoolConfig } from './postgres-config';
import { PostgresChangeFeed } from './session-change-feed';
import { DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS, SESSION_FRESHNESS_WAIT_MS } from './timeouts';

// A stalled PostgreSQL (every byte held by a proxy, as SIGSTOP on the server would) needs a real server: these run in
// `npm run test:postgres` (TEST_DATABASE_URL) and are skipped, and named so, on PGlite.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
const named = (name: string) => (serverUrl ? name : `${name} (skipped: needs TEST_DATABASE_URL, run by npm run test:postgres)`);

/** What the scheduler of a busy 2-core machine may add to a timer. */
const SLACK_MS = 750;

/** Polls until `done` holds, failing after `ms`. */
async function until(done: () => boolean, what: string, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** How long `work` took to settle, and whether it failed with which message. */
async function timed(work: () => Promise<unknown>): Promise<{ ms: number; error?: string }> {
  const started = performance.now();
  try {
    await work();
    return { ms: performance.now() - started };
  } catch (error) {
    return { ms: performance.now() - started, error: error instanceof Error ? error.message : String(error) };
  }
}

onPostgres(named('PostgreSQL connections with every wait bounded'), () => {
  let proxy: TcpProxy;
  let pool: Pool | undefined;
  beforeAll(async () => {
    proxy = await startTcpProxy(serverUrl ?? '');
  });
  afterEach(async () => {
    proxy.resume();
    proxy.up();
    await pool?.end();
    pool = undefined;
  });
  afterAll(async () => {
    await proxy.close();
  });

  it('run with the statement and idle-in-transaction timeouts, under their role’s name', async () => {
    pool = new Pool(postgresPoolConfig(proxy.url, 'requests'));
    const { rows } = await pool.query<{ statement: string; idle: string; name: string }>(
      "select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle, current_setting('application_name') as name",
    );
    expect(rows[0]).toEqual({ statement: '2s', idle: '10s', name: 'schaufenster requests' });
  });

  it('give up on a stalled server after the query timeout, and serve again once it answers, without the stalled connection', async () => {
    pool = new Pool(postgresPoolConfig(proxy.url, 'requests', 1));
    await pool.query('select 1');
    proxy.stall();
    const stalled = await timed(() => pool?.query('select 1') ?? Promise.resolve());
    expect(stalled.error).toBe('Query read timeout');
    expect(stalled.ms).toBeLessThan(DB_QUERY_TIMEOUT_MS + SLACK_MS);
    proxy.resume();
    const after = await timed(() => pool?.query('select 1') ?? Promise.resolve());
    expect(after).toEqual({ ms: expect.any(Number) });
    expect(after.ms).toBeLessThan(1000);
  }, 20_000);

  it('give up connecting to a stalled server after the connect timeout', async () => {
    pool = new Pool(postgresPoolConfig(proxy.url, 'requests'));
    proxy.stall();
    const stalled = await timed(() => pool?.query('select 1') ?? Promise.resolve());
    expect(stalled.error).toBe('Connection terminated due to connection timeout');
    expect(stalled.ms).toBeLessThan(DB_CONNECT_TIMEOUT_MS + SLACK_MS);
  }, 20_000);

  it('let a transaction fail once, within one query timeout (not again for its ROLLBACK), and never keep its connection out of the pool', async () => {
    pool = new Pool(postgresPoolConfig(proxy.url, 'requests', 2));
    const db = drizzle(pool);
    await Promise.all([pool.query('select pg_sleep(0.05)'), pool.query('select pg_sleep(0.05)')]);
    // A query inside the transaction stalls: its ROLLBACK must not wait a second timeout behind it.
    const insideTransaction = await timed(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.stall();
        await tx.execute(sql`select 2`);
      }),
    );
    expect(insideTransaction.error).toBeDefined();
    expect(insideTransaction.ms).toBeLessThan(DB_QUERY_TIMEOUT_MS + SLACK_MS);
    // Transactions whose BEGIN stalls: drizzle never releases such a client, which would leave the pool for good.
    const begins = await Promise.all([1, 2, 3].map(() => timed(() => db.transaction(async (tx) => tx.execute(sql`select 1`)))));
    for (const begin of begins) expect(begin.error).toBeDefined();
    proxy.resume();
    for (let round = 0; round < 4; round += 1) {
      const after = await timed(() => db.transaction(async (tx) => tx.execute(sql`select 1`)));
      expect(after.error).toBeUndefined();
    }
    expect(pool.waitingCount).toBe(0);
    expect(pool.totalCount).toBeLessThanOrEqual(2);
  }, 30_000);

  it('tell the session cache "not current" within the freshness wait while the listening connection stalls, and listen again afterwards', async () => {
    // Migrated: the feed reads the change counter of migration 0008.
    await (await openDatabase({ dataDir: 'memory://', databaseUrl: serverUrl })).close();
    const feed = await PostgresChangeFeed.open(proxy.url);
    try {
      expect(await feed.isCurrent()).toBe(true);
      proxy.stall();
      const stalled = performance.now();
      expect(await feed.isCurrent()).toBe(false);
      expect(performance.now() - stalled).toBeLessThan(SESSION_FRESHNESS_WAIT_MS + SLACK_MS);
      // Past its query timeout the stalled connection is given up (a real timeout on a real socket, so waited for, not
      // faked); a new one listens once the server answers. The next is opened a second later: the proxy has none between.
      await until(() => proxy.connections() === 0, 'the stalled connection given up', DB_QUERY_TIMEOUT_MS + SLACK_MS);
      proxy.resume();
      const deadline = Date.now() + 10_000;
      while (!(await feed.isCurrent())) {
        if (Date.now() > deadline) throw new Error('the feed did not listen again within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await feed.close();
    }
  }, 30_000);
});
