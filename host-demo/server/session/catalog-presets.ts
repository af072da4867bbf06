import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';
import { hashToken, isWellFormedToken, SESSION_COOKIE } from './tokens';

/**
 * The catalog presets the request's session stored last (POST /api/s/catalog-presets/), unchecked; none
 * without a session cookie. Reading them creates no session: a listing needs none.
 */
export async function findCatalogPresets(db: Database, request: FastifyRequest): Promise<unknown> {
  const cookies: Partial<Record<string, string>> = request.cookies ?? {};
  const token = cookies[SESSION_COOKIE];
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db.select({ presets: sessions.catalogPresets }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return row?.presets ?? undefined;
}
