// The sorts of a catalog listing, as page addresses (`?sort=`) and GET /api/catalog/products/ name them; plain
// constants without superstruct, so the demo's listing script can import them too.

/** How a listing can be sorted: the listing's own order (newest first, best search hits first), or by price. */
export const LISTING_SORTS = ['empfohlen', 'preis-aufsteigend', 'preis-absteigend'] as const;

/** One sort of a listing. */
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The German labels of the sorts, as the listings' sort controls show them. */
export const SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  empfohlen: 'Empfohlen',
  'preis-aufsteigend': 'Preis aufsteigend',
  'preis-absteigend': 'Preis absteigend',
};

/** The query parameters of the listing controls. */
export const LISTING_PARAMS = { sort: 'sort', sale: 'sale' } as const;

/** Tells whether a text names a sort. */
export function isListingSort(value: unknown): value is ListingSort {
  return (LISTING_SORTS as readonly unknown[]).includes(value);
}
