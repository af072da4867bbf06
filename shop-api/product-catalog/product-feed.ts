import { and, asc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductImage } from '@schaufenster/shared/api';
import type { Database } from '../../server-kit/db/database';
import { brands, products } from '../../server-kit/db/schema';
import { loadProducts, productGallery, type ProductLinks } from './product-view';

/** Products per feed page unless the caller asks for another number. */
export const FEED_DEFAULT_LIMIT = 100;

/** The most products one feed page holds (`limit` above it is refused with 422). */
export const FEED_MAX_LIMIT = 500;

/**
 * How far before a page's `generatedAt` the next import should start (`nextUpdatedSince`): a change whose transaction
 * began before a feed was read and committed after it carries the earlier time; the overlap catches it again.
 */
export const FEED_OVERLAP_MS = 60_000;

/** A product as the feed and the lookup by slug carry it: the API's product and what a product page shows beside it. */
export interface FeedProduct extends Product {
  slug: string;
  description: string;
  images: ProductImage[];
  /** Whether any size is in stock when the feed was read (the buy box reads stock live). */
  available: boolean;
  /** When the product, its brand or its category last changed (ISO 8601). */
  updatedAt: string;
}

/** One page of the feed. */
export interface FeedPage {
  products: FeedProduct[];
  /** The next page's path and query, or null on the last page. */
  next: string | null;
  /** When this page was read (ISO 8601). */
  generatedAt: string;
  /** What the next incremental import passes as `updatedSince`: generatedAt less FEED_OVERLAP_MS. */
  nextUpdatedSince: string;
}

/** Where a feed page starts and what it holds. */
export interface FeedQuery {
  /** The id of the last product of the previous page. */
  after?: string;
  limit?: number;
  /** Only products changed at or after this time. */
  updatedSince?: Date;
}

/** Loads the feed products of `ids` (unknown ids skipped), in the order of `ids`. */
export async function loadFeedProducts(db: Database, ids: readonly string[], links: ProductLinks): Promise<FeedProduct[]> {
  if (ids.length === 0) return [];
  const [details, views] = await Promise.all([
    db.select({ id: products.id, slug: products.slug, description: products.description, updatedAt: products.updatedAt }).from(products).where(inArray(products.id, [...ids])),
    loadProducts(db, ids, links),
  ]);
  const detailsById = new Map(details.map((row) => [row.id, row]));
  return views.flatMap((view) => {
    const detail = detailsById.get(view.id);
    if (!detail) return [];
    return [{
      ...view,
      slug: detail.slug,
      description: detail.description,
      images: productGallery(view, links.imageOrigin),
      available: view.variations.some((variation) => variation.availability.type === 'inStock'),
      updatedAt: detail.updatedAt.toISOString(),
    }];
  });
}

/** The path of a feed page, with the query that reads it. */
export function feedPagePath(path: string, query: FeedQuery): string {
  const params = new URLSearchParams();
  if (query.after !== undefined) params.set('after', query.after);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.updatedSince !== undefined) params.set('updatedSince', query.updatedSince.toISOString());
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * One page of every product in the order of their ids, from the one after `after` on: a CMS that follows `next` to
 * the end has read every product exactly once, whatever is added or changed meanwhile (keyset paging, no offsets).
 */
export async function readFeedPage(db: Database, path: string, query: FeedQuery, links: ProductLinks): Promise<FeedPage> {
  // The database's clock, which writes updated_at, read before the page: a change after it is in the next import.
  const now = await databaseTime(db);
  const limit = Math.min(FEED_MAX_LIMIT, Math.max(1, query.limit ?? FEED_DEFAULT_LIMIT));
  const conditions: SQL[] = [];
  if (query.after !== undefined) conditions.push(gt(products.id, query.after));
  if (query.updatedSince !== undefined) conditions.push(gte(products.updatedAt, query.updatedSince));
  // One more than the page holds: whether a next page exists, without counting.
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(...conditions))
    .orderBy(asc(products.id))
    .limit(limit + 1);
  const pageIds = rows.slice(0, limit).map((row) => row.id);
  const last = pageIds.at(-1);
  return {
    products: await loadFeedProducts(db, pageIds, links),
    next: rows.length > limit && last !== undefined ? feedPagePath(path, { ...query, after: last, limit }) : null,
    generatedAt: now.toISOString(),
    nextUpdatedSince: new Date(now.getTime() - FEED_OVERLAP_MS).toISOString(),
  };
}

/** The database server's time now (its clock writes updated_at). */
async function databaseTime(db: Database): Promise<Date> {
  const [row] = await db.select({ ms: sql<number>`(extract(epoch from clock_timestamp()) * 1000)::float8` }).from(sql`(select 1) as clock`);
  return new Date(Math.floor(Number(row?.ms)));
}

/** The feed product of a slug, or undefined. */
export async function productBySlug(db: Database, slug: string, links: ProductLinks): Promise<FeedProduct | undefined> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) return undefined;
  const [product] = await loadFeedProducts(db, [row.id], links);
  return product;
}
