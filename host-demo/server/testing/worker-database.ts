import { Client } from 'pg';

/**
 * The PostgreSQL pass runs its test files on several jest workers; each worker gets a database of its own on the
 * test server (`<name>_w<worker>`), so files that count or clear rows never see another worker's.
 */
export function workerDatabaseUrl(serverUrl: string, workerId: string): string {
  const url = new URL(serverUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}_w${workerId}`;
  return url.toString();
}

/** Creates the databases of workers 1 to `workers` afresh (jest's global setup, before any worker starts). */
export async function createWorkerDatabases(serverUrl: string, workers: number): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let worker = 1; worker <= workers; worker += 1) {
      const name = new URL(workerDatabaseUrl(serverUrl, String(worker))).pathname.slice(1);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await client.end();
  }
}
