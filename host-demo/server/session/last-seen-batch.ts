import { inArray, sql } from 'drizzle-orm';
import { beforeDatabaseCloses, type Database } from '../db/database';
import { sessions } from '../db/schema';

/** How often the collected visits are written: a visit's last_seen_at lands in the database at most this late. */
export const LAST_SEEN_FLUSH_MS = 5000;

/** Most sessions one UPDATE names. */
const MAX_IDS_PER_WRITE = 1000;

class LastSeenBatch {
  private readonly pending = new Map<string, Date>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {}

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
      const latest = new Date(Math.max(...chunk.map(([, at]) => at.getTime())));
      const ids = chunk.map(([id]) => id);
      // greatest(): a batch never moves a session's last visit back in time.
      await this.db
        .update(sessions)
        .set({ lastSeenAt: sql`greatest(${sessions.lastSeenAt}, ${latest.toISOString()}::timestamptz)` })
        .where(inArray(sessions.id, ids));
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
