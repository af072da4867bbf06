// The HTTP server's own waits (Fastify hands them to node:http).

/**
 * A request, headers and body, must have arrived within this (node's `requestTimeout`; Fastify's default 0 waits
 * for ever): the API's bodies are a few kilobytes, so only a client trickling bytes to hold a socket takes longer.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * An idle keep-alive connection is closed after this (node's `keepAliveTimeout`): longer than the idle timeout of
 * the load balancers in front (60 s for most), so it is always the balancer that closes an idle connection, never
 * the server while the balancer sends a request on it.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
