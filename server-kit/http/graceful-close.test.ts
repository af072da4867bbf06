/** @jest-environment node */
import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { closeGracefully, installGracefulClose } from './graceful-close';
import { HTTP_SERVER_OPTIONS } from './server-options';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  /** Sent on a connection the agent had open from a request before. */
  reused: boolean;
}

/** One GET over `agent`; rejects when the connection is cut before an answer. */
function get(url: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body, reused: call.reusedSocket }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/** The server as the app configures it, with a route that answers when the test lets it. */
async function slowServer() {
  const app = Fastify({ ...HTTP_SERVER_OPTIONS });
  installGracefulClose(app);
  const waiting: Array<() => void> = [];
  const arrivals: Array<{ count: number; arrived: () => void }> = [];
  let arrived = 0;
  app.get('/slow', async () => {
    arrived += 1;
    for (const arrival of arrivals.filter(({ count }) => arrived >= count)) arrival.arrived();
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { done: true };
  });
  app.get('/fast', async () => ({ done: true }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  /** Resolves once `count` slow requests have arrived. */
  const until = (count: number) => (arrived >= count ? Promise.resolve() : new Promise<void>((resolve) => arrivals.push({ count, arrived: resolve })));
  return {
    app,
    url,
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
    until,
  };
}

/** Resolves once the server has closed its listening socket (a close takes a few turns of the event loop to get there). */
async function stopsListening(app: FastifyInstance): Promise<void> {
  for (let turn = 0; app.server.listening; turn += 1) {
    if (turn === 1000) throw new Error('the server still listens after 1000 turns of the event loop');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The pre-stop period of the test: long enough for a busy machine to send a few requests in it. */
const PRE_STOP_MS = 2000;

let running: FastifyInstance | undefined;
afterEach(async () => {
  running?.server.closeAllConnections();
  await running?.close();
  running = undefined;
});

describe('a graceful close', () => {
  it('answers every request in flight, refuses new connections, and ends as soon as they are answered', async () => {
    const { app, url, release, until } = await slowServer();
    running = app;
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    // An idle keep-alive connection, and three requests in flight.
    expect((await get(`${url}/fast`, new Agent({ keepAlive: true }))).status).toBe(200);
    const inFlight = [1, 2, 3].map(() => get(`${url}/slow`, agent));
    await until(3);

    const started = performance.now();
    const closing = closeGracefully(app, 10_000);
    await stopsListening(app);
    await expect(get(`${url}/fast`, new Agent())).rejects.toThrow(/ECONNREFUSED/);
    release();
    const answers = await Promise.all(inFlight);
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(Array(3).fill({ status: 200, body: '{"done":true}' }));
    expect(await closing).toEqual({ cutConnections: 0 });
    // Not the keep-alive timeout: the answered connections closed at once.
    expect(performance.now() - started).toBeLessThan(2000);
    agent.destroy();
  });

  it('tells a keep-alive client to send its next request elsewhere, also in the answer of a request that began before the drain', async () => {
    const { app, url, release, until } = await slowServer();
    running = app;
    const agent = new Agent({ keepAlive: true });
    const first = get(`${url}/slow`, agent);
    await until(1);
    const closing = closeGracefully(app, 10_000);
    release();
    expect(await first).toMatchObject({ status: 200, connection: 'close' });
    expect(await closing).toEqual({ cutConnections: 0 });
    agent.destroy();
  });

  it('keeps answering for the pre-stop period, not ready: requests on open keep-alive connections and on new ones, each with Connection: close, none reset; then closes', async () => {
    const { app, url } = await slowServer();
    running = app;
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    // Four keep-alive connections, open and idle when the stop begins.
    await Promise.all([1, 2, 3, 4].map(() => get(`${url}/fast`, agent)));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(4);

    const closing = closeGracefully(app, 10_000, PRE_STOP_MS);
    expect(app.draining).toBe(true);
    const onOpenConnections = await Promise.all([1, 2, 3, 4].map(() => get(`${url}/fast`, agent)));
    expect(onOpenConnections.map(({ status, connection, reused }) => ({ status, connection, reused }))).toEqual(Array(4).fill({ status: 200, connection: 'close', reused: true }));
    expect(await get(`${url}/fast`, new Agent())).toMatchObject({ status: 200, connection: 'close', reused: false });
    expect(await closing).toEqual({ cutConnections: 0 });
    await expect(get(`${url}/fast`, new Agent())).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it('cuts what still runs when the drain time is over, and says how many connections it cut', async () => {
    const { app, url, until } = await slowServer();
    running = app;
    const stuck = get(`${url}/slow`, new Agent());
    await until(1);
    const started = performance.now();
    // A real drain time on a real socket, as short as it can be: the stuck request has arrived, any drain time ends in a cut.
    expect(await closeGracefully(app, 50)).toEqual({ cutConnections: 1 });
    expect(performance.now() - started).toBeLessThan(1500);
    await expect(stuck).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
