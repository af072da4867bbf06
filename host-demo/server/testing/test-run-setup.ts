import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Jest's global setup: a folder for this run's PGlite templates (test-database.ts makes them on first use), so
 * they always match this checkout's migrations and seed. test-run-teardown.ts removes it.
 */
export default async function globalSetup(): Promise<void> {
  process.env.PGLITE_TEMPLATE_DIR = await mkdtemp(path.join(tmpdir(), 'schaufenster-pglite-templates-'));
}
