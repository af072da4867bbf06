import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabases } from './worker-database';

/**
 * Jest's global setup: a folder for this run's PGlite templates (test-database.ts makes them on first use), so
 * they always match this checkout's migrations and seed (test-run-teardown.ts removes it); on the PostgreSQL pass
 * (TEST_DATABASE_URL), the server's templates and a database for each worker (test-file-setup.ts points each file at
 * its worker's), with the server's own URL kept in TEST_DATABASE_SERVER_URL for the test databases' copies.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  process.env.PGLITE_TEMPLATE_DIR = await mkdtemp(path.join(tmpdir(), 'schaufenster-pglite-templates-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  process.env.TEST_DATABASE_SERVER_URL = serverUrl;
  await createTestDatabases(serverUrl, globalConfig.maxWorkers);
}
