import { desc, eq, sql } from 'drizzle-orm';
import type { SearchAnswer, SearchGroup, SearchHit } from '@schaufenster/shared/api';
import type { Database } from '../db/database';
import { brands, helpPages, products } from '../db/schema';
import { HELP_PAGE_TYPES } from './help-pages';
import { productImage, productPath } from './product-view';
import { germanPrefixQuery, prefixQueryText } from './search-query';

/** A product hit, with everything the overlay shows of it (the shared contract leaves these optional). */
export type ProductHit = Required<SearchHit>;

/** How many hits a search returns per group unless told otherwise. */
export const DEFAULT_SEARCH_LIMIT = 8;

/**
 * Full-text search over help pages and products (german stemming, every word matched as a prefix),
 * best hits first; help groups come first, in the order of HELP_PAGE_TYPES, then products; empty groups are left out.
 */
export async function searchCatalog(
  db: Database,
  query: string,
  { limit = DEFAULT_SEARCH_LIMIT, imageOrigin = '' }: { limit?: number; imageOrigin?: string } = {},
): Promise<SearchAnswer> {
  const queryText = prefixQueryText(query);
  if (queryText === null) return { groups: [] };
  const tsquery = germanPrefixQuery(queryText);
  const helpRank = sql<number>`ts_rank(${helpPages.search}, ${tsquery})`;
  const productRank = sql<number>`ts_rank(${products.search}, ${tsquery})`;
  const [helpRows, productRows] = await Promise.all([
    db
      .select({ path: helpPages.path, title: helpPages.title, type: helpPages.type })
      .from(helpPages)
      .where(sql`${helpPages.search} @@ ${tsquery}`)
      .orderBy(desc(helpRank), helpPages.path),
    db
      .select({ id: products.id, slug: products.slug, name: products.name, priceCents: products.priceCents, brand: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(sql`${products.search} @@ ${tsquery}`)
      .orderBy(desc(productRank), desc(products.id))
      .limit(limit),
  ]);
  const groups: SearchGroup[] = HELP_PAGE_TYPES.map((type) => ({
    type,
    results: helpRows.filter((row) => row.type === type).slice(0, limit).map(({ path, title }) => ({ path, title })),
  }));
  groups.push({
    type: 'PRODUCT',
    results: productRows.map((row) => ({
      path: productPath(row.slug),
      title: row.name,
      productId: row.id,
      brand: row.brand,
      price: row.priceCents,
      image: productImage(imageOrigin, row.id),
    })),
  });
  return { groups: groups.filter((group) => group.results.length > 0) };
}
