// The API under load: search latency over HTTP beside in-process, /api/s/ throughput beside a bare route,
// and search while logins hash. Figures, not assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../host-demo/server/db/database';
import { seedCatalog } from '../host-demo/server/catalog/seed-catalog';
import { searchCatalog } from '../host-demo/server/catalog/search';
import { startDemo, startServerProcess } from '../scripts/demo-process';

import { sql } from 'drizzle-orm';
import { products } from '../host-demo/server/db/schema';
import { searchWords } from '../host-demo/server/catalog/search-query';

/** Distinct shopper-like queries (prefixes of catalog words, as typed keystroke by keystroke): no answer cache makes the figure. */
const QUERY_COUNT = 240;
const MIN_PREFIX = 3;
// BENCH_API_PORT moves the two servers (demo, bare route) when the default ports are taken.
const DEMO_PORT = Number(process.env.BENCH_API_PORT ?? 3920);
const BARE_PORT = DEMO_PORT + 1;
/** The load of issue 18's goals: 16 connections. */
const LOAD = { connections: 16, duration: 5 } as const;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Every prefix (from MIN_PREFIX letters) of the words in the catalog's product names, spread evenly over the alphabet. */
function shopperQueries(names: string[]): string[] {
  const prefixes = new Set<string>();
  for (const name of names) for (const word of searchWords(name)) for (let end = MIN_PREFIX; end <= word.length; end += 1) prefixes.add(word.slice(0, end));
  const sorted = [...prefixes].sort();
  const step = Math.max(1, Math.floor(sorted.length / QUERY_COUNT));
  return sorted.filter((_, index) => index % step === 0).slice(0, QUERY_COUNT);
}

async function inProcessSearch(dataDir: string): Promise<{ p50: number; p99: number; queries: string[] }> {
  const database = await openDatabase({ dataDir });
  await seedCatalog(database.db);
  const names = await database.db.select({ name: products.name }).from(products).orderBy(sql`random()`).limit(2000);
  const queries = shopperQueries(names.map(({ name }) => name));
  const samples: number[] = [];
  for (let i = 0; i < 2 * queries.length; i += 1) {
    const started = performance.now();
    await searchCatalog(database.db, queries[i % queries.length] ?? 'kleid');
    samples.push(performance.now() - started);
  }
  await database.close();
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), queries };
}

function searchLoad(url: string, queries: string[]) {
  return autocannon({
    url,
    ...LOAD,
    requests: queries.map((query) => ({ method: 'POST' as const, path: '/api/search/', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })),
  });
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

/** Runs the API bench against a demo server with the remotes in `widgetsDir`. */
export async function benchApi(widgetsDir: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-api-bench-'));
  try {
    console.log(`\nAPI (seeding the catalog, then loopback load with autocannon, ${LOAD.connections} connections, ${LOAD.duration} s each)...`);
    const local = await inProcessSearch(dataDir);
    const demo = await startDemo(DEMO_PORT, { DATA_DIR: dataDir, WIDGETS_DIST: widgetsDir });
    const bare = await startServerProcess('bench/bare-server.ts', {}, BARE_PORT);
    try {
      console.log(`  load average before the runs: ${loadavg().map((value) => value.toFixed(2)).join(', ')} (${cpus().length} cores)`);
      const idle = await searchLoad(demo.url, local.queries);
      console.log(`  /api/search/ over HTTP, ${local.queries.length} distinct queries: p50 ${ms(idle.latency.p50)}, ` +
        `p99 ${ms(idle.latency.p99)} (goal <= 50 ms), ${Math.round(idle.requests.average)} req/s (goal >= 400)`);
      console.log(`  search in-process on the same data: p50 ${ms(local.p50)}, p99 ${ms(local.p99)} (goal <= 3 ms)`);

      const first = await fetch(`${demo.url}/api/s/`);
      const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const session = await autocannon({ url: `${demo.url}/api/s/`, ...LOAD, headers: { cookie } });
      const yardstick = await autocannon({ url: `${bare.url}/bare/`, ...LOAD });
      console.log(`  GET /api/s/: ${Math.round(session.requests.average)} req/s; bare Fastify route: ${Math.round(yardstick.requests.average)} req/s; ` +
        `ratio ${(session.requests.average / yardstick.requests.average).toFixed(2)} (goal >= 0.5)`);

      const busy = searchLoad(demo.url, local.queries);
      const logins = await hashingLogins(demo.url, 20, busy);
      const loaded = await busy;
      console.log(`  /api/search/ p99 while 20 logins hash (${logins} logins done): ${ms(loaded.latency.p99)}; ` +
        `vs idle ${(loaded.latency.p99 / idle.latency.p99).toFixed(2)}x (goal <= 1.5)`);
    } finally {
      bare.stop();
      demo.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
