import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/** A database of its own on the test PostgreSQL server, for a test that must not share rows; `drop` removes it. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates an empty database beside the one `serverUrl` names (TEST_DATABASE_URL in `npm run test:postgres`). */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `scratch_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
