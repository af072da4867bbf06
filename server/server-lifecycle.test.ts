/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { outcome, receivedRequests, SERVER_START_TIMEOUT_MS, TEST_DRAIN_S, serverProcessesOf, startServerProcess, type ServerProcess } from '../test/server/test-server-process';
import { overHttp, TestClient, type TestAnswer } from '../test/server/harness';
import { processAlive } from '../registry/registry-lock';

/** A port nothing listens on now: a server process started again must find the port it had (PORT=0 would move it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address !== null ? address.port : 0;
}


/** A GET on a connection of its own (fetch would reuse one the server opened before it stopped listening). */
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

/** Opens new connections one after another until one is not served; resolves with the error it got. */
async function firstConnectionNotServed(url: string, ms = 10_000): Promise<Error> {
  const deadline = Date.now() + ms;
  for (;;) {
    const error = await onNewConnection(url).then(
      () => undefined,
      (reason: Error) => reason,
    );
    if (error) return error;
    if (Date.now() > deadline) throw new Error(`${url} still served new connections after ${ms} ms`);
  }
}

const until = async (done: () => boolean, what: string, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const Products = (json: Record<string, unknown>) =>
  (json.products as Array<{ variations: Array<{ id: string; availability: { type: string } }> }>).flatMap((product) => product.variations);

describe('the demo server (PGlite, one process under its supervisor)', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'schaufenster-lifecycle-'));
    // A small catalog: the start seeds it, and seeding the demo's 5,200 products would take most of the test's time.
    // LOG_REQUESTS: the stop test waits until the server has received its requests.
    server = await startServerProcess({ DATA_DIR: dataDir, CATALOG_PRODUCTS: '20', PORT: String(await freePort()), LOG_REQUESTS: '1', DRAIN_SECONDS: String(TEST_DRAIN_S) }, { ownGroup: true });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /metrics with its figures through the supervisor, which gathers those of every server process', async () => {
    for (let call = 0; call < 3; call += 1) expect(await onNewConnection(`${server.url}/healthz`)).toBe(200);
    const scrape = await fetch(`${server.url}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/^schaufenster_http_request_duration_seconds_count\{route="\/healthz",method="GET",status="200"\} 3$/m);
    // The process's own figures too (prom-client's default metrics), for memory and the event loop.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('is started again on the same data when killed (kill -9) during writes, says so, and has lost no add it acknowledged nor stored a retried one twice', async () => {
    const browser = await new TestClient(overHttp(server.url)).startFlow();
    const sizes = Products((await browser.get('/api/catalog/products/')).json)
      .filter((size) => size.availability.type === 'inStock')
      .slice(0, 10)
      .map((size) => size.id);
    expect(sizes).toHaveLength(10);
    const [worker] = serverProcessesOf(server.pid);
    expect(worker).toBeGreaterThan(0);
    let killed = false;
    for (const [index, variationId] of sizes.entries()) {
      // One shopper action per size, retried with its key as the widget does until it is acknowledged.
      const key = `"kill-${index}-${Date.now()}"`;
      const add = () => browser.post('/api/checkout-v3/cart/add/', { variationId, component: 'product_page', componentAction: 'add_to_cart' }, { headers: { 'idempotency-key': key } });
      let answer: TestAnswer | undefined;
      const sent = add().catch(() => undefined);
      if (index === 4) {
        // While the fifth add is on its way: the process dies mid-write.
        process.kill(worker ?? 0, 'SIGKILL');
        killed = true;
      }
      answer = await sent;
      while (answer?.status !== 200) {
        // No process answers until the supervisor has started the new one: the add goes out again once that one listens.
        await until(() => server.output().includes('the new server process is listening'), 'the new server process listening', SERVER_START_TIMEOUT_MS);
        answer = await add().catch(() => undefined);
      }
    }
    expect(killed).toBe(true);
    expect(server.output()).toContain('a server process ended (SIGKILL), starting another in 1 s');
    expect(server.output()).toContain('the new server process is listening');
    expect(serverProcessesOf(server.pid)).not.toContain(worker);

    const cart = (await browser.get('/api/checkout-v3/cart/overview/')).json as { items: { inStock: Array<{ variationId: string; quantity: number }> } };
    const lines = new Map(cart.items.inStock.map((line) => [line.variationId, line.quantity]));
    expect(sizes.map((variationId) => lines.get(variationId))).toEqual(Array(10).fill(1));
  }, 90_000);

  it('answers every login in flight when its process group gets SIGTERM, refuses new connections, and exits 0 once it has written its batches', async () => {
    const browser = await new TestClient(overHttp(server.url)).startFlow();
    const logins: Array<Promise<TestAnswer | Error>> = [];
    // Each hashes (production scrypt, one at a time): together they take seconds.
    for (let login = 0; login < 6; login += 1) {
      logins.push(browser.post('/api/auth/login', { email: `stop${login}.${Date.now()}@example.de`, password: 'geheim123' }).catch((error: Error) => error));
    }
    let answered = 0;
    for (const login of logins) void login.then(() => (answered += 1));
    // In flight means received: on a busy machine a fixed pause can end before the requests reach the server.
    await until(() => receivedRequests(server, '/api/auth/login') === 6, 'the server receiving the 6 logins');
    const processes = [server.pid, ...serverProcessesOf(server.pid)];
    server.signal('SIGTERM', 'group');
    await until(() => server.output().includes('SIGTERM, stopping 1 server process'), 'the supervisor saying it stops');
    // Refused, or (one already in the listen backlog when it closed) reset: either way no new connection is served, from
    // the moment the process has closed its port (a few turns after the signal) while the logins are still being answered.
    expect((await firstConnectionNotServed(`${server.url}/healthz`)).message).toMatch(/ECONNREFUSED|ECONNRESET/);
    expect(answered).toBeLessThan(6);

    const answers = await Promise.all(logins);
    expect(answers.map(outcome)).toEqual(Array(6).fill(401));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(new RegExp(`SIGTERM, stopping 1 server process \\(each finishes its requests, up to ${TEST_DRAIN_S} s\\)[\\s\\S]*stopped`));
    expect(server.output()).not.toMatch(/connections? cut|closing the database failed/);
    await until(() => processes.every((pid) => serverProcessesOf(pid).length === 0 && !processAlive(pid)), 'every process ending', 5000);
  }, 60_000);
});

/** What a GET over `agent` got: its status and `Connection` header and whether it went on a connection open before, or why it failed. */
function overAgent(url: string, agent: Agent): Promise<{ status: number; connection?: string; reused: boolean } | { error: string }> {
  return new Promise((resolve) => {
    const call = httpRequest(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, reused: call.reusedSocket }));
    });
    call.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    call.end();
  });
}

/** The pre-stop period of the test's server: long enough for a busy machine to send its requests in it. */
const TEST_PRE_STOP_S = 5;

describe('the demo server stopped while clients hold keep-alive connections', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'schaufenster-pre-stop-'));
    server = await startServerProcess(
      { DATA_DIR: dataDir, CATALOG_PRODUCTS: '20', PORT: String(await freePort()), DRAIN_SECONDS: String(TEST_DRAIN_S), PRE_STOP_SECONDS: String(TEST_PRE_STOP_S) },
      { ownGroup: true },
    );
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM is not ready at once, answers every request sent on an open connection with Connection: close (none reset), then closes and exits 0', async () => {
    const CONNECTIONS = 8;
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const wave = () => Promise.all(Array.from({ length: CONNECTIONS }, () => overAgent(`${server.url}/healthz`, agent)));
    expect((await wave()).map((answer) => ('status' in answer ? answer.status : answer.error))).toEqual(Array(CONNECTIONS).fill(200));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(CONNECTIONS);

    server.signal('SIGTERM', 'group');
    // A load balancer's probe, on a connection of its own: not ready from the signal on, while the server still answers.
    let ready = await overAgent(`${server.url}/readyz`, new Agent());
    for (const deadline = Date.now() + 10_000; 'status' in ready && ready.status === 200 && Date.now() < deadline; ) ready = await overAgent(`${server.url}/readyz`, new Agent());
    expect(ready).toMatchObject({ status: 503, connection: 'close' });

    // Requests on the keep-alive connections the clients held when the signal came.
    const onOpenConnections = await wave();
    expect(onOpenConnections).toEqual(Array(CONNECTIONS).fill({ status: 200, connection: 'close', reused: true }));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(0);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain(`keeps answering, not ready, for ${TEST_PRE_STOP_S} s, then finishes its requests`);
    expect(server.output()).not.toMatch(/connections? cut|closing the database failed/);
    agent.destroy();
  }, 60_000);
});

