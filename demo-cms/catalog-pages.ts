import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../server-kit/db/database';
import { brands, products } from '../server-kit/db/schema';
import { databaseOutageCause } from '../server-kit/db/database-outage';
import { listingOrder, listProducts } from '../shop-api/product-catalog/list-products';
import type { ListingOrder, ListingPage, ListingScope } from '../shop-api/product-catalog/listing-page';
import type { MemoryCatalog, MemoryProduct } from '../shop-api/product-catalog/memory-catalog';
import { loadProducts, productOf } from '../shop-api/product-catalog/product-view';
import { currentIndexOf } from '../shop-api/product-catalog/search-engine/catalog-index-store';
import { searchCatalog } from '../shop-api/product-catalog/search';
import { formatPrice, type Product } from '@schaufenster/shared/api';
import { choiceParams, listingChoice, listingControls, type ListingControlsView } from './listing-controls';
import { buildPager, type Pager } from './pager';
import { productTiles, type ProductTile } from './product-tiles';
import { queryPage, queryText } from './query-params';
import { page, type ListingSource, type Page } from './routes';

/** What a listing template shows: tiles, their list name, the total, the sort and filter controls and the pager. */
export interface ListingView {
  listName: string;
  total: number;
  tiles: ProductTile[];
  controls: ListingControlsView;
  pager: Pager | null;
}

/** A page made from catalog data, with what its template needs. */
export interface CatalogPage {
  page: Page;
  data: Record<string, unknown>;
}

/** Answers made from the in-memory catalog while the database was away (their pages render without the shopper). */
const fromMemory = new WeakSet<object>();

/** Whether a page's data or catalog page was made from the in-memory catalog because the database was away. */
export function madeFromMemory(answer: object | null): boolean {
  return answer !== null && fromMemory.has(answer);
}

/**
 * Loads what catalog pages show: listings, the brand list, brand pages and product pages. While the database is away,
 * product pages, listings and brand pages are made from the in-memory catalog (the search index's last build) when it
 * holds them; anything else fails with the outage's error, for the German error page.
 */
export interface CatalogPages {
  /**
   * Template data of a page of the page table (listings and the brand list; {} for the rest); `presets`
   * are the session's catalog presets, which a listing without sort or filter parameters starts with.
   * `outage`: the error that showed the database away already during this request (not asked again).
   */
  pageData(page: Page, query: Record<string, unknown>, presets?: unknown, outage?: unknown): Promise<Record<string, unknown>>;
  brandPage(slug: string, query: Record<string, unknown>, presets?: unknown, outage?: unknown): Promise<CatalogPage | null>;
  productPage(slug: string): Promise<CatalogPage | null>;
  /** A product page as a CMS builds it from the feed: nothing but the product view by id (null: no such product). */
  productViewPage(id: string): Promise<CatalogPage | null>;
}

