/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../test/server/harness';
import { inArray } from 'drizzle-orm';
import { sessions } from '../../server-kit/db/schema';
import { flushLastSeen, recordLastSeen, withPendingVisit } from './last-seen-batch';
import { hashToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2031-03-01T10:00:00Z');
const at = (days: number) => new Date(START.getTime() + days * DAY_MS);

const test = useTestApp();
let counter = 0;

async function sessionSeenAt(lastSeenAt: Date): Promise<{ id: string; lastSeenAt: Date }> {
  const [row] = await test.database.db
    .insert(sessions)
    .values({ tokenHash: hashToken(`batch-${(counter += 1)}-${Date.now()}`), lastSeenAt, tokenIssuedAt: lastSeenAt })
    .returning({ id: sessions.id, lastSeenAt: sessions.lastSeenAt });
  if (!row) throw new Error('no session row');
  return row;
}

describe('the batched last_seen_at writes', () => {
  it('write each session its own last visit, never moving one back in time', async () => {
    const { db } = test.database;
    const early = await sessionSeenAt(at(0));
    const late = await sessionSeenAt(at(0));
    const ahead = await sessionSeenAt(at(20));
    recordLastSeen(db, early, at(1));
    recordLastSeen(db, late, at(9));
    recordLastSeen(db, ahead, at(5));
    await flushLastSeen(db);

    const rows = await db.select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt }).from(sessions).where(inArray(sessions.id, [early.id, late.id, ahead.id]));
    const seen = new Map(rows.map((row) => [row.id, row.lastSeenAt.toISOString()]));
    expect(seen.get(early.id)).toBe(at(1).toISOString());
    expect(seen.get(late.id)).toBe(at(9).toISOString());
    expect(seen.get(ahead.id)).toBe(at(20).toISOString());
  });

  it('lend a row read from the database the visit collected but not written yet', async () => {
    const { db } = test.database;
    const visited = await sessionSeenAt(at(0));
    recordLastSeen(db, { ...visited }, at(6));
    const readBack = { ...visited, lastSeenAt: at(0) };
    expect(withPendingVisit(db, readBack).lastSeenAt.toISOString()).toBe(at(6).toISOString());
    await flushLastSeen(db);
    expect(withPendingVisit(db, { ...visited, lastSeenAt: at(0) }).lastSeenAt.toISOString()).toBe(at(0).toISOString());
  });
});
