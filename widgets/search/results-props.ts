import { object, type Infer } from 'superstruct';

/** Props of the `search/results` tag: none; what it lists comes from the page's address. */
export const SearchResultsProps = object({});

/** Validated search results props. */
export type SearchResultsProps = Infer<typeof SearchResultsProps>;
