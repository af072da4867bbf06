import type { SessionChange } from '../../server-kit/db/session-change-feed';

/** Most sessions one process keeps in memory; the oldest entry makes room for a new one. */
export const SESSION_CACHE_MAX_ENTRIES = 50_000;

/** A cached row carries the user it belongs to, so a change of that user's names reaches it. */
interface CachedRow {
  userId: string | null;
}

/**
 * The token lookups of one process, keyed by token hash. Entries hold the row as read (expiry timestamps included,
 * so the lifetime checks run on every hit). Every change the database announces removes the entries it touches;
 * a lookup that raced with a change is not stored (the generation moved while it read).
 */
export class SessionCache<Row extends CachedRow> {
  private readonly entries = new Map<string, Row>();
  /** Moves with every announced change: a read begun before it may have seen the old row. */
  private generation = 0;

  constructor(private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES) {}

  get size(): number {
    return this.entries.size;
  }

  /** The generation to hand back to `store` after a database read. */
  get readMark(): number {
    return this.generation;
  }

  get(tokenHash: string): Row | undefined {
    return this.entries.get(tokenHash);
  }

  /** Keeps a row read at `readMark`, unless a change was announced since (then it may be stale). */
  store(tokenHash: string, row: Row, readMark: number): void {
    if (readMark !== this.generation) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(tokenHash)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, row);
  }

  /** Drops one entry without moving the generation (nothing changed in the database; the entry was behind it). */
  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Applies one announced change. */
  apply(change: Pick<SessionChange, 'keys'>): void {
    this.generation += 1;
    if (change.keys === 'all') this.entries.clear();
    else {
      const users = new Set<string>();
      for (const key of change.keys) {
        if (key.startsWith('t:')) this.entries.delete(key.slice(2));
        else if (key.startsWith('u:')) users.add(key.slice(2));
      }
      if (users.size > 0) {
        for (const [hash, row] of this.entries) if (row.userId !== null && users.has(row.userId)) this.entries.delete(hash);
      }
    }
  }

  /** Forgets everything (the change feed was interrupted: changes may have been missed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

