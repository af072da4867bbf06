import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Struct } from 'superstruct';
import { API } from '@schaufenster/shared/api';
import { hitThrottle, type WindowLimit } from '../auth/throttle';
import type { Database } from '../db/database';
import { parseBody } from './api-error';
import { requestTime } from './clock';
import { rateLimited } from './rate-limited';
import { routeOf } from './api-route';
import { BEACON_LOADS, SERVER_TEXTS } from '../texts';

/** Where beacons are counted and whether they are limited per network: the same for every beacon route. */
export interface BeaconSources {
  db: Database;
  /** Whether beacons are limited per network: not on a server only this machine reaches, whose every client is one network. */
  limitPerNetwork: boolean;
}

/** What a beacon route's plugin is registered with: its sources, and the environment it counts in when the page names none. */
export interface BeaconOptions extends BeaconSources {
  /** The server's own environment (`WIDGETS_ENV`); unset: production. */
  environment?: string;
}

/** The codes of 429 answers whose German text is made for the wait. */
type WaitCode = { [K in keyof typeof SERVER_TEXTS]: (typeof SERVER_TEXTS)[K] extends (wait: string) => string ? K : never }[keyof typeof SERVER_TEXTS];

/** What one beacon route takes: its body and its limit per network. */
interface BeaconRules<T> {
  body: Struct<T, unknown>;
  /** The throttle key's prefix, e.g. `pageVitals`. */
  key: string;
  limit: WindowLimit;
  /** The 429's code (its German text is the one SERVER_TEXTS keeps under it). */
  tooMany: WaitCode;
}

/** The window every beacon's limit per network counts in. */
const BEACON_WINDOW_MS = 10 * 60 * 1000;

/** A beacon route's limit: `limit` beacons per network in ten minutes. */
export function beaconLimit(limit: number): WindowLimit {
  return { limit, windowMs: BEACON_WINDOW_MS };
}

/**
 * The guard every beacon route (mount counts, speed insights, shop events) runs before it stores anything, after its
 * route's `config: { csrf: { ownOrigin } }` let only pages of this shop or of ALLOWED_ORIGINS through (403 in German):
 * at most `limit` per network (429 with Retry-After), and the body validated (422). Returns the validated body.
 */
async function guardBeacon<T>(request: FastifyRequest, sources: BeaconSources, rules: BeaconRules<T>): Promise<T> {
  if (sources.limitPerNetwork) {
    const { limit, windowMs } = rules.limit;
    const hit = await hitThrottle(sources.db, `${rules.key}:ip:${request.ip}`, limit, windowMs, requestTime(request));
    if (!hit.allowed) throw rateLimited(rules.tooMany, SERVER_TEXTS[rules.tooMany], hit.retryAfterS);
  }
  return parseBody(rules.body, request.body);
}

/** The beacon calls of the API table, by name: `widgetMounts`, `pageVitals`, `pageEvents`. */
type BeaconCall = keyof typeof BEACON_LOADS;

/** One beacon route's own parts: its body, its limit per network and how it stores a beacon. */
export interface BeaconRoute<T> extends Pick<BeaconRules<T>, 'body' | 'limit'> {
  /** The route's largest body in bytes, when smaller than the server's. */
  bodyLimit?: number;
  /** Stores one validated beacon. */
  store: (beacon: T, request: FastifyRequest) => Promise<void>;
}

/**
 * Registers the beacon call `name` of the API table (no CSRF token, no cookie read): only pages of this shop or of
 * ALLOWED_ORIGINS through (403 naming its BEACON_LOADS), then guardBeacon with the 429 code the table lists after
 * `foreignOrigin` and the call's name as throttle key, then `store`, and 204 that nothing caches.
 */
function addBeaconRoute<T>(app: FastifyInstance, sources: BeaconSources, name: BeaconCall, route: BeaconRoute<T>): void {
  const { bodyLimit, store, ...rules } = route;
  const call = API[name];
  const guard = { ...rules, key: name, tooMany: call.errors[1] };
  app.route({ ...routeOf(call), config: { csrf: { ownOrigin: BEACON_LOADS[name] } }, ...(bodyLimit !== undefined && { bodyLimit }), handler: async (request, reply) => {
    await store(await guardBeacon(request, sources, guard), request);
    return reply.code(204).header('cache-control', 'no-store').send();
  } });
}

/** A Fastify plugin that registers the beacon call `name` (addBeaconRoute) with the route `route` makes of its options. */
export function beaconPlugin<O extends BeaconSources, T>(name: BeaconCall, route: (options: O) => BeaconRoute<T>): FastifyPluginAsync<O> {
  return async (app, options) => addBeaconRoute(app, options, name, route(options));
}
