// A fresh PGlite data directory costs a demo server most of its start: 19.6 CPU-s, against 7.1 on a copy of one that
// is migrated and seeded already (2026-11-28, the 2-core CI machine, one demo start in a cpuacct cgroup). The tests and
// the bench start each demo server on such a copy: of the one npm test makes once per run (SEEDED_DATA_DIR), or else
// of one made once per process.
//
// `tsx scripts/seeded-data-dir.ts <dir>` makes one in <dir> (npm test's stage).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedCatalog } from '../shop-api/product-catalog/seed-catalog';
import { openDatabase } from '../server-kit/db/database';
import { buildHelpPages } from '../demo-cms/help-pages';

let template: Promise<string> | undefined;

/** Migrates a PGlite database in `dataDir` and seeds the demo catalog, as a demo server's first start does. */
export async function seedDataDir(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await seedCatalog(database.db, { helpPages: buildHelpPages() });
  } finally {
    await database.close();
  }
}

/** The run's data directory when npm test made one; otherwise one of this process, removed when it exits. */
async function processTemplate(): Promise<string> {
  const runs = process.env.SEEDED_DATA_DIR;
  if (runs && existsSync(runs)) return runs;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-seeded-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  await seedDataDir(dataDir);
  return dataDir;
}

/** A new folder holding a copy of the demo catalog's database, migrated and seeded; the caller removes it. */
export async function seededDataDir(): Promise<string> {
  template ??= processTemplate();
  const source = await template;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-demo-'));
  cpSync(source, dataDir, { recursive: true });
  return dataDir;
}

if (require.main === module) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: tsx scripts/seeded-data-dir.ts <dir>');
  rmSync(target, { recursive: true, force: true });
  void seedDataDir(target).then(() => console.log(`Seeded the demo catalog's database in ${target}`));
}
