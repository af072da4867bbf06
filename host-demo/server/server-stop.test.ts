/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from './test-server-process';
import { overHttp, TestClient, type TestAnswer } from './testing/harness';

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

/** Logins in flight when the signal comes: each hashes (production scrypt, one at a time), so they take seconds together. */
const LOGINS = 6;

describe('the demo server (PGlite) stopped with SIGTERM to its process group', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'schaufenster-stop-'));
    // A small catalog: the start seeds it, and seeding the demo's 5,200 products would take most of the test's time.
    server = await startServerProcess({ DATA_DIR: dataDir, CATALOG_PRODUCTS: '1' }, { ownGroup: true });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every login in flight, refuses new connections, and exits 0 once it has written its batches', async () => {
    const browser = await new TestClient(overHttp(server.url)).startFlow();
    const logins: Array<Promise<TestAnswer | Error>> = [];
    for (let login = 0; login < LOGINS; login += 1) {
      logins.push(browser.post('/api/auth/login', { email: `stop${login}.${Date.now()}@example.de`, password: 'geheim123' }).catch((error: Error) => error));
    }
    // The first hashes by now, the others wait for the hashing thread: all of them in flight.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.signal('SIGTERM', 'group');
    while (!server.output().includes('SIGTERM, finishing the requests in flight')) await new Promise((resolve) => setTimeout(resolve, 20));
    // Refused, or (one already in the listen backlog when it closed) reset: either way no new connection is served.
    await expect(onNewConnection(`${server.url}/api/s/`)).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);

    const answers = await Promise.all(logins);
    expect(answers.map((answer) => (answer instanceof Error ? answer.message : answer.status))).toEqual(Array(LOGINS).fill(401));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/SIGTERM, finishing the requests in flight \(up to 10 s\)[\s\S]*stopped/);
    expect(server.output()).not.toMatch(/connections? cut|closing the database failed/);
  }, 60_000);
});
