import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the server is stopping: it finishes what is in flight, answers with `Connection: close`, and is not ready. */
    draining: boolean;
  }
}

/** How a graceful close ended: every request answered, or the drain time ran out and connections were cut. */
export interface CloseOutcome {
  /** Connections still open (each with a request running) when the drain time ran out, cut then; 0 after a clean drain. */
  cutConnections: number;
}

/** How often a draining server closes the connections that went idle (an answer sent before the drain kept one open). */
const IDLE_SWEEP_MS = 100;

/**
 * Prepares an app for a graceful close: while it drains, every answer (also of a request that began before) carries
 * `Connection: close`, so a keep-alive client sends its next request elsewhere instead of racing the socket the
 * server is about to close, and the connection closes once answered.
 */
export function installGracefulClose(app: FastifyInstance): void {
  app.decorate('draining', false);
  // A callback hook, not an async one: it runs on every answer, and most of the time does nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.server.draining && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/**
 * Stops an app the graceful way. First, for `preStopMs`, it goes on serving as before but not ready (`/readyz`) and
 * with `Connection: close` on every answer: a load balancer sees it leave and sends new requests elsewhere, and a
 * client that sends a request on a keep-alive connection gets it answered and the connection closed after it, never
 * reset under it. Then: no new connections, idle ones closed, every request in flight (and any that still arrives on
 * a connection open before) answered, for at most `drainMs`; then the connections left are cut. Resolves once the
 * server is closed (the database is the caller's to close after it: batched writes are flushed there).
 */
export async function closeGracefully(app: FastifyInstance, drainMs: number, preStopMs = 0): Promise<CloseOutcome> {
  app.draining = true;
  if (preStopMs > 0) await new Promise((resolve) => setTimeout(resolve, preStopMs));
  let cutConnections = 0;
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const deadline = setTimeout(() => {
    void openConnections(app).then((count) => {
      cutConnections = count;
      app.server.closeAllConnections();
    });
  }, drainMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
  return { cutConnections };
}
