// The API under load: search latency over HTTP beside in-process, /api/s/ throughput beside a bare route, search while
// logins hash, a 50,000-product catalog, and WEB_CONCURRENCY=2 on PostgreSQL when one is at hand. Figures, not assertions.
import { API } from '@schaufenster/shared/api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { catalogIndexOf } from '../shop-api/product-catalog/search-engine/catalog-index-store';
import { searchCatalog } from '../shop-api/product-catalog/search';
import { seedCatalog } from '../shop-api/product-catalog/seed-catalog';
import { openDatabase } from '../server-kit/db/database';
import { createScratchDatabase } from '../server-kit/db/scratch-postgres';
import { startDemo, startServerProcess } from '../scripts/demo-process';
import { LOAD, loadLine, ms, searchLoad, shopperQueries, timeSearches, type SearchTimings } from './api-load';
import { QUICK_CHECK, perRun } from './quick-check';
import { seededDataDir } from '../scripts/seeded-data-dir';
import { buildHelpPages } from '../demo-cms/help-pages';

// BENCH_API_PORT moves the servers (demo, bare route, the others after them) when the default ports are taken.
const DEMO_PORT = Number(process.env.BENCH_API_PORT ?? 3920);
/** The large catalog; in the quick check just above the demo's 5,200 products: the same path, seeded in seconds. */
const LARGE_CATALOG = perRun(50_000, 6_000);
/** Logins kept hashing beside the search (each hash takes a core for a while: two in the quick check). */
const HASHING_LOGINS = perRun(20, 2);

async function inProcessSearch(env: { dataDir: string; databaseUrl?: string }, queries: string[], minProducts?: number): Promise<SearchTimings> {
  const database = await openDatabase(env);
  await seedCatalog(database.db, { minProducts, helpPages: buildHelpPages() });
  // The index is built once per catalog (at start-up in the server), not per query.
  await catalogIndexOf(database.db);
  const timings = await timeSearches(queries, (query) => searchCatalog(database.db, query));
  await database.close();
  return timings;
}

const searchLine = (label: string, load: autocannon.Result) =>
  `  ${label}: p50 ${ms(load.latency.p50)}, p99 ${ms(load.latency.p99)} (goal <= 50 ms), ${Math.round(load.requests.average)} req/s (goal >= 400)`;
const inProcessLine = (label: string, timings: SearchTimings, goal: string) =>
  `  ${label}: p50 ${ms(timings.p50)}, p99 ${ms(timings.p99)} (goal ${goal}); CPU time p99 ${ms(timings.cpuP99)}`;

async function sessionThroughput(url: string): Promise<number> {
  const first = await fetch(`${url}/api/s/`);
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return (await autocannon({ url: `${url}/api/s/`, ...LOAD, headers: { cookie } })).requests.average;
}

/** Keeps `count` logins in flight (unknown accounts: the server hashes just the same) until `until` resolves. */
async function hashingLogins(url: string, count: number, until: Promise<unknown>): Promise<number> {
  const flow = await fetch(`${url}/api/s/c/`);
  const headers = { 'content-type': 'application/json', cookie: (flow.headers.get('set-cookie') ?? '').split(';')[0] ?? '', 'x-cs-flow-id': flow.headers.get('x-cs-flow-id') ?? '' };
  let done = false;
  let logins = 0;
  void until.then(() => (done = true));
  await Promise.all(
    Array.from({ length: count }, async (_, worker) => {
      while (!done) {
        const body = JSON.stringify({ email: `last${worker}.${logins}@example.de`, password: 'geheim123' });
        await fetch(`${url}/api/auth/login`, { method: 'POST', headers, body });
        logins += 1;
      }
    }),
  );
  return logins;
}

