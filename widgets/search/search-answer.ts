import { array, integer, object, optional, string, type Infer } from 'superstruct';

/** One hit: where it leads and its title; product hits also carry brand, price (cents) and image. */
export const SearchHit = object({
  path: string(),
  title: string(),
  productId: optional(string()),
  brand: optional(string()),
  price: optional(integer()),
  image: optional(string()),
});

/** The answer of POST /api/search/: hits grouped by type (SPEC section 3). */
export const SearchAnswer = object({ groups: array(object({ type: string(), results: array(SearchHit) })) });

export type SearchHit = Infer<typeof SearchHit>;
export type SearchAnswer = Infer<typeof SearchAnswer>;
export type SearchGroup = SearchAnswer['groups'][number];