/** Catalog pages over `db`, with product images from `imageOrigin`. */
export function createCatalogPages(db: Database, imageOrigin: string): CatalogPages {
  /** One page of a listing: from the database, or from the in-memory catalog while it is away. */
  type ListProducts = (scope: ListingScope, order: ListingOrder, page: number) => Promise<ListingPage> | ListingPage;
  const fromDatabase: ListProducts = (scope, order, page) => listProducts(db, { ...scope, order, page, imageOrigin });
  const fromCatalog =
    (memory: MemoryCatalog): ListProducts =>
    (scope, order, page) => {
      const listing = memory.list(scope, { order, page });
      return { ...listing, products: listing.products.map((row) => productOf(row, { imageOrigin })) };
    };

  async function loadListing(path: string, source: ListingSource, query: Record<string, unknown>, presets: unknown, list = fromDatabase): Promise<ListingView> {
    const choice = listingChoice(query, presets);
    // The sale filter narrows a listing to reduced items, which is what the outlet lists anyway.
    const scope = { gender: source.gender, outlet: source.outlet === true || choice.sale, brandSlug: source.brandSlug };
    const order = listingOrder(choice.sort);
    let listing = await list(scope, order, queryPage(query));
    // A page past the end (an old link) shows the last page rather than nothing.
    if (listing.products.length === 0 && listing.page > listing.pageCount) listing = await list(scope, order, listing.pageCount);
    return {
      listName: source.listName,
      total: listing.total,
      tiles: productTiles(listing.products, (listing.page - 1) * listing.pageSize),
      controls: listingControls(path, choice, { outlet: source.outlet }),
      pager: buildPager(path, choiceParams(choice), listing.page, listing.pageCount),
    };
  }

  /**
   * Reads an answer from the database; when it is away (or `outage` says so already), makes it of the in-memory
   * catalog instead. What the catalog does not hold (undefined) fails with the outage, as without it.
   */
  async function orFromMemory<T extends object | null>(outage: unknown, read: () => Promise<T>, make: (memory: MemoryCatalog) => Promise<T | undefined>): Promise<T> {
    let failure = outage;
    if (failure === undefined) {
      try {
        return await read();
      } catch (error) {
        if (!databaseOutageCause(error)) throw error;
        failure = error;
      }
    }
    const memory = currentIndexOf(db)?.memory;
    const answer = memory && (await make(memory));
    if (answer === undefined || answer === null) throw failure;
    fromMemory.add(answer);
    return answer;
  }

  function productPageOf(product: Product, row: { description: string; brandSlug: string }, slug: string): CatalogPage {
    const { salesPrice, originalPrice } = product.summary.price;
    const data = {
      product,
      description: row.description,
      brandHref: `/marken/${row.brandSlug}/`,
      price: formatPrice(salesPrice.amount),
      originalPrice: originalPrice && formatPrice(originalPrice.amount),
      sizes: product.variations.map((variation) => ({ label: variation.size.label, soldOut: variation.availability.type === 'outOfStock' })),
      // The minicart/buy-button widget validates its props as { product } (widgets/minicart/props.ts).
      buyButtonProps: { product },
    };
    return { page: page({ id: 'product', path: product.path ?? `/p/${slug}/`, title: product.summary.name, template: 'product' }), data };
  }

  function brandPageOf(brand: MemoryProduct['brand']): { source: ListingSource; page: Page } {
    const source: ListingSource = { listName: `Marke: ${brand.name}`, brandSlug: brand.slug };
    return { source, page: page({ id: 'brand', path: `/marken/${brand.slug}/`, title: brand.name, template: 'listing', listing: source }) };
  }

  /** The help pages matching a help search (`/faq/?fq=`); null when nothing was searched. */
  async function searchHelp(fq: string) {
    if (fq === '') return null;
    const { groups } = await searchCatalog(db, fq, { limit: 50 });
    return groups.filter((group) => group.type !== 'PRODUCT').flatMap((group) => group.results);
  }

  async function loadBrands() {
    const rows = await db
      .select({ name: brands.name, slug: brands.slug, count: count(products.id) })
      .from(brands)
      .leftJoin(products, eq(products.brandId, brands.id))
      .groupBy(brands.id)
      .orderBy(asc(brands.name));
    // The database may sort by bytes; shoppers expect German alphabetical order.
    return rows.sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }

  return {
    async pageData(entry, query, presets, outage) {
      const listing = entry.listing;
      if (listing) {
        return orFromMemory(
          outage,
          async () => ({ listing: await loadListing(entry.path, listing, query, presets) }),
          async (memory) => ({ listing: await loadListing(entry.path, listing, query, presets, fromCatalog(memory)) }),
        );
      }
      if (outage !== undefined) throw outage;
      if (entry.template === 'brands') return { brands: await loadBrands() };
      if (entry.template === 'faq') return { helpHits: await searchHelp(queryText(query, 'fq')) };
      return {};
    },

    async brandPage(slug, query, presets, outage) {
      const listBrand = async (brand: MemoryProduct['brand'] | undefined, list?: ListProducts) => {
        if (!brand) return null;
        const found = brandPageOf(brand);
        return { page: found.page, data: { listing: await loadListing(found.page.path, found.source, query, presets, list) } };
      };
      return orFromMemory(
        outage,
        async () => listBrand((await db.select().from(brands).where(eq(brands.slug, slug)))[0]),
        async (memory) => (await listBrand(memory.brand(slug), fromCatalog(memory))) ?? undefined,
      );
    },

    async productPage(slug) {
      return orFromMemory(
        undefined,
        async () => {
          const [row] = await db
            .select({ id: products.id, description: products.description, brandSlug: brands.slug })
            .from(products)
            .innerJoin(brands, eq(brands.id, products.brandId))
            .where(eq(products.slug, slug));
          const [product] = row ? await loadProducts(db, [row.id], { imageOrigin }) : [];
          return row && product ? productPageOf(product, row, slug) : null;
        },
        async (memory) => {
          const row = memory.product(slug);
          return row && productPageOf(productOf(row, { imageOrigin }), { description: row.description, brandSlug: row.brand.slug }, slug);
        },
      );
    },

    async productViewPage(id) {
      const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, id));
      if (!row) return null;
      // The minicart/product-view widget takes the id alone (widgets/minicart/props.ts); the server looks the rest up.
      const data = { productViewProps: { productId: id } };
      return { page: page({ id: 'product-view', path: `/produktansicht/${id}/`, title: row.name, template: 'product-view' }), data };
    },
  };
}
