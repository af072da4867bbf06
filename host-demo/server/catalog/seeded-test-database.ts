import type { OpenDatabase } from '../db/database';
import { openTestDatabase } from '../db/test-database';

/** How long a test may take to open and seed a database: seconds alone, far more beside the other suites on 2 cores. */
export const SEED_TIMEOUT_MS = 60_000;

/** For tests: an in-memory PGlite with the demo catalog seeded (PGlite always, so parallel test files never share rows). */
export async function openSeededDatabase(): Promise<OpenDatabase> {
  return await openTestDatabase({ seeded: true });
}
