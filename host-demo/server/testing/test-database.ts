import { openDatabase, type OpenDatabase } from '../db/database';
import { seedCatalog } from '../catalog/seed-catalog';

/** Which catalog a test database starts with: none, or the demo's (about a thousand products). */
export type TestCatalogChoice = 'none' | 'demo';

/**
 * A database for one test file: in-memory PGlite, or TEST_DATABASE_URL when set. The demo catalog is seeded
 * into PGlite only, so parallel test files never share its rows.
 */
export async function openTestDatabase({ catalog = 'none' }: { catalog?: TestCatalogChoice } = {}): Promise<OpenDatabase> {
  if (catalog === 'none') return openDatabase({ dataDir: 'memory://', databaseUrl: process.env.TEST_DATABASE_URL });
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedCatalog(database.db);
  return database;
}
