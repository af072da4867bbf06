import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorkerDatabases } from './worker-database';

/**
 * Jest's global setup: a folder for this run's PGlite templates (test-database.ts makes them on first use), so
 * they always match this checkout's migrations and seed (test-run-teardown.ts removes it); on the PostgreSQL pass
 * (TEST_DATABASE_URL), an empty database for each worker (test-file-setup.ts points each file at its worker's).
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  process.env.PGLITE_TEMPLATE_DIR = await mkdtemp(path.join(tmpdir(), 'schaufenster-pglite-templates-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await createWorkerDatabases(serverUrl, globalConfig.maxWorkers);
}
