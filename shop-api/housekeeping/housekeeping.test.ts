/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { startTestApp, type TestApp } from '../../test/server/harness';
import { eq, inArray } from 'drizzle-orm';
import { idempotencyKeys, oneTimeCodes, pendingRegistrations, resetTokens, sessions, throttleBuckets, users } from '../../server-kit/db/schema';
import { PENDING_REGISTRATION_TTL_MS } from '../auth/constants';
import { hashToken } from '../server-session/tokens';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

/** Polls until `done` holds (the housekeeping runs on its own timer), at most 10 s. */
async function eventually(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the housekeeping did not get there within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

describe('the housekeeping', () => {
  it('purges expired sessions, codes and reset links a day after they expired, pending registrations, idempotency keys past their lifetime and passed throttle rows on its schedule, and keeps the rest', async () => {
    test = await startTestApp({ housekeepingIntervalMs: 50 });
    const { db } = test.database;
    const tag = `hk${Date.now()}`;
    const [user] = await db.insert(users).values({ email: `${tag}@example.de`, givenName: 'A', familyName: 'S' }).returning();
    const userId = user?.id ?? '';
    const stored = await db
      .insert(sessions)
      .values([
        { tokenHash: hashToken(`${tag}-idle`), lastSeenAt: ago(8 * DAY_MS), tokenIssuedAt: ago(8 * DAY_MS) },
        { tokenHash: hashToken(`${tag}-old`), lastSeenAt: ago(MINUTE_MS), tokenIssuedAt: ago(31 * DAY_MS) },
        { tokenHash: hashToken(`${tag}-live`), lastSeenAt: ago(MINUTE_MS), tokenIssuedAt: ago(DAY_MS) },
      ])
      .returning({ id: sessions.id, tokenHash: sessions.tokenHash });
    const liveSession = stored.find((row) => row.tokenHash === hashToken(`${tag}-live`))?.id ?? '';
    await db.insert(idempotencyKeys).values([
      { sessionId: liveSession, key: `${tag}-expired`, fingerprint: 'x', status: 200, answer: '{}', expiresAt: ago(MINUTE_MS) },
      { sessionId: liveSession, key: `${tag}-live`, fingerprint: 'x', status: 200, answer: '{}', expiresAt: ahead(DAY_MS) },
    ]);
    await db.insert(oneTimeCodes).values([
      { email: `${tag}@example.de`, otpType: 'old', codeHash: 'x', expiresAt: ago(2 * DAY_MS), consumedAt: ago(2 * DAY_MS) },
      { email: `${tag}@example.de`, otpType: 'just-expired', codeHash: 'x', expiresAt: ago(5 * MINUTE_MS) },
      { email: `${tag}@example.de`, otpType: 'live', codeHash: 'x', expiresAt: ahead(5 * MINUTE_MS) },
    ]);
    await db.insert(resetTokens).values([
      { userId, tokenHash: 'old', expiresAt: ago(2 * DAY_MS) },
      { userId, tokenHash: 'live', expiresAt: ahead(30 * MINUTE_MS) },
    ]);
    const pending = { email: `${tag}@example.de`, givenName: 'A', familyName: 'S', passwordHash: 'x' };
    await db.insert(pendingRegistrations).values([
      { ...pending, familyName: 'expired', createdAt: ago(PENDING_REGISTRATION_TTL_MS + MINUTE_MS) },
      { ...pending, familyName: 'pending', createdAt: ago(PENDING_REGISTRATION_TTL_MS - MINUTE_MS) },
    ]);
    await db.insert(throttleBuckets).values([
      { key: `${tag}:passed`, windowStart: ago(2 * 60 * MINUTE_MS), count: 3, expiresAt: ago(MINUTE_MS) },
      { key: `${tag}:running`, windowStart: ago(MINUTE_MS), count: 3, expiresAt: ahead(60 * MINUTE_MS) },
      { key: `${tag}:unknown-end`, windowStart: ago(2 * DAY_MS), count: 1 },
    ]);

    // Throttle rows go last in a purge: once this one is gone, a purge has reached its end after every row was in. A purge
    // that started before the inserts may be that one, so a second marker, put in after it, proves a whole purge ran since.
    await eventually(async () => (await db.select().from(throttleBuckets).where(eq(throttleBuckets.key, `${tag}:passed`))).length === 0);
    await db.insert(throttleBuckets).values({ key: `${tag}:passed-again`, windowStart: ago(2 * 60 * MINUTE_MS), count: 1, expiresAt: ago(MINUTE_MS) });
    await eventually(async () => (await db.select().from(throttleBuckets).where(eq(throttleBuckets.key, `${tag}:passed-again`))).length === 0);

    const tokenHashes = ['idle', 'old', 'live'].map((name) => hashToken(`${tag}-${name}`));
    expect((await db.select().from(sessions).where(inArray(sessions.tokenHash, tokenHashes))).map((row) => row.tokenHash)).toEqual([hashToken(`${tag}-live`)]);
    expect((await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, `${tag}@example.de`))).map((row) => row.otpType).sort()).toEqual(['just-expired', 'live']);
    expect((await db.select().from(resetTokens).where(eq(resetTokens.userId, userId))).map((row) => row.tokenHash)).toEqual(['live']);
    const registrations = await db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, `${tag}@example.de`));
    expect(registrations.map((row) => row.familyName)).toEqual(['pending']);
    expect((await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.sessionId, liveSession))).map((row) => row.key)).toEqual([`${tag}-live`]);
    const keys = (await db.select().from(throttleBuckets)).map((row) => row.key).filter((key) => key.startsWith(tag));
    expect(keys).toEqual([`${tag}:running`]);
  }, 30_000);

  it('runs on an unref’d timer by the app clock, and stops when the app closes', async () => {
    const setIntervalSpy = jest.spyOn(global, 'setInterval');
    const clearIntervalSpy = jest.spyOn(global, 'clearInterval');
    try {
      test = await startTestApp({ housekeepingIntervalMs: 60 * MINUTE_MS });
      const call = setIntervalSpy.mock.calls.findIndex(([, delay]) => delay === 60 * MINUTE_MS);
      const timer = setIntervalSpy.mock.results[call]?.value as NodeJS.Timeout | undefined;
      expect(timer).toBeDefined();
      expect(timer?.hasRef()).toBe(false);
      await test.close();
      test = undefined;
      expect(clearIntervalSpy).toHaveBeenCalledWith(timer);
    } finally {
      setIntervalSpy.mockRestore();
      clearIntervalSpy.mockRestore();
    }
  }, 30_000);
});
