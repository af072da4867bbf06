import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../server/db/database';
import { brands, products } from '../server/db/schema';
import { listingOrder, listProducts } from '../server/catalog/list-products';
import { loadProducts } from '../server/catalog/product-view';
import { searchCatalog } from '../server/catalog/search';
import { formatPrice } from '@schaufenster/shared/api';
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

/** Loads what catalog pages show: listings, the brand list, brand pages and product pages. */
export interface CatalogPages {
  /**
   * Template data of a page of the page table (listings and the brand list; {} for the rest); `presets`
   * are the session's catalog presets, which a listing without sort or filter parameters starts with.
   */
  pageData(page: Page, query: Record<string, unknown>, presets?: unknown): Promise<Record<string, unknown>>;
  brandPage(slug: string, query: Record<string, unknown>, presets?: unknown): Promise<CatalogPage | null>;
  productPage(slug: string): Promise<CatalogPage | null>;
  /** A product page as a CMS builds it from the feed: nothing but the product view by id (null: no such product). */
  productViewPage(id: string): Promise<CatalogPage | null>;
}

/** Catalog pages over `db`, with product images from `imageOrigin`. */
export function createCatalogPages(db: Database, imageOrigin: string): CatalogPages {
  async function loadListing(path: string, source: ListingSource, query: Record<string, unknown>, presets: unknown): Promise<ListingView> {
    const choice = listingChoice(query, presets);
    const filter = {
      gender: source.gender,
      // The sale filter narrows a listing to reduced items, which is what the outlet lists anyway.
      outlet: source.outlet === true || choice.sale,
      brandSlug: source.brandSlug,
      order: listingOrder(choice.sort),
      imageOrigin,
    };
    let listing = await listProducts(db, { ...filter, page: queryPage(query) });
    // A page past the end (an old link) shows the last page rather than nothing.
    if (listing.products.length === 0 && listing.page > listing.pageCount) listing = await listProducts(db, { ...filter, page: listing.pageCount });
    return {
      listName: source.listName,
      total: listing.total,
      tiles: productTiles(listing.products, (listing.page - 1) * listing.pageSize),
      controls: listingControls(path, choice, { outlet: source.outlet }),
      pager: buildPager(path, choiceParams(choice), listing.page, listing.pageCount),
    };
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
    async pageData(entry, query, presets) {
      if (entry.listing) return { listing: await loadListing(entry.path, entry.listing, query, presets) };
      if (entry.template === 'brands') return { brands: await loadBrands() };
      if (entry.template === 'faq') return { helpHits: await searchHelp(queryText(query, 'fq')) };
      return {};
    },

    async brandPage(slug, query, presets) {
      const [brand] = await db.select().from(brands).where(eq(brands.slug, slug));
      if (!brand) return null;
      const source: ListingSource = { listName: `Marke: ${brand.name}`, brandSlug: brand.slug };
      const brandPage = page({ id: 'brand', path: `/marken/${brand.slug}/`, title: brand.name, template: 'listing', listing: source });
      return { page: brandPage, data: { listing: await loadListing(brandPage.path, source, query, presets) } };
    },

    async productPage(slug) {
      const [row] = await db
        .select({ id: products.id, description: products.description, brandSlug: brands.slug })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(eq(products.slug, slug));
      const [product] = row ? await loadProducts(db, [row.id], { imageOrigin }) : [];
      if (!row || !product) return null;
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
