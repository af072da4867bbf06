import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';

/** The columns a cached session is made of: migration 0008's trigger must announce a change of each (a test checks). */
export const SESSION_COLUMNS = {
  id: sessions.id,
  userId: sessions.userId,
  givenName: users.givenName,
  familyName: users.familyName,
  pageId: sessions.pageId,
  referrer: sessions.referrer,
  clickIds: sessions.clickIds,
  flowId: sessions.flowId,
  lastSeenAt: sessions.lastSeenAt,
  tokenIssuedAt: sessions.tokenIssuedAt,
};

/** The session row of a token hash as the database has it, with its customer's names. */
export async function readByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select(SESSION_COLUMNS)
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

/** A session row as the token lookups give it (with the two moments its lifetime is measured from). */
export type SessionRow = NonNullable<Awaited<ReturnType<typeof readByTokenHash>>>;
