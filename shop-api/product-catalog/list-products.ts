import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '@schaufenster/shared/api/listing-sort';
import type { Database } from '../../server-kit/db/database';
import { brands, products } from '../../server-kit/db/schema';
import { loadProducts } from './product-view';
import { PAGE_SIZE, listingPageCount, listingPageNumber, type ListingOrder, type ListingPage, type ListingScope } from './listing-page';
import { germanPrefixQuery, prefixQueryText } from './search-query';

/** What a listing shows: an area, the outlet, a brand, search hits, or any mix of them. */
export interface ListingFilter extends ListingScope {
  query?: string;
}

const ORDERS: Readonly<Record<ListingSort, ListingOrder>> = { empfohlen: 'default', 'preis-aufsteigend': 'price-asc', 'preis-absteigend': 'price-desc' };

/** The order the catalog query lists by for a sort of the page address (`?sort=preis-aufsteigend`). */
export function listingOrder(sort: ListingSort): ListingOrder {
  return ORDERS[sort];
}

interface ListingOptions extends ListingFilter {
  order?: ListingOrder;
  page?: number;
  pageSize?: number;
  imageOrigin?: string;
  /** The pattern of product page paths (`PRODUCT_PATH`); the demo's by default. */
  productPath?: string;
}

/**
 * Lists products matching every given filter: newest first, or best search hits first when a query is given,
 * or by price (ties newest first); a query without any letters or digits finds nothing.
 */
export async function listProducts(db: Database, options: ListingOptions): Promise<ListingPage> {
  const { gender, outlet, brandSlug, query, order: sort = 'default', pageSize = PAGE_SIZE, imageOrigin, productPath } = options;
  const page = listingPageNumber(options.page);
  const queryText = query?.trim() ? prefixQueryText(query) : undefined;
  if (queryText === null) return { products: [], total: 0, page, pageSize, pageCount: 1 };
  const tsquery = queryText === undefined ? undefined : germanPrefixQuery(queryText);
  const conditions: SQL[] = [];
  if (gender) conditions.push(eq(products.gender, gender));
  if (outlet) conditions.push(isNotNull(products.originalPriceCents));
  if (brandSlug) conditions.push(eq(brands.slug, brandSlug));
  if (tsquery) conditions.push(sql`${products.search} @@ ${tsquery}`);
  const where = and(...conditions);
  const [totals] = await db.select({ total: count() }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(where);
  const total = totals?.total ?? 0;
  const byDefault = tsquery ? [desc(sql`ts_rank(${products.search}, ${tsquery})`), desc(products.id)] : [desc(products.id)];
  const order = sort === 'price-asc' ? [asc(products.priceCents), desc(products.id)] : sort === 'price-desc' ? [desc(products.priceCents), desc(products.id)] : byDefault;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const items = await loadProducts(db, rows.map((row) => row.id), { imageOrigin, productPath });
  return { products: items, total, page, pageSize, pageCount: listingPageCount(total, pageSize) };
}
