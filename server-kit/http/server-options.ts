import type { FastifyServerOptions } from 'fastify';
import { requestIdOf } from './request-id';

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

/** How the HTTP server waits and stops (Fastify hands the timeouts to node:http). */
export const HTTP_SERVER_OPTIONS = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  // A stop lets every request in flight finish (http/graceful-close.ts): idle connections close, busy ones answer
  // first, and a request that still arrives on an open connection is served, not refused with Fastify's bare 503.
  forceCloseConnections: 'idle',
  return503OnClosing: false,
  // Each request's id in every log line of it and in its answer (http/request-id.ts).
  genReqId: requestIdOf,
} as const satisfies FastifyServerOptions;
