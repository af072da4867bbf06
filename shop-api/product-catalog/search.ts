import type { SearchAnswer, SearchGroup, SearchHit } from '@schaufenster/shared/api';
import type { Database } from '../../server-kit/db/database';
import type { SearchEngine } from './search-engines';
import { HELP_PAGE_TYPES } from './help-pages';
import { DEMO_HELP_PATHS, helpPagePath, type HelpPaths } from './help-paths';
import { DEMO_PRODUCT_PATH, productPath } from './product-path';
import { productImage, type ProductLinks } from './product-view';
import { catalogIndexOf } from './search-engine/catalog-index-store';
import type { HelpRow, ProductRow } from './search-engine/catalog-index';
import { searchInDatabase } from './search-engine/sql-search';

/** A product hit, with everything the overlay shows of it (the shared contract leaves these optional). */
export type ProductHit = Required<SearchHit>;

/** How many hits a search returns per group unless told otherwise. */
export const DEFAULT_SEARCH_LIMIT = 8;

interface SearchOptions {
  limit?: number;
  imageOrigin?: string;
  /** The pattern of product page paths (`PRODUCT_PATH`); the demo's by default. */
  productPath?: string;
  /** Where help hits lead (`HELP_PATH`, `INFO_PATH`, `HELP_HOME_PATH`); the demo's pages by default. */
  helpPaths?: HelpPaths;
  engine?: SearchEngine;
}

/**
 * Full-text search over help pages and products (german stemming, every word matched as a prefix),
 * best hits first; help groups come first, in the order of HELP_PAGE_TYPES, then products; empty groups are left out.
 */
export async function searchCatalog(
  db: Database,
  query: string,
  { limit = DEFAULT_SEARCH_LIMIT, imageOrigin = '', productPath: pathPattern = DEMO_PRODUCT_PATH, helpPaths = DEMO_HELP_PATHS, engine = 'memory' }: SearchOptions = {},
): Promise<SearchAnswer> {
  const hits = engine === 'memory' ? (await catalogIndexOf(db)).search(query, limit) : await searchInDatabase(db, query, limit, { bounded: engine === 'postgres-bounded' });
  return searchAnswer(hits, limit, { imageOrigin, productPath: pathPattern }, helpPaths);
}

function searchAnswer({ products, help }: { products: ProductRow[]; help: HelpRow[] }, limit: number, links: ProductLinks, helpPaths: HelpPaths): SearchAnswer {
  const groups: SearchGroup[] = HELP_PAGE_TYPES.map((type) => ({
    type,
    results: help.filter((row) => row.type === type).slice(0, limit).map(({ path, title }) => ({ path: helpPagePath(type, path, helpPaths), title })),
  }));
  groups.push({
    type: 'PRODUCT',
    results: products.map((row) => ({
      path: productPath(row.slug, links.productPath),
      title: row.name,
      productId: row.id,
      brand: row.brand,
      price: row.priceCents,
      image: productImage(links.imageOrigin, row.id),
    })),
  });
  return { groups: groups.filter((group) => group.results.length > 0) };
}
