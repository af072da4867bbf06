import type { FastifyRequest } from 'fastify';
import type { Struct } from 'superstruct';
import { hitThrottle, type WindowLimit } from '../auth/throttle';
import type { Database } from '../db/database';
import { parseBody } from './api-error';
import { requestTime } from './clock';
import { rateLimited } from './rate-limited';
import { SERVER_TEXTS } from '../texts';

/** Where beacons are counted and whether they are limited per network: the same for every beacon route. */
export interface BeaconSources {
  db: Database;
  /** Whether beacons are limited per network: not on a server only this machine reaches, whose every client is one network. */
  limitPerNetwork: boolean;
}

/** The codes of 429 answers whose German text is made for the wait. */
type WaitCode = { [K in keyof typeof SERVER_TEXTS]: (typeof SERVER_TEXTS)[K] extends (wait: string) => string ? K : never }[keyof typeof SERVER_TEXTS];

/** What one beacon route takes: its body and its limit per network. */
export interface BeaconRules<T> {
  body: Struct<T, unknown>;
  /** The throttle key's prefix, e.g. `page-vitals`. */
  key: string;
  limit: WindowLimit;
  /** The 429's code (its German text is the one SERVER_TEXTS keeps under it). */
  tooMany: WaitCode;
}

/**
 * The guard every beacon route (mount counts, speed insights, shop events) runs before it stores anything, after its
 * route's `config: { csrf: { ownOrigin } }` let only pages of this shop or of ALLOWED_ORIGINS through (403 in German):
 * at most `limit` per network (429 with Retry-After), and the body validated (422). Returns the validated body.
 */
export async function guardBeacon<T>(request: FastifyRequest, sources: BeaconSources, rules: BeaconRules<T>): Promise<T> {
  if (sources.limitPerNetwork) {
    const { limit, windowMs } = rules.limit;
    const hit = await hitThrottle(sources.db, `${rules.key}:ip:${request.ip}`, limit, windowMs, requestTime(request));
    if (!hit.allowed) throw rateLimited(rules.tooMany, SERVER_TEXTS[rules.tooMany], hit.retryAfterS);
  }
  return parseBody(rules.body, request.body);
}
