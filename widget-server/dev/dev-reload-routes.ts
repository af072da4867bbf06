import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { devBuildStamp, watchDevBuilds } from './dev-builds';

/** The dev pages' reload stream (server-sent events); registered only on a server of the dev registry. */
export const DEV_RELOAD_PATH = '/dev/reload/';

/** The event that names the dev build the store holds; a page rendered with another stamp reloads (pages/live-reload.js). */
export const DEV_BUILD_EVENT = 'build';

/** How soon a page's EventSource connects again after the stream broke (a restarted server). */
const RECONNECT_MS = 1000;

/** One server-sent event naming a dev build. */
function buildEvent(stamp: string): string {
  return `event: ${DEV_BUILD_EVENT}\ndata: ${stamp}\n\n`;
}

/**
 * GET /dev/reload/: a stream of server-sent events, one on connecting and one after each completed dev build, each
 * naming the build the store holds. The first tells a page that connected late (or again, after a server restart)
 * whether a build completed since it was rendered. Open streams end when the server closes, so it never waits on them.
 */
export async function devReloadRoutes(app: FastifyInstance, { widgetsDir }: { widgetsDir: string }): Promise<void> {
  const streams = new Set<ServerResponse>();
  const stopWatching = watchDevBuilds(widgetsDir, (stamp) => {
    for (const stream of streams) stream.write(buildEvent(stamp));
  });
  app.addHook('preClose', async () => {
    stopWatching();
    for (const stream of streams) stream.end();
    streams.clear();
  });
  app.get(DEV_RELOAD_PATH, (request, reply) => {
    // The stream stays open: written to directly, past the hooks that would compress or buffer a finished answer.
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    stream.write(`retry: ${RECONNECT_MS}\n${buildEvent(devBuildStamp(widgetsDir))}`);
    streams.add(stream);
    request.raw.on('close', () => streams.delete(stream));
  });
}
