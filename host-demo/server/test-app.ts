import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { PasswordHasher } from './auth/passwords';
import { openDatabase, type OpenDatabase } from './db/database';
import type { CookieSameSite } from './session/cookie-policy';

/** A demo app on an in-memory PGlite and an empty widgets folder, for `app.inject` tests. */
export interface TestApp {
  app: FastifyInstance;
  /** Moves the app's clock forward (one-time codes and reset links expire by it). */
  advanceClock(ms: number): void;
  database: OpenDatabase;
  widgetsDir: string;
  /** Listens on a free loopback port, for tests over real HTTP; resolves with the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Builds the app as main.ts does, but in memory; `close` removes everything it made. */
export async function createTestApp({
  fixtures = false,
  dataDir = 'memory://',
  allowedOrigins = [],
  cookieSameSite,
}: { fixtures?: boolean; dataDir?: string; allowedOrigins?: string[]; cookieSameSite?: CookieSameSite } = {}): Promise<TestApp> {
  const widgetsDir = await mkdtemp(path.join(tmpdir(), 'schaufenster-widgets-'));
  await writeFile(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: { header: { version: '1.0.0', entry: 'header/1.0.0/remoteEntry.js' } } }));
  const database = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
  let offsetMs = 0;
  const app = await buildApp({
    db: database.db,
    widgetsDir,
    imageOrigin: 'https://images.example',
    fixtures,
    allowedOrigins,
    cookieSameSite,
    devPages: true,
    // Cheaper scrypt in tests; production hashes at SCRYPT_PARAMS (each hash records its own parameters).
    auth: { hasher: new PasswordHasher({ N: 2 ** 12, r: 8, p: 1 }), now: () => new Date(Date.now() + offsetMs) },
  });
  return {
    app,
    advanceClock(ms) {
      offsetMs += ms;
    },
    listen: () => app.listen({ host: '127.0.0.1', port: 0 }),
    database,
    widgetsDir,
    async close() {
      await app.close();
      await database.close();
      await rm(widgetsDir, { recursive: true, force: true });
    },
  };
}
