import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Struct } from 'superstruct';
import { API } from '@schaufenster/shared/api';
import { hitThrottle, type WindowLimit } from '../../server-kit/throttle';
import type { Database } from '../../server-kit/db/database';
import { ApiError, parseBody } from '../../server-kit/http/api-error';
import { requestTime } from '../../server-kit/http/clock';
import { rateLimited } from '../../server-kit/http/rate-limited';
import { routeOf } from '../../server-kit/http/api-route';
import { networkOf } from '../../server-kit/http/network';
import type { Shop } from '../shop/shop';
import { BEACON_LOADS, SERVER_TEXTS } from '../../server-kit/texts';

/** Where beacons are counted and whether they are limited per network: the same for every beacon route. */
export interface BeaconSources {
  /** Where the limits are counted. */
  db: Database;
  /** The shop whose live session a beacon must come with. */
  shop: Pick<Shop, 'session'>;
  /** Whether beacons are limited per network: not on a server only this machine reaches, whose every client is one network. */
  limitPerNetwork: boolean;
  /** Whether the beacon's browser previews a version (widget catalog): its beacons are answered and counted nowhere. */
  previewing?: (request: FastifyRequest) => boolean;
}

/** What a beacon route's plugin is registered with: its sources, and the environment it counts in when the page names none. */
export interface BeaconOptions extends BeaconSources {
  /** The server's own environment (`WIDGETS_ENV`); unset: production. */
  environment?: string;
}

/** The codes of 429 answers whose German text is made for the wait. */
type WaitCode = { [K in keyof typeof SERVER_TEXTS]: (typeof SERVER_TEXTS)[K] extends (wait: string) => string ? K : never }[keyof typeof SERVER_TEXTS];

/** What one beacon route takes: its body and its limits per network and per session. */
interface BeaconRules<T> {
  body: Struct<T, unknown>;
  /** The throttle key's prefix, e.g. `pageVitals`. */
  key: string;
  limit: WindowLimit;
  /** How many one session may send in the limit's window: a shopper's pace, so that no session weighs more than one shopper. */
  perSession: number;
  /** The 429's code (its German text is the one SERVER_TEXTS keeps under it). */
  tooMany: WaitCode;
  /** What the beacon carries, as the 403 without a session names it. */
  what: (typeof BEACON_LOADS)[BeaconCall];
}

/**
 * Who a beacon counts for, as keys that name nobody: a hash of the session's random id (the session a page of the
 * shop started, so a figure can say how many sessions stand behind it and cap each one's share; the id cannot be read
 * back) and of the network's address prefix (networkOf: no more of the address than analytics tools keep when they
 * anonymise one).
 */
export interface BeaconSource {
  sessionKey: string;
  networkKey: string;
}

const keyOf = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 16);

/** The window every beacon's limit per network counts in. */
const BEACON_WINDOW_MS = 10 * 60 * 1000;

/** A beacon route's limit: `limit` beacons per network in ten minutes. */
export function beaconLimit(limit: number): WindowLimit {
  return { limit, windowMs: BEACON_WINDOW_MS };
}

/**
 * The guard every beacon route (mount counts, speed insights, shop events) runs before it stores anything, after its
 * route's `config: { csrf: { ownOrigin } }` let only pages of this shop or of ALLOWED_ORIGINS through (403 in German):
 * the session cookie of a live session a page of the shop started (403 `beaconWithoutSession` else: an `Origin`
 * header is written by whoever sends, a session must have been made by the shop's API), at most `perSession` from
 * that session and `limit` per network in the window (429 with Retry-After), and the body validated (422). Returns the
 * validated body and whom it counts for.
 */
async function guardBeacon<T>(request: FastifyRequest, sources: BeaconSources, rules: BeaconRules<T>): Promise<{ beacon: T; source: BeaconSource }> {
  const now = requestTime(request);
  const session = await sources.shop.session(request);
  if (!session) throw new ApiError(403, 'beaconWithoutSession', SERVER_TEXTS.beaconWithoutSession(rules.what));
  const sessionKey = keyOf(`session ${session.id}`);
  // Where every client is this machine (a loopback-only server) networks cannot be told apart: each session counts as one.
  const source = { sessionKey, networkKey: sources.limitPerNetwork ? keyOf(`network ${networkOf(request.ip)}`) : sessionKey };
  const limits: [string, number][] = [[`${rules.key}:session:${sessionKey}`, rules.perSession]];
  if (sources.limitPerNetwork) limits.push([`${rules.key}:ip:${request.ip}`, rules.limit.limit]);
  for (const [key, allowed] of limits) {
    const hit = await hitThrottle(sources.db, key, allowed, rules.limit.windowMs, now);
    if (!hit.allowed) throw rateLimited(rules.tooMany, SERVER_TEXTS[rules.tooMany], hit.retryAfterS);
  }
  return { beacon: parseBody(rules.body, request.body), source };
}

/** The beacon calls of the API table, by name: `widgetMounts`, `pageVitals`, `pageEvents`. */
type BeaconCall = keyof typeof BEACON_LOADS;

/** One beacon route's own parts: its body, its limits per network and per session, and how it stores a beacon. */
export interface BeaconRoute<T> extends Pick<BeaconRules<T>, 'body' | 'limit' | 'perSession'> {
  /** The route's largest body in bytes, when smaller than the server's. */
  bodyLimit?: number;
  /** Stores one validated beacon. */
  store: (beacon: T, request: FastifyRequest, source: BeaconSource) => Promise<void>;
}

/**
 * Registers the beacon call `name` of the API table (no CSRF token, no cookie read): only pages of this shop or of
 * ALLOWED_ORIGINS through (403 naming its BEACON_LOADS), then guardBeacon with the 429 code the table lists after
 * `foreignOrigin` and `beaconWithoutSession` and the call's name as throttle key, then `store`, and 204 that nothing caches.
 */
function addBeaconRoute<T>(app: FastifyInstance, sources: BeaconSources, name: BeaconCall, route: BeaconRoute<T>): void {
  const { bodyLimit, store, ...rules } = route;
  const call = API[name];
  const guard = { ...rules, key: name, tooMany: call.errors[2], what: BEACON_LOADS[name] };
  app.route({ ...routeOf(call), config: { csrf: { ownOrigin: BEACON_LOADS[name] } }, ...(bodyLimit !== undefined && { bodyLimit }), handler: async (request, reply) => {
    const { beacon, source } = await guardBeacon(request, sources, guard);
    if (!sources.previewing?.(request)) await store(beacon, request, source);
    return reply.code(204).header('cache-control', 'no-store').send();
  } });
}

/** A Fastify plugin that registers the beacon call `name` (addBeaconRoute) with the route `route` makes of its options. */
export function beaconPlugin<O extends BeaconSources, T>(name: BeaconCall, route: (options: O) => BeaconRoute<T>): FastifyPluginAsync<O> {
  return async (app, options) => addBeaconRoute(app, options, name, route(options));
}
