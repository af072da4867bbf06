import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { oneTimeCodes, resetTokens, users } from '../../server-kit/db/schema';

/**
 * Closes every other way into an account after its password was changed or reset: all open reset links and
 * all open one-time codes of its address (someone who had one of them must not outlive the new password).
 */
export async function closeOpenSecrets(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(resetTokens).set({ usedAt: now }).where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user) await tx.update(oneTimeCodes).set({ consumedAt: now }).where(and(eq(oneTimeCodes.email, user.email), isNull(oneTimeCodes.consumedAt)));
  });
}
