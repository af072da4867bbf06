import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { seedCatalog } from '../../shop-api/product-catalog/seed-catalog';
import { openDatabase } from '../../server-kit/db/database';
import { buildHelpPages } from '../../demo-cms/help-pages';

/**
 * The PostgreSQL pass's databases on the test server. The run migrates one template per catalog choice (and seeds the
 * demo catalog into its own) once; every test database is a copy of a template, made in a fraction of a second, so a
 * test never migrates, never seeds and never meets another test file's rows.
 */

const CATALOGS = ['none', 'demo'] as const;

/** Which catalog a test database starts with: none, or the demo's seeded catalog. */
export type TestCatalogChoice = (typeof CATALOGS)[number];

/** The URL of database `name` on the server `serverUrl` names. */
function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const baseName = (serverUrl: string): string => new URL(serverUrl).pathname.slice(1);
const templateName = (serverUrl: string, catalog: TestCatalogChoice): string => `${baseName(serverUrl)}_template_${catalog}`;
/** Test databases are named after the server's database with this suffix and a random part (the teardown finds them by it). */
const copyPrefix = (serverUrl: string): string => `${baseName(serverUrl)}_copy_`;

async function onServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Each jest worker's own database (`<name>_w<worker>`), for the tests that start several apps or processes on one
 * database through TEST_DATABASE_URL: the files of a worker run one after the other, never beside another worker's.
 */
export function workerDatabaseUrl(serverUrl: string, workerId: string): string {
  return databaseUrlOf(serverUrl, `${baseName(serverUrl)}_w${workerId}`);
}

/**
 * Drops the templates an earlier run left (this run's follow this checkout's migrations and seed), then makes the
 * empty databases of workers 1 to `workers` (jest's global setup, before any worker starts).
 */
export async function createTestDatabases(serverUrl: string, workers: number): Promise<void> {
  await onServer(serverUrl, async (client) => {
    for (const catalog of CATALOGS) await client.query(`DROP DATABASE IF EXISTS "${templateName(serverUrl, catalog)}" WITH (FORCE)`);
    for (let worker = 1; worker <= workers; worker += 1) {
      const name = new URL(workerDatabaseUrl(serverUrl, String(worker))).pathname.slice(1);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    }
  });
}

/** The templates this process has seen made (each worker asks the server once per catalog). */
const madeTemplates = new Map<TestCatalogChoice, Promise<void>>();

/**
 * Makes the run's template for `catalog` unless it exists: migrated, with the demo catalog seeded for 'demo'. The
 * first worker to ask makes it under an advisory lock, the others wait for it; it is made under another name and
 * renamed when whole, so no copy is ever taken of half a template.
 */
function ensureTemplate(serverUrl: string, catalog: TestCatalogChoice): Promise<void> {
  let made = madeTemplates.get(catalog);
  if (!made) {
    made = onServer(serverUrl, async (client) => {
      const name = templateName(serverUrl, catalog);
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (rowCount) return;
        const partial = `${name}_partial`;
        await client.query(`DROP DATABASE IF EXISTS "${partial}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${partial}"`);
        const database = await openDatabase({ dataDir: 'memory://', databaseUrl: databaseUrlOf(serverUrl, partial) });
        try {
          if (catalog === 'demo') await seedCatalog(database.db, { helpPages: buildHelpPages() });
        } finally {
          await database.close();
        }
        await client.query(`ALTER DATABASE "${partial}" RENAME TO "${name}"`);
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
      }
    });
    madeTemplates.set(catalog, made);
  }
  return made;
}

/** A new database on the server, a copy of the run's template for `catalog`; gives its URL. */
export async function copyTemplateDatabase(serverUrl: string, catalog: TestCatalogChoice): Promise<string> {
  await ensureTemplate(serverUrl, catalog);
  const name = `${copyPrefix(serverUrl)}${randomUUID().replaceAll('-', '')}`;
  // FILE_COPY copies the template's files instead of writing every page to the WAL: several times faster for a small database.
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName(serverUrl, catalog)}" STRATEGY FILE_COPY`));
  return databaseUrlOf(serverUrl, name);
}

/** Drops the copies the run made (jest's global teardown), on a server that outlives the run. */
export async function dropTestDatabaseCopies(serverUrl: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [copyPrefix(serverUrl)]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
