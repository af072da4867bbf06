import { boolean, defaulted, object, type Infer } from 'superstruct';

/**
 * Props of the search tag. `launcher: false` where the page's header tag carries the Suche button (its desktop
 * row): in a wide box the tag then shows nothing of its own and opens its overlay when the header asks.
 */
export const SearchProps = object({
  launcher: defaulted(boolean(), true),
});

/** Validated search props. */
export type SearchProps = Infer<typeof SearchProps>;
