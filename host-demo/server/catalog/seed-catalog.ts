import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brands, categories, helpPages, products, variations } from '../db/schema';
import { buildCatalog } from './build-catalog';
import { buildHelpPages } from './help-pages';

/** Rows per INSERT: few round trips, far below PostgreSQL's 65,535 parameters per statement. */
const BATCH_SIZE = 500;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertInBatches<Row>(rows: readonly Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) await insert(rows.slice(start, start + BATCH_SIZE));
}

/** What a seed run did. */
export interface SeedResult {
  seeded: boolean;
  products: number;
}

/**
 * Fills brands, categories, products, variations and help pages with the deterministic demo catalog,
 * in one transaction; does nothing when products exist already.
 */
export async function seedCatalog(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx: Transaction) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if ((existing?.count ?? 0) > 0) return { seeded: false, products: existing?.count ?? 0 };
    const catalog = buildCatalog();
    await insertInBatches(catalog.brands, (batch) => tx.insert(brands).values(batch));
    await insertInBatches(catalog.categories, (batch) => tx.insert(categories).values(batch));
    await insertInBatches(catalog.products, (batch) => tx.insert(products).values(batch));
    await insertInBatches(catalog.variations, (batch) => tx.insert(variations).values(batch));
    // Help pages may exist without products (seeded by hand); their paths are unique, so keep what is there.
    await tx.insert(helpPages).values(buildHelpPages()).onConflictDoNothing();
    return { seeded: true, products: catalog.products.length };
  });
}
