import { sql } from 'drizzle-orm';
import { beforeDatabaseCloses, type Database } from '../../server-kit/db/database';
import { sessions } from '../../server-kit/db/schema';

/** How often the collected visits are written: a visit's last_seen_at lands in the database at most this late. */
export const LAST_SEEN_FLUSH_MS = 5000;

/** Most sessions one UPDATE names. */
const MAX_IDS_PER_WRITE = 1000;

class LastSeenBatch {
  private readonly pending = new Map<string, Date>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {}

  /** The visit of a session collected but not written yet. */
  pendingVisit(sessionId: string): Date | undefined {
    return this.pending.get(sessionId);
  }

  add(sessionId: string, at: Date): void {
    this.pending.set(sessionId, at);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(() => undefined), LAST_SEEN_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes every collected visit; a session deleted meanwhile simply matches no row. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const visits = [...this.pending];
    this.pending.clear();
    for (let start = 0; start < visits.length; start += MAX_IDS_PER_WRITE) {
      const chunk = visits.slice(start, start + MAX_IDS_PER_WRITE);
      // Each session gets its own last visit (the idle timeout is measured from it); greatest(): never back in time.
      const rows = sql.join(
        chunk.map(([id, at]) => sql`(${id}::uuid, ${at.toISOString()}::timestamptz)`),
        sql`, `,
      );
      await this.db.execute(
        sql`UPDATE ${sessions} SET "last_seen_at" = greatest(${sessions.lastSeenAt}, v.at) FROM (VALUES ${rows}) AS v(id, at) WHERE ${sessions.id} = v.id`,
      );
    }
  }
}

const batches = new WeakMap<Database, LastSeenBatch>();

/**
 * Records a visit of a session: its row (cached or not) shows it at once, the database within LAST_SEEN_FLUSH_MS
 * and before the database closes. Only last_seen_at changes, which announces no change to the session caches.
 */
export function recordLastSeen(db: Database, row: { id: string; lastSeenAt: Date }, at: Date): void {
  row.lastSeenAt = at;
  let batch = batches.get(db);
  if (!batch) {
    const created = new LastSeenBatch(db);
    beforeDatabaseCloses(db, () => created.flush());
    batches.set(db, created);
    batch = created;
  }
  batch.add(row.id, at);
}

/**
 * Moves a row's last_seen_at up to a visit this process collected but has not written yet: a row read from the
 * database lacks it, and the idle timeout must not end a session visited a moment ago.
 */
export function withPendingVisit<Row extends { id: string; lastSeenAt: Date }>(db: Database, row: Row): Row {
  const pending = batches.get(db)?.pendingVisit(row.id);
  if (pending && pending.getTime() > row.lastSeenAt.getTime()) row.lastSeenAt = pending;
  return row;
}

/**
 * Writes the collected visits now instead of at the next tick of the batch (tests; a server flushes on close).
 * @internal for tests
 */
export async function flushLastSeen(db: Database): Promise<void> {
  await batches.get(db)?.flush();
}
