/** @jest-environment node */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INDEX_SNAPSHOT_FILE } from '../../shop-api/product-catalog/search-engine/index-snapshot';
import { createScratchDatabase, type ScratchDatabase } from '../../server-kit/db/scratch-postgres';
import { SERVER_START_TIMEOUT_MS, serverProcessesOf, startServerProcess, type ServerProcess } from '../../test/server/test-server-process';
import { overHttp, TestClient } from '../../test/server/harness';
import { startTcpProxy, type TcpProxy } from '../../test/server/tcp-proxy';

// PostgreSQL away while the server starts (and while one of its processes is replaced), back later. Needs a real
// server: run by `npm run test:postgres` (TEST_DATABASE_URL); skipped, and named so, on PGlite.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
const named = (name: string) => (serverUrl ? name : `${name} (skipped: needs TEST_DATABASE_URL, run by npm run test:postgres)`);

/** What a browser sends when the shopper follows a link. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

async function eventually(done: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const readiness = async (server: ServerProcess) => {
  const answer = await fetch(`${server.url}/readyz`);
  return { status: answer.status, body: (await answer.json()) as unknown };
};

onPostgres(named('PostgreSQL away when the server starts'), () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let snapshotDir: string;
  let servers: ServerProcess[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const server = await startServerProcess({ DATABASE_URL: proxy.url, SEARCH_SNAPSHOT_DIR: snapshotDir, CATALOG_PRODUCTS: '1', ...env });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
    proxy = await startTcpProxy(scratch.url);
    snapshotDir = await mkdtemp(path.join(tmpdir(), 'schaufenster-snapshot-'));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    await proxy?.close();
    await scratch?.drop();
    await rm(snapshotDir, { recursive: true, force: true });
  });

  it('listens at once, serves the home page, search and product pages from the snapshot, 503 on /readyz until PostgreSQL is there, then 200', async () => {
    // A start with the database there: it migrates, seeds, builds the index and keeps its snapshot.
    const first = await start();
    await eventually(async () => (await readiness(first)).status === 200, 'the first server getting ready');
    await eventually(() => existsSync(path.join(snapshotDir, INDEX_SNAPSHOT_FILE)), 'the index snapshot being written');
    const search = async (server: ServerProcess) => new TestClient(overHttp(server.url)).post('/api/search/', { query: 'damen' });
    const before = await search(first);
    expect(before.status).toBe(200);
    const productPath = /"path":"(\/p\/[^"]+)"/.exec(before.text)?.[1] ?? 'no product hit';
    await first.stop();

    proxy.down();
    // Two processes, as a deployment under load runs; the primary's own preparation waits for the database too.
    const server = await start({ WEB_CONCURRENCY: '2' });
    expect(await readiness(server)).toEqual({ status: 503, body: { status: 'database unavailable' } });
    const home = await fetch(`${server.url}/`, { headers: NAVIGATION });
    expect([home.status, home.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    const during = await search(server);
    expect(during.status).toBe(200);
    expect(during.json).toEqual(before.json);
    const product = await fetch(`${server.url}${productPath}`, { headers: NAVIGATION });
    expect(product.status).toBe(200);

    // A process that dies during the outage is replaced, and the new one serves too.
    const [victim] = serverProcessesOf(server.pid);
    process.kill(victim ?? 0, 'SIGKILL');
    await eventually(() => serverProcessesOf(server.pid).length === 2 && !serverProcessesOf(server.pid).includes(victim ?? 0), 'the process being replaced');
    await eventually(() => server.output().split('listening without PostgreSQL').length > 3, 'the new process listening');
    for (let call = 0; call < 4; call += 1) expect((await search(server)).json).toEqual(before.json);

    proxy.up();
    await eventually(async () => (await readiness(server)).status === 200, 'the server getting ready once PostgreSQL is back');
    expect(await readiness(server)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(server.output()).not.toContain('could not start');
  }, SERVER_START_TIMEOUT_MS * 2);
});
