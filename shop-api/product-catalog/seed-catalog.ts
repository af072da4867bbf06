import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../server-kit/db/database';
import { brands, categories, helpPages, products, variations } from '../../server-kit/db/schema';
import { buildCatalog, CATALOG_SEED, MIN_PRODUCTS } from './build-catalog';
import type { HelpPageRow } from './help-pages';
import { insertRows } from './insert-rows';

/** Rows per INSERT: few round trips, and statements small enough to keep memory use low. */
const BATCH_SIZE = 500;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertInBatches<Table extends PgTable>(tx: Transaction, table: Table, rows: ReadonlyArray<Table['$inferInsert']>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) await insertRows(tx, table, rows.slice(start, start + BATCH_SIZE));
}

/** The advisory lock seeding runs under: processes starting together on one PostgreSQL seed once. */
const SEED_LOCK = 0x5346_5345_4544n;

/** What a seed run did. */
export interface SeedResult {
  seeded: boolean;
  products: number;
}

/**
 * Fills brands, categories, products, variations and help pages with the deterministic demo catalog of at least
 * `minProducts` products and the CMS's `helpPages` (the search finds them), in one transaction; does nothing when
 * products exist already.
 */
export async function seedCatalog(db: Database, { minProducts = MIN_PRODUCTS, helpPages: pages }: { minProducts?: number; helpPages: HelpPageRow[] }): Promise<SeedResult> {
  return db.transaction(async (tx: Transaction) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK.toString()}::bigint)`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if ((existing?.count ?? 0) > 0) return { seeded: false, products: existing?.count ?? 0 };
    const catalog = buildCatalog(CATALOG_SEED, minProducts);
    await insertInBatches(tx, brands, catalog.brands);
    await insertInBatches(tx, categories, catalog.categories);
    await insertInBatches(tx, products, catalog.products);
    await insertInBatches(tx, variations, catalog.variations);
    // Help pages may exist without products (seeded by hand); their paths are unique, so keep what is there.
    if (pages.length > 0) await tx.insert(helpPages).values(pages).onConflictDoNothing();
    return { seeded: true, products: catalog.products.length };
  });
}
