import { sessionChangesOf, type Database } from '../../server-kit/db/database';
import { SessionCache } from './session-cache';
import type { SessionRow } from './session-row';

const caches = new WeakMap<Database, SessionCache<SessionRow>>();

/** The session cache of a database, fed by its change feed; none for a handle without a feed. */
function cacheOf(db: Database): SessionCache<SessionRow> | undefined {
  const existing = caches.get(db);
  if (existing) return existing;
  const feed = sessionChangesOf(db);
  if (!feed) return undefined;
  const cache = new SessionCache<SessionRow>();
  feed.subscribe((change) => (change === 'reset' ? cache.clear() : cache.apply(change)));
  caches.set(db, cache);
  return cache;
}

/**
 * The session row of a token hash: from the cache when this process has applied every change committed so far
 * (so no process answers with a session another one has just logged in, out or rotated), else from the database.
 * The row's timestamps come along, so lifetime checks made on the row hold for cached rows too.
 */
export async function cachedLookup(
  db: Database,
  tokenHash: string,
  read: (db: Database, tokenHash: string) => Promise<SessionRow | undefined>,
): Promise<SessionRow | undefined> {
  const cache = cacheOf(db);
  if (!cache) return read(db, tokenHash);
  const hit = cache.get(tokenHash);
  const feed = sessionChangesOf(db);
  if (hit && feed && (await feed.isCurrent()) && cache.get(tokenHash) === hit) return hit;
  const mark = cache.readMark;
  const row = await read(db, tokenHash);
  if (row) cache.store(tokenHash, row, mark);
  return row;
}

/** Drops the cached row of a token hash (it proved older than the database's), so the next lookup reads afresh. */
export function forgetCachedSession(db: Database, tokenHash: string): void {
  caches.get(db)?.forget(tokenHash);
}
