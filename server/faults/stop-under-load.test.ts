/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createScratchDatabase, type ScratchDatabase } from '../../server-kit/db/scratch-postgres';
import { outcome, receivedRequests, SERVER_START_TIMEOUT_MS, TEST_DRAIN_S, serverProcessesOf, startServerProcess, type ServerProcess } from '../../test/server/test-server-process';
import { overHttp, TestClient, type TestAnswer } from '../../test/server/harness';
import { processAlive } from '../../registry/registry-lock';

// WEB_CONCURRENCY=2 needs a PostgreSQL server: run by `npm run test:postgres` (TEST_DATABASE_URL); skipped, and named
// so, on PGlite.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
const named = (name: string) => (serverUrl ? name : `${name} (skipped: needs TEST_DATABASE_URL, run by npm run test:postgres)`);



async function eventually(done: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A GET on a connection of its own, so node:cluster hands it to the next process. */
function onNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', reject);
    call.end();
  });
}

onPostgres(named('WEB_CONCURRENCY=2 stopped under load'), () => {
  let scratch: ScratchDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
    // LOG_REQUESTS: the stop test waits until the server has received its requests.
    server = await startServerProcess({ DATABASE_URL: scratch.url, WEB_CONCURRENCY: '2', CATALOG_PRODUCTS: '1', LOG_REQUESTS: '1', DRAIN_SECONDS: String(TEST_DRAIN_S) }, { ownGroup: true });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await scratch?.drop();
  });

  it('answers /metrics with the figures of both processes added up (each new connection goes to the next process)', async () => {
    for (let call = 0; call < 6; call += 1) expect(await onNewConnection(`${server.url}/healthz`)).toBe(200);
    const scrape = await fetch(`${server.url}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    // One process alone has seen three of them.
    expect(text).toMatch(/^schaufenster_http_request_duration_seconds_count\{route="\/healthz",method="GET",status="200"\} 6$/m);
    // Both processes' request pools, added up.
    expect(text).toMatch(/^schaufenster_database_pool_max_connections\{pool="requests"\} 20$/m);
  }, 30_000);

  it('does not replace a process that was stopped on purpose (SIGTERM to it alone), and keeps serving with the other', async () => {
    const [one, other] = serverProcessesOf(server.pid);
    expect(other).toBeDefined();
    process.kill(one ?? 0, 'SIGTERM');
    await eventually(() => !processAlive(one ?? 0), 'the stopped process ending');
    await eventually(() => server.output().includes('a server process stopped on purpose; 1 left, not replacing it'), 'the primary saying so');
    // Longer than the primary waits before it replaces a process that died.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(serverProcessesOf(server.pid)).toEqual([other]);
    for (let call = 0; call < 4; call += 1) expect(await onNewConnection(`${server.url}/api/s/`)).toBe(200);
  }, 30_000);

  it('answers every request in flight when its process group gets SIGTERM, then every process is gone and the primary exits 0', async () => {
    const browser = await new TestClient(overHttp(server.url)).startFlow();
    const logins: Array<Promise<TestAnswer | Error>> = [];
    for (let login = 0; login < 6; login += 1) {
      logins.push(browser.post('/api/auth/login', { email: `cluster-stop${login}.${Date.now()}@example.de`, password: 'geheim123' }).catch((error: Error) => error));
    }
    const searches = Array.from({ length: 20 }, (_, search) => browser.post('/api/search/', { query: `kleid ${search}` }).catch((error: Error) => error));
    // In flight means received: on a busy machine a fixed pause can end before the requests reach the server.
    await eventually(() => receivedRequests(server, '/api/auth/login') === 6 && receivedRequests(server, '/api/search/') === 20, 'the server receiving them all');
    const processes = [server.pid, ...serverProcessesOf(server.pid)];
    server.signal('SIGTERM', 'group');

    const answers = await Promise.all([...logins, ...searches]);
    expect(answers.map(outcome)).toEqual([...Array(6).fill(401), ...Array(20).fill(200)]);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await eventually(() => processes.every((pid) => !processAlive(pid)), 'every process ending');
    expect(server.output()).toMatch(/SIGTERM, stopping 1 server process/);
  }, 60_000);
});
