import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from '@jest/globals';

/** One request the test server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Date.now() when it arrived: the fake clock's time while a test fakes the timers. */
  at: number;
}

/** Answers a request: status, JSON body (or none) and headers. */
export interface Answer {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
  /** Never answer (until the server closes). */
  hang?: boolean;
}

/** A real HTTP server for unit tests of the request helper: records requests, answers from a handler. */
export interface TestServer {
  url: string;
  requests: ReceivedRequest[];
  /** Replaces the handler for the following requests; a promised answer is sent once it resolves. */
  answer(handler: (request: ReceivedRequest) => Answer | Promise<Answer>): void;
  /** Resolves once `count` requests have arrived. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

function send(res: ServerResponse, answer: Answer): void {
  if (answer.hang) return;
  res.writeHead(answer.status, { ...(answer.json !== undefined && { 'content-type': 'application/json' }), ...answer.headers });
  res.end(answer.json === undefined ? undefined : JSON.stringify(answer.json));
}

/** Starts a test server on a free port of 127.0.0.1; every request gets 200 `{}` until told otherwise. */
export async function startTestServer(): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let handler: (request: ReceivedRequest) => Answer | Promise<Answer> = () => ({ status: 200, json: {} });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString(), at: Date.now() };
      requests.push(received);
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) waiter.resolve();
      void Promise.resolve(handler(received)).then((answer) => send(res, answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      handler = next;
    },
    received(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Points relative API paths of the page at a test server (through a `<base>` element). */
export function pointPageAt(url: string): void {
  document.head.querySelector('base')?.remove();
  const base = document.createElement('base');
  base.href = `${url}/`;
  document.head.append(base);
}

/**
 * The test file's server, in its hooks: started before its tests with the page's API paths pointed at it (pointPageAt),
 * its recorded requests forgotten before each test, closed after the last. Handlers the file sets stay until replaced.
 */
export function useTestServer(): TestServer {
  let started: TestServer | undefined;
  const server = (): TestServer => {
    if (!started) throw new Error('the test server starts before the tests: use it inside hooks and tests');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer();
    pointPageAt(started.url);
  });
  afterAll(() => server().close());
  beforeEach(() => {
    server().requests.length = 0;
  });
  return {
    get url() {
      return server().url;
    },
    get requests() {
      return server().requests;
    },
    answer: (handler) => server().answer(handler),
    received: (count) => server().received(count),
    close: () => server().close(),
  };
}

/** What a call that must fail rejected with; throws when it did not fail. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}
