import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../server-kit/db/database';
import { sessions } from '../../server-kit/db/schema';
import { requestTime } from '../../server-kit/http/clock';
import { readSessionToken } from './request-session';
import { findLiveSession } from './session-store';

/**
 * The catalog presets the request's session stored last (POST /api/s/catalog-presets/), unchecked; none without a
 * live session. The session is read as every other call reads it: under the cookie name this request's session
 * cookie has (`__Host-sid` outside the plain-HTTP loopback demo), and only while it lives (idle and absolute
 * lifetime; an expired one is deleted on sight). Reading them creates no session: a listing needs none.
 */
export async function findCatalogPresets(db: Database, request: FastifyRequest): Promise<unknown> {
  const session = await findLiveSession(db, readSessionToken(request), requestTime(request));
  if (!session) return undefined;
  const [row] = await db.select({ presets: sessions.catalogPresets }).from(sessions).where(eq(sessions.id, session.id));
  return row?.presets ?? undefined;
}
