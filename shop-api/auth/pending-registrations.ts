import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { pendingRegistrations, users } from '../../server-kit/db/schema';
import { PENDING_REGISTRATION_TTL_MS } from './constants';

/** What a registration chose: it applies to the account only once the registration's code is confirmed. */
export interface RegistrationChoice {
  givenName: string;
  familyName: string;
  passwordHash: string;
  newsletterOptIn: boolean;
}

/**
 * Keeps a registration pending, bound to the session that made it, in place of any earlier pending
 * registration of the address (so the real owner registering after an attacker replaces his); returns its id.
 */
export async function savePendingRegistration(db: Database, email: string, sessionId: string, choice: RegistrationChoice): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
    const [row] = await tx.insert(pendingRegistrations).values({ email, sessionId, ...choice }).returning({ id: pendingRegistrations.id });
    if (!row) throw new Error('saving a pending registration returned no row');
    return row.id;
  });
}

/** Registrations made after this are still pending at `now`; older ones have expired (the housekeeping purges them). */
export function pendingSince(now: Date): Date {
  return new Date(now.getTime() - PENDING_REGISTRATION_TTL_MS);
}

const unexpired = (now: Date) => gt(pendingRegistrations.createdAt, pendingSince(now));

/** The newest unexpired pending registration of an address (the one a password login may ask to confirm). */
export async function newestPendingRegistration(db: Database, email: string, now: Date) {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.email, email), unexpired(now)))
    .orderBy(desc(pendingRegistrations.createdAt))
    .limit(1);
  return row;
}

/** The unexpired pending registration of an address that the request's session made or logged in to, if any. */
export async function sessionPendingRegistration(db: Database, email: string, sessionId: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ id: pendingRegistrations.id })
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.email, email), eq(pendingRegistrations.sessionId, sessionId), unexpired(now)))
    .orderBy(desc(pendingRegistrations.createdAt))
    .limit(1);
  return row?.id;
}

/** Binds a pending registration to the session that just proved its password (the identity check at login). */
export async function bindPendingRegistration(db: Database, registrationId: string, sessionId: string): Promise<void> {
  await db.update(pendingRegistrations).set({ sessionId }).where(eq(pendingRegistrations.id, registrationId));
}

/** Drops every pending registration of an address (a guest-code login never activates one). */
export async function discardPendingRegistrations(db: Database, email: string): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
}

/**
 * Applies a pending registration whose code was just confirmed in `sessionId`: a new account, or the
 * address's guest account becomes the registered one. Only in the session the registration is bound to,
 * so an owner entering the code an attacker's registration mailed her activates nothing; never over an
 * account that already has a password, nor once the registration has expired. Returns the account's id,
 * or undefined when nothing applies.
 */
export async function activatePendingRegistration(db: Database, registrationId: string, email: string, sessionId: string, now: Date): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(pendingRegistrations)
      .where(
        and(eq(pendingRegistrations.id, registrationId), eq(pendingRegistrations.email, email), eq(pendingRegistrations.sessionId, sessionId), unexpired(now)),
      );
    if (!pending) return undefined;
    const account = {
      givenName: pending.givenName,
      familyName: pending.familyName,
      passwordHash: pending.passwordHash,
      newsletterOptIn: pending.newsletterOptIn,
      isGuest: false,
      verified: true,
    };
    const [user] = await tx
      .insert(users)
      .values({ email, ...account })
      .onConflictDoUpdate({ target: users.email, set: account, setWhere: isNull(users.passwordHash) })
      .returning({ id: users.id });
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
    return user?.id;
  });
}
