import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server-kit/db/database';
import { brands, helpPages, products } from '../../../server-kit/db/schema';
import type { HelpPageType } from '../help-pages';
import { germanPrefixQuery, prefixQueryText } from '../search-query';
import type { HelpRow, ProductRow } from './catalog-index';

/** How many matching products the bounded SQL search ranks at most. */
export const RANKED_CANDIDATES = 500;

/**
 * The search in PostgreSQL: GIN-indexed prefix tsquery, ts_rank over every match (`bounded`: over the first
 * RANKED_CANDIDATES matches only, which is faster on short prefixes but may miss better hits beyond them).
 */
export async function searchInDatabase(
  db: Database,
  text: string,
  limit: number,
  { bounded = false }: { bounded?: boolean } = {},
): Promise<{ products: ProductRow[]; help: HelpRow[] }> {
  const queryText = prefixQueryText(text);
  if (queryText === null) return { products: [], help: [] };
  const tsquery = germanPrefixQuery(queryText);
  const helpRank = sql<number>`ts_rank(${helpPages.search}, ${tsquery})`;
  const productRank = sql<number>`ts_rank(${products.search}, ${tsquery})`;
  const matching = bounded
    ? sql`${products.id} IN (SELECT id FROM products WHERE search @@ ${tsquery} LIMIT ${RANKED_CANDIDATES})`
    : sql`${products.search} @@ ${tsquery}`;
  const [help, productRows] = await Promise.all([
    db
      .select({ path: helpPages.path, title: helpPages.title, type: helpPages.type })
      .from(helpPages)
      .where(sql`${helpPages.search} @@ ${tsquery}`)
      .orderBy(desc(helpRank), helpPages.path),
    db
      .select({ id: products.id, slug: products.slug, name: products.name, priceCents: products.priceCents, brand: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(matching)
      .orderBy(desc(productRank), desc(products.id))
      .limit(limit),
  ]);
  return { products: productRows, help: help.map((row) => ({ ...row, type: row.type as HelpPageType })) };
}
