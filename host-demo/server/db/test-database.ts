import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedCatalog } from '../catalog/seed-catalog';
import { dumpDatabase, openDatabase, type OpenDatabase } from './database';

/**
 * For tests: a fresh database of their own. On PostgreSQL (TEST_DATABASE_URL) the throwaway server's database;
 * otherwise an in-memory PGlite started from a template: a dump made once per jest run (PGLITE_TEMPLATE_DIR,
 * set by test-run-setup.ts) and shared by every test file. Starting from a dump takes a third of the time of
 * PGlite's own initdb and migrations, and a seeded template spares each catalog test the seeding.
 * `seeded` databases are PGlite always, so parallel test files never share catalog rows.
 */
export async function openTestDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<OpenDatabase> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl && !seeded) return await openDatabase({ dataDir: 'memory://', databaseUrl });
  return await openDatabase({ dataDir: 'memory://', template: await template(seeded ? 'seeded' : 'migrated') });
}

type TemplateKind = 'migrated' | 'seeded';

/** This test file's templates (each file has its own module registry; the dumps on disk serve them all). */
const templates = new Map<TemplateKind, Promise<Blob>>();

function template(kind: TemplateKind): Promise<Blob> {
  let dump = templates.get(kind);
  if (!dump) {
    dump = readOrMakeTemplate(kind);
    templates.set(kind, dump);
  }
  return dump;
}

async function readOrMakeTemplate(kind: TemplateKind): Promise<Blob> {
  const dir = process.env.PGLITE_TEMPLATE_DIR;
  const file = dir && path.join(dir, `${kind}.tar`);
  if (file && existsSync(file)) return new Blob([await readFile(file)]);
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    if (kind === 'seeded') await seedCatalog(database.db);
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
