import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase, type OpenDatabase } from './db/database';

/** A demo app on an in-memory PGlite and an empty widgets folder, for `app.inject` tests. */
export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  widgetsDir: string;
  close(): Promise<void>;
}

/** Builds the app as main.ts does, but in memory; `close` removes everything it made. */
export async function createTestApp({ fixtures = false }: { fixtures?: boolean } = {}): Promise<TestApp> {
  const widgetsDir = await mkdtemp(path.join(tmpdir(), 'schaufenster-widgets-'));
  await writeFile(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: { header: { version: '1.0.0', entry: 'header/1.0.0/remoteEntry.js' } } }));
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: process.env.TEST_DATABASE_URL });
  const app = await buildApp({ db: database.db, widgetsDir, imageOrigin: 'https://images.example', fixtures });
  return {
    app,
    database,
    widgetsDir,
    async close() {
      await app.close();
      await database.close();
      await rm(widgetsDir, { recursive: true, force: true });
    },
  };
}
