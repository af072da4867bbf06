// A fresh PGlite data directory costs a demo most of its start (initdb and the migrations, about 7 s of CPU here,
// seeding the catalog 1.5 s more); the bench makes one per run and starts each demo server on a copy of it.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedCatalog } from '../host-demo/server/catalog/seed-catalog';
import { openDatabase } from '../host-demo/server/db/database';
import { startDemo, type BenchServer } from '../scripts/demo-process';

let template: Promise<string> | undefined;

/** Migrates and seeds one PGlite data directory, removed when the process exits. */
async function seedTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-bench-seeded-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ dataDir });
  try {
    await seedCatalog(database.db);
  } finally {
    await database.close();
  }
  return dataDir;
}

/** A new folder holding a copy of the demo catalog's database, migrated and seeded once per run; the caller removes it. */
export async function seededDataDir(): Promise<string> {
  template ??= seedTemplate();
  const source = await template;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-bench-'));
  cpSync(source, dataDir, { recursive: true });
  return dataDir;
}

/** Starts the demo server as startDemo does, on a seededDataDir() that is removed when the server stops. */
export async function startSeededDemo(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await seededDataDir();
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const demo = await startDemo(port, { ...env, DATA_DIR: dataDir });
    return {
      ...demo,
      stop: () => {
        demo.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
