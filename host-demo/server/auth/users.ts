import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

/** The one spelling an address is stored and looked up in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account of an address, if there is one. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  return user;
}
