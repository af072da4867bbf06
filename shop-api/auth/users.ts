import { eq } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { users } from '../../server-kit/db/schema';
import { newestPendingRegistration } from './pending-registrations';

/** The one spelling an address is stored and looked up in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account of an address, if there is one. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  return user;
}

/** The password a login is checked against: the account's, else that of the address's newest pending registration. */
export type LoginCredential = { kind: 'account'; userId: string; passwordHash: string } | { kind: 'pending'; registrationId: string; passwordHash: string };

/**
 * The credential of an address at `now`, if it has one (an expired pending registration has none). One hash at most, so an address with a pending registration
 * costs a login as much as one with an account or none (answers must not tell them apart).
 */
export async function loginCredential(db: Database, email: string, now: Date): Promise<LoginCredential | undefined> {
  const user = await findUserByEmail(db, email);
  if (user?.passwordHash) return { kind: 'account', userId: user.id, passwordHash: user.passwordHash };
  const pending = await newestPendingRegistration(db, email, now);
  return pending && { kind: 'pending', registrationId: pending.id, passwordHash: pending.passwordHash };
}
