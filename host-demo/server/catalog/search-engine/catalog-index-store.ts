import { backgroundDatabaseOf, catalogChangesOf, type Database } from '../../db/database';
import { within } from '../../db/within';
import { CatalogIndex } from './catalog-index';

/**
 * After a catalog change a search waits this long for the new index (a few hundred milliseconds for the demo
 * catalog), then answers from the one before; so does every search while a build hangs on a database that stalled.
 */
export const STALE_INDEX_WAIT_MS = 1000;

/** After a failed build (the database is away), the next one is tried no sooner than this: searches go on meanwhile. */
export const INDEX_RETRY_MS = 1000;

/** A database's index: the last one built, and whether the catalog changed since (then the next search builds anew). */
interface Holder {
  /** The newest index built, the change generation it was read at, and when its read began (ms since the epoch). */
  current: { index: CatalogIndex; ready: Promise<CatalogIndex>; generation: number; readAt: number } | undefined;
  /** Moves with every announced change (a lost listening connection counts as one). */
  generation: number;
  /** The build under way for the current generation, and when it began. */
  building: { build: Promise<CatalogIndex>; startedAt: number } | undefined;
  /** When the last build failed, if it did. */
  failedAt: number | undefined;
}

const holders = new WeakMap<Database, Holder>();

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
  const build = CatalogIndex.load(backgroundDatabaseOf(db));
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
