// The listing controls' names, shared by the page (listing-controls.ts) and its browser script without superstruct.

/** How a listing can be sorted: the listing's own order (newest first, best search hits first), or by price. */
export const LISTING_SORTS = ['empfohlen', 'preis-aufsteigend', 'preis-absteigend'] as const;

/** One sort of a listing. */
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The query parameters of the listing controls. */
export const LISTING_PARAMS = { sort: 'sort', sale: 'sale' } as const;

/** Tells whether a text names a sort. */
export function isListingSort(value: unknown): value is ListingSort {
  return (LISTING_SORTS as readonly unknown[]).includes(value);
}
