import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { cartLines, carts, sessions, users } from '../../server-kit/db/schema';

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

/** The pieces in the session's cart (the server-rendered badge): migration 0014's trigger announces each change of a cart's lines. */
const CART_ITEM_COUNT = sql<number>`(select coalesce(sum(${cartLines.quantity}), 0)::int from ${cartLines} join ${carts} on ${carts.id} = ${cartLines.cartId} where ${carts.sessionId} = ${sessions.id})`;

/** The session row of a token hash as the database has it, with its customer's names and its cart's item count. */
export async function readByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ ...SESSION_COLUMNS, cartItemCount: CART_ITEM_COUNT })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

/** A session row as the token lookups give it (with the two moments its lifetime is measured from). */
export type SessionRow = NonNullable<Awaited<ReturnType<typeof readByTokenHash>>>;
