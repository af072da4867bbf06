import { backgroundDatabaseOf, catalogChangesOf, type Database } from '../../../server-kit/db/database';
import { within } from '../../../server-kit/db/within';
import { CatalogIndex } from './catalog-index';
import type { CatalogRows } from './catalog-rows';
import { readIndexSnapshot, writeIndexSnapshot } from './index-snapshot';

/**
 * After a catalog change a search waits this long for the new index (a few hundred milliseconds for the demo
 * catalog), then answers from the one before; so does every search while a build hangs on a database that stalled.
 */
export const STALE_INDEX_WAIT_MS = 1000;

/** After a failed build (the database is away), the next one is tried no sooner than this: searches go on meanwhile. */
export const INDEX_RETRY_MS = 1000;

/** A database's index: the last one built, and whether the catalog changed since (then the next search builds anew). */
interface Holder {
  /**
   * The newest index built, the change generation it was read at, when its read began (ms since the epoch), and
   * whether it came from the snapshot on disk rather than the database.
   */
  current: { index: CatalogIndex; ready: Promise<CatalogIndex>; generation: number; readAt: number; fromSnapshot?: true } | undefined;
  /** Moves with every announced change (a lost listening connection counts as one). */
  generation: number;
  /** The build under way for the current generation, and when it began. */
  building: { build: Promise<CatalogIndex>; startedAt: number } | undefined;
  /** When the last build failed, if it did. */
  failedAt: number | undefined;
}

const holders = new WeakMap<Database, Holder>();

/** Where a database's index is kept on disk after each build, and whose catalog it is (index-snapshot.ts). */
export interface SnapshotPlace {
  dir: string;
  source: string;
  /** A snapshot could not be written (the disk is full, the folder not writable): searches go on without it. */
  onError: (error: unknown) => void;
}

/** Per database: where its snapshots go, and the rows waiting to be written while a write runs. */
const snapshots = new WeakMap<Database, { place: SnapshotPlace; writing: boolean; next?: { rows: CatalogRows; readAt: number } }>();

/** Keeps the index of `db` on disk after each build, for a start while the database is away (restoreIndexSnapshot). */
export function keepIndexSnapshots(db: Database, place: SnapshotPlace): void {
  snapshots.set(db, { place, writing: false });
}

/** Writes one build's rows; a build that ends while a write runs is written after it (only the newest). */
function saveSnapshot(db: Database, rows: CatalogRows, readAt: number): void {
  const snapshot = snapshots.get(db);
  if (!snapshot) return;
  snapshot.next = { rows, readAt };
  if (snapshot.writing) return;
  snapshot.writing = true;
  void (async () => {
    for (let next = snapshot.next; next; next = snapshot.next) {
      snapshot.next = undefined;
      await writeIndexSnapshot(snapshot.place.dir, { source: snapshot.place.source, ...next }).catch(snapshot.place.onError);
    }
    snapshot.writing = false;
  })();
}

/**
 * Answers searches (and product pages) from the snapshot on disk until the first build from the database ends: for a
 * start while the database is away. False when there is none usable (absent, damaged, of another version or
 * database), or an index is there already; then searches wait for the database as before.
 */
export async function restoreIndexSnapshot(db: Database): Promise<boolean> {
  const place = snapshots.get(db)?.place;
  const snapshot = place && (await readIndexSnapshot(place.dir, place.source));
  const holder = holderOf(db);
  if (!snapshot || holder.current) return false;
  const index = CatalogIndex.fromRows(snapshot.rows);
  // Generation -1: older than anything announced, so the first search after the database is back builds anew.
  holder.current = { index, ready: Promise.resolve(index), generation: -1, readAt: snapshot.readAt, fromSnapshot: true };
  return true;
}

/** Whether the index of `db` was built from the database at least once (not only restored from its snapshot). */
export function indexBuiltFromDatabase(db: Database): boolean {
  const current = holders.get(db)?.current;
  return current !== undefined && current.fromSnapshot === undefined;
}

function holderOf(db: Database): Holder {
  let holder = holders.get(db);
  if (!holder) {
    const created: Holder = { current: undefined, generation: 0, building: undefined, failedAt: undefined };
    catalogChangesOf(db)?.subscribe(() => {
      created.generation += 1;
      // A build begun before the change may miss it: the next search starts another.
      created.building = undefined;
    });
    holders.set(db, (holder = created));
  }
  return holder;
}

function startBuild(db: Database, holder: Holder): Promise<CatalogIndex> {
  const generation = holder.generation;
  const readAt = Date.now();
  // Read on the background pool: a large catalog's read takes longer than a request's statement timeout.
  const build = CatalogIndex.load(backgroundDatabaseOf(db), (rows) => saveSnapshot(db, rows, readAt));
  const building = { build, startedAt: readAt };
  holder.building = building;
  build.then(
    (index) => {
      if (holder.building === building) holder.building = undefined;
      holder.failedAt = undefined;
      // An older build that ends after a newer one never replaces it.
      if (!holder.current || generation >= holder.current.generation) holder.current = { index, ready: build, generation, readAt };
    },
    () => {
      if (holder.building === building) holder.building = undefined;
      holder.failedAt = Date.now();
    },
  );
  return build;
}

/**
 * The in-memory search index of `db`, following the catalog. A catalog change makes the next search build it again
 * (requests that arrive meanwhile share that build). The first build is waited for; after that a search waits at
 * most STALE_INDEX_WAIT_MS for a newer index and otherwise answers from the last one, so search keeps answering while
 * the database is away (a rebuild then fails or stalls) and is current again once it is back: builds are retried,
 * at most once per INDEX_RETRY_MS.
 */
export function catalogIndexOf(db: Database): Promise<CatalogIndex> {
  const holder = holderOf(db);
  const current = holder.current;
  if (current && current.generation === holder.generation) return current.ready;
  if (!current) return holder.building?.build ?? startBuild(db, holder);
  let building = holder.building;
  if (!building) {
    if (holder.failedAt !== undefined && Date.now() - holder.failedAt < INDEX_RETRY_MS) return current.ready;
    startBuild(db, holder);
    building = holder.building;
  }
  const wait = building ? STALE_INDEX_WAIT_MS - (Date.now() - building.startedAt) : 0;
  if (!building || wait <= 0) return current.ready;
  return within(building.build, wait, 'the search index').catch(() => holder.current?.index ?? current.index);
}

/** The index of `db` built from the database (a build under way or a new one while only the snapshot's is there). */
export function indexFromDatabase(db: Database): Promise<CatalogIndex> {
  if (indexBuiltFromDatabase(db)) return catalogIndexOf(db);
  const holder = holderOf(db);
  return holder.building?.build ?? startBuild(db, holder);
}

/** The index that answers searches now, if one was built: never waits for a build (nor for the database). */
export function currentIndexOf(db: Database): CatalogIndex | undefined {
  return holders.get(db)?.current?.index;
}

/** How current the index that answers searches is: seconds since its catalog was read, and whether the catalog changed since. */
export interface SearchIndexState {
  ageSeconds: number;
  /** A change was announced after the read (the next search builds anew; until that build ends, searches use this one). */
  behind: boolean;
}

/** The state of `db`'s search index, for the metrics; undefined before the first build (or with another search engine). */
export function searchIndexStateOf(db: Database, now = Date.now()): SearchIndexState | undefined {
  const holder = holders.get(db);
  if (!holder?.current) return undefined;
  return { ageSeconds: (now - holder.current.readAt) / 1000, behind: holder.current.generation !== holder.generation };
}
