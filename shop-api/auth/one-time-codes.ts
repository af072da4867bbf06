import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { oneTimeCodes } from '../../server-kit/db/schema';
import type { OtpType } from '@schaufenster/shared/api';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './constants';
import { createOtpCode, hashSecret } from './secrets';

/**
 * Issues a new code for an address and type, for a pending registration if it confirms one; older open
 * codes of the same kind stop working.
 */
export async function issueCode(db: Database, email: string, otpType: OtpType, now: Date, registrationId: string | null = null): Promise<string> {
  const code = createOtpCode();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.otpType, otpType), isNull(oneTimeCodes.consumedAt)));
    const [row] = await tx
      .insert(oneTimeCodes)
      .values({ email, otpType, registrationId, codeHash: '', expiresAt: new Date(now.getTime() + OTP_TTL_MS), createdAt: now })
      .returning({ id: oneTimeCodes.id });
    if (!row) throw new Error('issuing a code returned no row');
    await tx.update(oneTimeCodes).set({ codeHash: hashSecret(code, row.id) }).where(eq(oneTimeCodes.id, row.id));
  });
  return code;
}

/** Whether an address has a code of any type that can still be entered: issued, unused, unexpired, with attempts left. */
export async function hasOpenCode(db: Database, email: string, now: Date): Promise<boolean> {
  const [open] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now), lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS)))
    .limit(1);
  return open !== undefined;
}

/** A code that was just confirmed, with the pending registration it confirms (null for a guest code). */
export interface ConsumedCode {
  registrationId: string | null;
}

/**
 * Checks a submitted code. Each submission first claims one of the code's OTP_MAX_ATTEMPTS attempts in a
 * single statement, so concurrent guesses cannot exceed the limit; a match then consumes the code
 * atomically, so of concurrent right submissions exactly one succeeds. Undefined when it does not match.
 */
export async function consumeCode(db: Database, email: string, otpType: OtpType, code: string, now: Date): Promise<ConsumedCode | undefined> {
  const [latest] = await db
    .select({ id: oneTimeCodes.id, registrationId: oneTimeCodes.registrationId })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.otpType, otpType)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest) return undefined;
  const [claimed] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, latest.id),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: oneTimeCodes.codeHash });
  if (!claimed || claimed.codeHash !== hashSecret(code, latest.id)) return undefined;
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return consumed && { registrationId: latest.registrationId };
}
