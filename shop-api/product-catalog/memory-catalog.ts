import { PAGE_SIZE, listingPageCount, listingPageNumber, type ListingOrder, type ListingPage, type ListingScope } from './listing-page';
import type { CatalogProductRow } from './search-engine/catalog-rows';

/** A product as the in-memory catalog keeps it for pages: its row without the lexemes. */
export type MemoryProduct = Omit<CatalogProductRow, 'search'>;

const byIdDescending = (a: MemoryProduct, b: MemoryProduct) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The listing orders of list-products.ts: newest (highest id) first, or by price with ties newest first. */
const ORDERS: Readonly<Record<ListingOrder, (a: MemoryProduct, b: MemoryProduct) => number>> = {
  default: byIdDescending,
  'price-asc': (a, b) => a.priceCents - b.priceCents || byIdDescending(a, b),
  'price-desc': (a, b) => b.priceCents - a.priceCents || byIdDescending(a, b),
};

/**
 * The catalog as of the search index's last build, for product pages and listings while the database is away: the
 * same products, prices and orders as the database's queries give, without a query.
 */
export class MemoryCatalog {
  private readonly bySlug: ReadonlyMap<string, MemoryProduct>;

  constructor(private readonly rows: readonly MemoryProduct[]) {
    this.bySlug = new Map(rows.map((row) => [row.slug, row]));
  }

  /** The product of a product page's slug; undefined for one the catalog did not hold. */
  product(slug: string): MemoryProduct | undefined {
    return this.bySlug.get(slug);
  }

  /** The brand of a brand page's slug, if a product of the catalog has it. */
  brand(slug: string): MemoryProduct['brand'] | undefined {
    return this.rows.find((row) => row.brand.slug === slug)?.brand;
  }

  /** One page of a listing as listProducts lists it from the database (a page past the end is empty). */
  list(scope: ListingScope, { order = 'default', page, pageSize = PAGE_SIZE }: { order?: ListingOrder; page?: number; pageSize?: number }): ListingPage<MemoryProduct> {
    const current = listingPageNumber(page);
    const matches = this.rows
      .filter(
        (row) =>
          (!scope.gender || row.gender === scope.gender) &&
          (!scope.outlet || row.originalPriceCents !== null) &&
          (!scope.brandSlug || row.brand.slug === scope.brandSlug),
      )
      .sort(ORDERS[order]);
    const products = matches.slice((current - 1) * pageSize, current * pageSize);
    return { products, total: matches.length, page: current, pageSize, pageCount: listingPageCount(matches.length, pageSize) };
  }
}
