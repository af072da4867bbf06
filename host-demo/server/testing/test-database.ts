import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedCatalog } from '../catalog/seed-catalog';
import { dumpDatabase, openDatabase, type OpenDatabase } from '../db/database';

/** Which catalog a test database starts with: none, or the demo's seeded catalog. */
export type TestCatalogChoice = 'none' | 'demo';

/**
 * A database for one test file: in-memory PGlite, or TEST_DATABASE_URL when set (`databaseUrl`: another way to a
 * PostgreSQL server, e.g. through the fault tests' proxy). The demo catalog is seeded
 * into PGlite only, so parallel test files never share its rows.
 *
 * PGlite starts from a template: a dump made once per jest run (in PGLITE_TEMPLATE_DIR, which test-run-setup.ts
 * sets) and shared by every test file. Starting from a dump takes a third of the time of PGlite's own initdb and
 * migrations, and the seeded template spares each catalog test the seeding.
 */
export async function openTestDatabase({ catalog = 'none', databaseUrl = process.env.TEST_DATABASE_URL }: { catalog?: TestCatalogChoice; databaseUrl?: string } = {}): Promise<OpenDatabase> {
  if (catalog === 'none' && databaseUrl) return await openDatabase({ dataDir: 'memory://', databaseUrl });
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
    if (catalog === 'demo') await seedCatalog(database.db);
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
