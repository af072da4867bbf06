// npm run bench:search: the search engines side by side on the same queries, in-process and over HTTP, on PGlite and
// (when one is at hand) PostgreSQL, with the demo catalog and a 50,000-product one. Figures, not assertions.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIN_PRODUCTS } from '../shop-api/product-catalog/build-catalog';
import { searchCatalog } from '../shop-api/product-catalog/search';
import { catalogIndexOf } from '../shop-api/product-catalog/search-engine/catalog-index-store';
import { SEARCH_ENGINES, type SearchEngine } from '../shop-api/product-catalog/search-engines';
import { seedCatalog } from '../shop-api/product-catalog/seed-catalog';
import { openDatabase } from '../server-kit/db/database';
import { createScratchDatabase } from '../server-kit/db/scratch-postgres';
import { startDemo } from '../scripts/demo-process';
import { loadLine, ms, searchLoad, shopperQueries, timeSearches, type SearchTimings } from './api-load';
import { benchPostgresUrl } from './throwaway-postgres';
import { buildHelpPages } from '../demo-cms/help-pages';

const PORT = Number(process.env.BENCH_API_PORT ?? 3930);
// A port per server: a stopped one may not have let go of its port yet.
let nextPort = PORT;
const LARGE_CATALOG = 50_000;
const SIZES = (process.env.BENCH_SIZES ?? `${MIN_PRODUCTS},${LARGE_CATALOG}`).split(',').map(Number);

interface Store {
  name: string;
  /** Opens an empty database of this kind; env makes the demo server use it. */
  create(): Promise<{ open: () => ReturnType<typeof openDatabase>; env: Record<string, string>; remove: () => Promise<void> }>;
}

const pglite: Store = {
  name: 'PGlite',
  async create() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-search-bench-'));
    return { open: () => openDatabase({ dataDir }), env: { DATA_DIR: dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  },
};

const postgres = (serverUrl: string): Store => ({
  name: 'PostgreSQL',
  async create() {
    const scratch = await createScratchDatabase(serverUrl);
    return { open: () => openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url }), env: { DATABASE_URL: scratch.url }, remove: () => scratch.drop() };
  },
});

async function main(): Promise<void> {
  const postgresUrl = benchPostgresUrl();
  const stores = [pglite, ...(postgresUrl ? [postgres(postgresUrl)] : [])];
  const queries = shopperQueries();
  const widgetsDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-bench-widgets-'));
  writeFileSync(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: {} }));
  console.log(`Search engines on ${queries.length} distinct prefix queries; HTTP at 16 connections, 5 s each. ${loadLine()}`);
  console.log('| Database | Products | Engine | in-process p50 | in-process p99 (CPU p99) | HTTP req/s | HTTP p50 | HTTP p99 |');
  console.log('|---|---|---|---|---|---|---|---|');
  try {
    for (const store of stores) {
      for (const size of SIZES) {
        const made = await store.create();
        const database = await made.open();
        const seeded = await seedCatalog(database.db, { minProducts: size, helpPages: buildHelpPages() });
        const built = performance.now();
        await catalogIndexOf(database.db);
        const buildMs = performance.now() - built;
        const local = new Map<SearchEngine, SearchTimings>();
        for (const engine of SEARCH_ENGINES) local.set(engine, await timeSearches(queries, (query) => searchCatalog(database.db, query, { engine })));
        await database.close();
        for (const engine of SEARCH_ENGINES) {
          const demo = await startDemo(nextPort++, { ...made.env, WIDGETS_DIST: widgetsDir, SEARCH_ENGINE: engine });
          try {
            const load = await searchLoad(demo.url, queries);
            const inProcess = local.get(engine) ?? { p50: 0, p99: 0, cpuP99: 0 };
            console.log(
              `| ${store.name} | ${seeded.products} | ${engine} | ${ms(inProcess.p50)} | ${ms(inProcess.p99)} (${ms(inProcess.cpuP99)}) | ${Math.round(load.requests.average)} | ` +
                `${ms(load.latency.p50)} | ${ms(load.latency.p99)} |`,
            );
          } finally {
            demo.stop();
          }
        }
        console.log(`  (${store.name}, ${seeded.products} products: index built in ${ms(buildMs)}; ${loadLine()})`);
        await made.remove();
      }
    }
  } finally {
    rmSync(widgetsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
