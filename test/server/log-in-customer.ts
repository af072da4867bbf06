import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { sessions, users } from '../../server-kit/db/schema';
import { hashToken } from '../../shop-api/server-session/tokens';

/** The session to log in: by its cookie token, or by the id `GET /api/s/` answers. */
export type SessionRef = { token: string } | { id: string };

/** The fields of the new customer a test may choose; a unique address and Anna Schmidt otherwise. */
export type CustomerFields = Partial<Pick<typeof users.$inferInsert, 'email' | 'givenName' | 'familyName' | 'verified'>>;

/**
 * Logs a session in as a new customer by writing the rows a login leaves behind, for tests that are about
 * what a customer may do, not about logging in (those go through the login routes). Returns the customer's id.
 */
export async function logInAsNewCustomer(db: Database, session: SessionRef, fields: CustomerFields = {}): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: `kundin-${randomUUID()}@example.de`, givenName: 'Anna', familyName: 'Schmidt', ...fields })
    .returning({ id: users.id });
  if (!user) throw new Error('no customer row was written');
  const where = 'token' in session ? eq(sessions.tokenHash, hashToken(session.token)) : eq(sessions.id, session.id);
  const updated = await db.update(sessions).set({ userId: user.id }).where(where).returning({ id: sessions.id });
  if (updated.length !== 1) throw new Error('no session to log in');
  return user.id;
}
