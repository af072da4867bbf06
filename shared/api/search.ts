import { array, integer, object, optional, size, string, type Infer } from 'superstruct';

/** Longest search text the API accepts. */
export const MAX_QUERY_LENGTH = 200;

/** Body of POST /api/search/: the text as typed, at most MAX_QUERY_LENGTH characters. */
export const SearchBody = object({ query: size(string(), 0, MAX_QUERY_LENGTH) });

/** One hit: where it leads and its title; product hits also carry brand, price (cents) and image. */
export const SearchHit = object({
  path: string(),
  title: string(),
  productId: optional(string()),
  brand: optional(string()),
  price: optional(integer()),
  image: optional(string()),
});

/** A validated search hit. */
export type SearchHit = Infer<typeof SearchHit>;

/** A group of hits of one type (SPEC section 3); products form the group PRODUCT. */
export const SearchGroup = object({ type: string(), results: array(SearchHit) });

/** A validated group of hits. */
export type SearchGroup = Infer<typeof SearchGroup>;

/** The answer of POST /api/search/: hits grouped by type (SPEC section 3). */
export const SearchAnswer = object({ groups: array(SearchGroup) });

/** A validated search answer. */
export type SearchAnswer = Infer<typeof SearchAnswer>;
