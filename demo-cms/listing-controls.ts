import { boolean, enums, is, type, type Infer } from 'superstruct';
import { isListingSort, LISTING_PARAMS, LISTING_SORTS, SORT_LABELS, type ListingSort } from '@schaufenster/shared/api/listing-sort';
import { queryText } from './query-params';

/**
 * The catalog presets the listing sends to POST /api/s/catalog-presets/ when its sort or filters change
 * (SPEC.md section 7 leaves the shape open): the session keeps them for the next listing.
 */
export const CatalogPresets = type({ sort: enums(LISTING_SORTS), filters: type({ sale: boolean() }) });

/** Catalog presets as the listing sends them. */
export type CatalogPresets = Infer<typeof CatalogPresets>;

/** What a shopper chose for a listing: its sort and whether it shows reduced items only. */
export interface ListingChoice {
  sort: ListingSort;
  sale: boolean;
}

/** A listing as it starts: its own order, no filter. */
export const DEFAULT_CHOICE: ListingChoice = { sort: 'empfohlen', sale: false };

/**
 * The sort and filter of a listing request: from its parameters when it has any, else from the session's
 * stored presets (the last choice on any listing), else the default. Unknown values count as absent.
 */
export function listingChoice(query: Record<string, unknown>, presets?: unknown): ListingChoice {
  const sort = queryText(query, LISTING_PARAMS.sort);
  const sale = queryText(query, LISTING_PARAMS.sale);
  if (sort !== '' || sale !== '') return { sort: isListingSort(sort) ? sort : DEFAULT_CHOICE.sort, sale: sale === '1' };
  if (is(presets, CatalogPresets)) return { sort: presets.sort, sale: presets.filters.sale };
  return DEFAULT_CHOICE;
}

/** The parameters that carry a choice to the next page of the listing (the default needs none). */
export function choiceParams(choice: ListingChoice): Record<string, string> {
  return {
    ...(choice.sort !== DEFAULT_CHOICE.sort && { [LISTING_PARAMS.sort]: choice.sort }),
    ...(choice.sale && { [LISTING_PARAMS.sale]: '1' }),
  };
}

/** What the listing-controls partial shows: the sort options and, where it narrows anything, the sale filter. */
export interface ListingControlsView {
  action: string;
  sortOptions: { value: ListingSort; label: string; selected: boolean }[];
  saleFilter: boolean;
  sale: boolean;
}

/** The controls of a listing at `action`; the sale filter is left out where every item is reduced anyway (the outlet). */
export function listingControls(action: string, choice: ListingChoice, { outlet = false } = {}): ListingControlsView {
  return {
    action,
    sortOptions: LISTING_SORTS.map((value) => ({ value, label: SORT_LABELS[value], selected: value === choice.sort })),
    saleFilter: !outlet,
    sale: choice.sale,
  };
}