/** The default setup (PGlite, one process): every goal of the API under load, side by side with the bare route. */
async function benchDefault(widgetsDir: string, queries: string[]): Promise<{ search: autocannon.Result; local: SearchTimings }> {
  const dataDir = await seededDataDir();
  try {
    const local = await inProcessSearch({ dataDir }, queries);
    const demo = await startDemo(DEMO_PORT, { DATA_DIR: dataDir, WIDGETS_DIST: widgetsDir });
    const bare = await startServerProcess('bench/bare-server.ts', {}, DEMO_PORT + 1);
    try {
      console.log(`  ${loadLine()} before the runs`);
      const search = await searchLoad(demo.url, queries);
      console.log(searchLine(`${API.search.path} over HTTP, ${queries.length} distinct queries`, search));
      console.log(inProcessLine('search in-process on the same data', local, '<= 3 ms'));

      const session = await sessionThroughput(demo.url);
      const yardstick = (await autocannon({ url: `${bare.url}/bare/`, ...LOAD })).requests.average;
      console.log(`  GET /api/s/: ${Math.round(session)} req/s; bare Fastify route: ${Math.round(yardstick)} req/s; ratio ${(session / yardstick).toFixed(2)} (goal >= 0.5)`);

      // One round unmeasured first: the server's first logins (JIT, the auth tables' first queries) are slower than
      // its later ones, as its first searches were before the idle run.
      const warmUp = searchLoad(demo.url, queries);
      await hashingLogins(demo.url, HASHING_LOGINS, warmUp);
      await warmUp;
      const busy = searchLoad(demo.url, queries);
      const logins = await hashingLogins(demo.url, HASHING_LOGINS, busy);
      const loaded = await busy;
      console.log(`  /api/search/ p99 while ${HASHING_LOGINS} logins hash (${logins} logins done): ${ms(loaded.latency.p99)}; ` +
        `vs idle ${(loaded.latency.p99 / search.latency.p99).toFixed(2)}x (goal <= 1.5)`);
      return { search, local };
    } finally {
      bare.stop();
      demo.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same search with a 50,000-product catalog (CATALOG_PRODUCTS): goal within 2x of the default catalog. */
async function benchLargeCatalog(widgetsDir: string, queries: string[], base: { search: autocannon.Result; local: SearchTimings }): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-api-bench-large-'));
  try {
    console.log(`\n  ${LARGE_CATALOG} products (CATALOG_PRODUCTS), PGlite; seeding...`);
    const local = await inProcessSearch({ dataDir }, queries, LARGE_CATALOG);
    const demo = await startDemo(DEMO_PORT + 2, { DATA_DIR: dataDir, WIDGETS_DIST: widgetsDir, CATALOG_PRODUCTS: String(LARGE_CATALOG) });
    try {
      const search = await searchLoad(demo.url, queries);
      console.log(`${searchLine(`${API.search.path} over HTTP`, search)}; p99 ${(search.latency.p99 / base.search.latency.p99).toFixed(2)}x the demo catalog's (goal <= 2)`);
      console.log(`${inProcessLine('search in-process', local, `<= 2x: ${ms(2 * Math.max(base.local.p99, 3))}`)}, ${(local.p99 / base.local.p99).toFixed(2)}x the demo catalog's`);
      console.log(`  ${loadLine()}`);
    } finally {
      demo.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** WEB_CONCURRENCY=2 on PostgreSQL, beside one process on the same PostgreSQL. */
async function benchTwoProcesses(widgetsDir: string, queries: string[], postgresUrl: string): Promise<void> {
  const scratch = await createScratchDatabase(postgresUrl);
  try {
    console.log('\n  PostgreSQL: one process, then WEB_CONCURRENCY=2');
    let port = DEMO_PORT + 3;
    for (const processes of [1, 2]) {
      const demo = await startDemo(port++, { DATABASE_URL: scratch.url, WIDGETS_DIST: widgetsDir, WEB_CONCURRENCY: String(processes) });
      const bare = await startServerProcess('bench/bare-server.ts', {}, port++);
      try {
        const search = await searchLoad(demo.url, queries);
        console.log(searchLine(`${processes} process${processes > 1 ? 'es' : ''}: /api/search/`, search));
        const session = await sessionThroughput(demo.url);
        const yardstick = (await autocannon({ url: `${bare.url}/bare/`, ...LOAD })).requests.average;
        console.log(`  ${processes} process${processes > 1 ? 'es' : ''}: GET /api/s/ ${Math.round(session)} req/s; bare route ${Math.round(yardstick)} req/s; ratio ${(session / yardstick).toFixed(2)} (goal >= 0.5)`);
        console.log(`  ${loadLine()}`);
      } finally {
        bare.stop();
        demo.stop();
      }
    }
  } finally {
    await scratch.drop();
  }
}

/** Runs the API bench against demo servers with the remotes in `widgetsDir`; `postgresUrl` adds the PostgreSQL runs. */
export async function benchApi(widgetsDir: string, postgresUrl?: string): Promise<void> {
  const queries = shopperQueries();
  console.log(`\nAPI (seeding the catalog, then loopback load with autocannon, ${LOAD.connections} connections, ${LOAD.duration} s each)...`);
  const base = await benchDefault(widgetsDir, queries);
  await benchLargeCatalog(widgetsDir, queries, base);
  if (postgresUrl) await benchTwoProcesses(widgetsDir, queries, postgresUrl);
  else if (QUICK_CHECK) console.log('\n  (quick check: no throwaway PostgreSQL started, no WEB_CONCURRENCY=2 run; BENCH_DATABASE_URL names a server to use)');
  else console.log('\n  (no PostgreSQL at hand: no WEB_CONCURRENCY=2 run; set BENCH_DATABASE_URL or install postgresql)');
}
