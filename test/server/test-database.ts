import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedCatalog } from '../../shop-api/product-catalog/seed-catalog';
import { dumpDatabase, openDatabase, type OpenDatabase } from '../../server-kit/db/database';
import { copyTemplateDatabase, type TestCatalogChoice } from './worker-database';
import { buildHelpPages } from '../../demo-cms/help-pages';

export type { TestCatalogChoice } from './worker-database';

interface TestDatabaseOptions {
  catalog?: TestCatalogChoice;
  databaseUrl?: string;
  /** PGlite even on the PostgreSQL pass: for a test that compares the two engines. */
  engine?: 'PGlite';
}

/**
 * A new database for a test, with the catalog it asks for: on the PostgreSQL pass (TEST_DATABASE_SERVER_URL, which
 * test-run-setup.ts sets), a copy of the run's template on that server; otherwise in-memory PGlite, started from a
 * dump made once per jest run (in PGLITE_TEMPLATE_DIR) and shared by every test file, a third of the time of
 * PGlite's own initdb and migrations. Each call gives a database of its own, on either engine. `databaseUrl` opens
 * a given PostgreSQL database instead (e.g. the fault tests' proxy in front of the test server).
 */
export async function openTestDatabase({ catalog = 'none', databaseUrl, engine }: TestDatabaseOptions = {}): Promise<OpenDatabase> {
  if (databaseUrl) return await openDatabase({ dataDir: 'memory://', databaseUrl });
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  if (serverUrl && engine !== 'PGlite') return await openDatabase({ dataDir: 'memory://', databaseUrl: await copyTemplateDatabase(serverUrl, catalog) });
  return await openDatabase({ dataDir: 'memory://', template: await template(catalog) });
}

/** This test file's templates (each file has its own module registry; the dumps on disk serve them all). */
const templates = new Map<TestCatalogChoice, Promise<Blob>>();

function template(catalog: TestCatalogChoice): Promise<Blob> {
  let dump = templates.get(catalog);
  if (!dump) {
    dump = readOrMakeTemplate(catalog);
    templates.set(catalog, dump);
  }
  return dump;
}

async function readOrMakeTemplate(catalog: TestCatalogChoice): Promise<Blob> {
  const dir = process.env.PGLITE_TEMPLATE_DIR;
  const file = dir && path.join(dir, `catalog-${catalog}.tar`);
  if (file && existsSync(file)) return new Blob([await readFile(file)]);
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    if (catalog === 'demo') await seedCatalog(database.db, { helpPages: buildHelpPages() });
    const dump = await dumpDatabase(database);
    if (dir && file) {
      // Two jest workers may make it at once: each writes its own file and renames it into place, whole.
      await mkdir(dir, { recursive: true });
      const partial = `${file}.${randomUUID()}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
    }
    return dump;
  } finally {
    await database.close();
  }
}
