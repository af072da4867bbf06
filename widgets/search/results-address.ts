import { API, isListingSort, LISTING_PARAMS, MAX_QUERY_LENGTH, type ListingSort } from '@schaufenster/shared/api';
import { queryOfAddress } from '@schaufenster/shared/site';

/** The page parameter of the search route, as the demo's listings name it (page 1 has none: one address per page). */
export const PAGE_PARAM = 'page';

/** The sort a listing has without a `sort` parameter. */
const DEFAULT_SORT: ListingSort = 'empfohlen';

/** Any base: the page addresses here are paths with their query. */
const BASE = 'http://page.invalid';

/** What the shopper asked for, as the page's address says: the search text, the page and the sort. */
export interface ResultsAddress {
  query: string;
  page: number;
  sort: ListingSort;
}

/**
 * Reads the search text from the page's address by the site's search route (`/?s={query}`: `s`,
 * `/suche/?begriff={query}`: `begriff`, `/suche/{query}/`: the path), and the page and the sort beside it; a missing or broken one is the first
 * page in the listing's own order.
 */
export function readResultsAddress(pageUrl: string, searchRoute: string): ResultsAddress {
  const parameters = new URL(pageUrl, BASE).searchParams;
  const query = queryOfAddress(searchRoute, pageUrl).trim().slice(0, MAX_QUERY_LENGTH);
  const page = Number(parameters.get(PAGE_PARAM));
  const sort = parameters.get(LISTING_PARAMS.sort);
  return { query, page: Number.isSafeInteger(page) && page > 0 ? page : 1, sort: isListingSort(sort) ? sort : DEFAULT_SORT };
}

/**
 * The page's own address with another page or sort: every other parameter of the page stays (the search text, a
 * CMS's own), the first page and the default sort have none; a new sort starts at the first page.
 */
export function resultsHref(pageUrl: string, change: { page: number } | { sort: ListingSort }): string {
  const url = new URL(pageUrl, BASE);
  url.searchParams.delete(PAGE_PARAM);
  if ('page' in change && change.page > 1) url.searchParams.set(PAGE_PARAM, String(change.page));
  if ('sort' in change) {
    url.searchParams.delete(LISTING_PARAMS.sort);
    if (change.sort !== DEFAULT_SORT) url.searchParams.set(LISTING_PARAMS.sort, change.sort);
  }
  return `${url.pathname}${url.search}`;
}

/** The parameters of the page's address a sort form sends again beside its `sort` (all but the page and the sort). */
export function keptParameters(pageUrl: string): [name: string, value: string][] {
  return [...new URL(pageUrl, BASE).searchParams].filter(([name]) => name !== PAGE_PARAM && name !== LISTING_PARAMS.sort);
}

/** The call of the catalog listing for an address (GET /api/catalog/products/), without the defaults: the server's key for its answer too. */
export function listingRequest({ query, page, sort }: ResultsAddress): string {
  const parameters = new URLSearchParams();
  if (query !== '') parameters.set('q', query);
  if (sort !== DEFAULT_SORT) parameters.set('sort', sort);
  if (page > 1) parameters.set('page', String(page));
  const search = parameters.toString();
  return search === '' ? API.catalogProducts.path : `${API.catalogProducts.path}?${search}`;
}
