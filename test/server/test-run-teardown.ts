import { rm } from 'node:fs/promises';
import { dropTestDatabaseCopies } from './worker-database';

/** Jest's global teardown: removes the run's PGlite templates (test-run-setup.ts) and its PostgreSQL test databases. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.PGLITE_TEMPLATE_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  if (serverUrl) await dropTestDatabaseCopies(serverUrl);
}
