// npm run bench:pglite-worker: today's SQL search with PGlite in the server's thread against PGlite in a worker thread,
// with a bare route pinged beside the search load (how free the event loop stays). Figures, not assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedCatalog } from '../shop-api/product-catalog/seed-catalog';
import { openDatabase } from '../server-kit/db/database';
import { startServerProcess } from '../scripts/demo-process';
import { LOAD, loadLine, ms, searchLoad, shopperQueries } from './api-load';
import { buildHelpPages } from '../demo-cms/help-pages';

const PORT = Number(process.env.BENCH_API_PORT ?? 3940);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-pglite-worker-bench-'));
  const queries = shopperQueries();
  try {
    const database = await openDatabase({ dataDir });
    await seedCatalog(database.db, { helpPages: buildHelpPages() });
    await database.close();
    console.log(`PGlite in the server's thread vs in a worker thread: SQL search at ${LOAD.connections} connections, GET /ping at 4 beside it. ${loadLine()}`);
    let port = PORT;
    for (const mode of ['thread', 'worker']) {
      const server = await startServerProcess('bench/pglite-worker-server.ts', { DATA_DIR: dataDir, PGLITE_MODE: mode }, port++);
      try {
        const [search, ping] = await Promise.all([searchLoad(server.url, queries), autocannon({ url: `${server.url}/ping`, connections: 4, duration: LOAD.duration, timeout: 30 })]);
        console.log(
          `  ${mode.padEnd(6)}: search ${Math.round(search.requests.average)} req/s, p50 ${ms(search.latency.p50)}, p99 ${ms(search.latency.p99)}; ` +
            `ping ${Math.round(ping.requests.average)} req/s, p99 ${ms(ping.latency.p99)}; ${loadLine()}`,
        );
      } finally {
        server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
