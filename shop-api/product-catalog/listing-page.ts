import type { Product } from '@schaufenster/shared/api';

/** Products per listing page. */
export const PAGE_SIZE = 48;

/** Which products a listing shows without a search: an area, the outlet, a brand, or a mix of them. */
export interface ListingScope {
  gender?: string;
  outlet?: boolean;
  brandSlug?: string;
}

/** One page of a listing with the total it was cut from. */
export interface ListingPage<Item = Product> {
  products: Item[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The order of a listing: its own (newest first, best search hits first) or by price. */
export type ListingOrder = 'default' | 'price-asc' | 'price-desc';

/** A listing's page number from the address: whole and at least 1 (1 for anything else). */
export function listingPageNumber(page: number | undefined): number {
  return page !== undefined && Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
}

/** How many pages `total` products fill (at least one, empty as it may be). */
export function listingPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
