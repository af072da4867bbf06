import { openDatabase, type OpenDatabase } from '../db/database';
import { seedCatalog } from './seed-catalog';

/** For tests: an in-memory PGlite with the demo catalog seeded (PGlite always, so parallel test files never share rows). */
export async function openSeededDatabase(): Promise<OpenDatabase> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedCatalog(database.db);
  return database;
}
