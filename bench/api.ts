// The API under load: search latency over HTTP beside in-process, /api/s/ throughput beside a bare route,
// and search while logins hash. Figures, not assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../host-demo/server/db/database';
import { seedCatalog } from '../host-demo/server/catalog/seed-catalog';
import { searchCatalog } from '../host-demo/server/catalog/search';
import { startDemo, startServerProcess } from '../scripts/demo-process';

const QUERIES = ['kleid', 'jacke', 'schuhe', 'leinen', 'mantel', 'jeans', 'rücksendung', 'sneaker', 'bluse', 'pullover'];
const DEMO_PORT = 3920;
const BARE_PORT = 3921;
// Bounded load: as many connections as the machine has cores for the database work (PGlite runs in the server's thread).
const LOAD = { connections: 4, duration: 5 } as const;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function inProcessSearch(dataDir: string): Promise<{ p50: number; p99: number }> {
  const database = await openDatabase({ dataDir });
  await seedCatalog(database.db);
  const samples: number[] = [];
  for (let i = 0; i < 400; i += 1) {
    const started = performance.now();
    await searchCatalog(database.db, QUERIES[i % QUERIES.length] ?? 'kleid');
    samples.push(performance.now() - started);
  }
  await database.close();
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

function searchLoad(url: string) {
  return autocannon({
    url,
    ...LOAD,
    requests: QUERIES.map((query) => ({ method: 'POST' as const, path: '/api/search/', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })),
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
      const idle = await searchLoad(demo.url);
      console.log(`  /api/search/ over HTTP: p50 ${ms(idle.latency.p50)}, p99 ${ms(idle.latency.p99)}, ${Math.round(idle.requests.average)} req/s`);
      console.log(`  search in-process on the same data: p50 ${ms(local.p50)}, p99 ${ms(local.p99)}`);
      console.log(`  HTTP p99 / in-process p99: ${(idle.latency.p99 / local.p99).toFixed(2)} (goal <= 5, and HTTP p99 <= 50 ms)`);

      const first = await fetch(`${demo.url}/api/s/`);
      const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const session = await autocannon({ url: `${demo.url}/api/s/`, ...LOAD, headers: { cookie } });
      const yardstick = await autocannon({ url: `${bare.url}/bare/`, ...LOAD });
      console.log(`  GET /api/s/: ${Math.round(session.requests.average)} req/s; bare Fastify route: ${Math.round(yardstick.requests.average)} req/s; ` +
        `ratio ${(session.requests.average / yardstick.requests.average).toFixed(2)} (goal >= 0.5)`);

      const busy = searchLoad(demo.url);
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
