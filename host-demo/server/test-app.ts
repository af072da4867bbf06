import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import type { TrustProxy } from './config';
import { PasswordHasher } from './auth/passwords';
import { openDatabase, type OpenDatabase } from './db/database';
import { openTestDatabase } from './db/test-database';
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

/** What a test may choose: fixtures, storage, CORS origins and overrides of the auth context. */
export interface TestAppOptions {
  fixtures?: boolean;
  dataDir?: string;
  allowedOrigins?: string[];
  publicOrigin?: string;
  trustProxy?: TrustProxy;
  auth?: AppOptions['auth'];
  /** How often the app purges expired rows (its production default otherwise). */
  housekeepingIntervalMs?: number;
  cookieSameSite?: CookieSameSite;
}

/** Builds the app as main.ts does, but in memory; `close` removes everything it made. */
export async function createTestApp({
  fixtures = false,
  dataDir = 'memory://',
  allowedOrigins = [],
  publicOrigin = 'http://localhost',
  trustProxy = false,
  auth = {},
  housekeepingIntervalMs,
  cookieSameSite,
}: TestAppOptions = {}): Promise<TestApp> {
  const widgetsDir = await mkdtemp(path.join(tmpdir(), 'schaufenster-widgets-'));
  await writeFile(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: { header: { version: '1.0.0', entry: 'header/1.0.0/remoteEntry.js' } } }));
  const database = dataDir === 'memory://' ? await openTestDatabase() : await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
  let offsetMs = 0;
  const app = await buildApp({
    db: database.db,
    widgetsDir,
    imageOrigin: 'https://images.example',
    fixtures,
    allowedOrigins,
    publicOrigin,
    trustProxy,
    cookieSameSite,
    devPages: true,
    // Cheaper scrypt in tests; production hashes at SCRYPT_PARAMS (each hash records its own parameters).
    // The outbox keeps mails in full, as the demo's does with its dev pages: tests read codes from it.
    auth: { hasher: new PasswordHasher({ N: 2 ** 12, r: 8, p: 1 }), now: () => new Date(Date.now() + offsetMs), outbox: 'full', ...auth },
    housekeepingIntervalMs,
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
