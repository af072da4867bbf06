import { backgroundDatabaseOf, catalogChangesOf, type Database } from '../../db/database';
import { CatalogIndex } from './catalog-index';

/** A database's index: built on first use, built again after every catalog change the database announces. */
interface Holder {
  index: Promise<CatalogIndex> | undefined;
  generation: number;
}

const holders = new WeakMap<Database, Holder>();

function holderOf(db: Database): Holder {
  let holder = holders.get(db);
  if (!holder) {
    const created: Holder = { index: undefined, generation: 0 };
    catalogChangesOf(db)?.subscribe(() => {
      created.generation += 1;
      created.index = undefined;
    });
    holders.set(db, (holder = created));
  }
  return holder;
}

/**
 * The current in-memory search index of `db`. Requests that arrive while it is being built share that build; a
 * catalog change drops it, so the next search reads the catalog again. A failed build is not kept.
 */
export function catalogIndexOf(db: Database): Promise<CatalogIndex> {
  const holder = holderOf(db);
  if (holder.index) return holder.index;
  const generation = holder.generation;
  // Read on the background pool: a large catalog's read takes longer than a request's statement timeout.
  const build = CatalogIndex.load(backgroundDatabaseOf(db));
  holder.index = build;
  build.catch(() => {
    if (holder.index === build && holder.generation === generation) holder.index = undefined;
  });
  return build;
}
