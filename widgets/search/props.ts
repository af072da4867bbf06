import { object, type Infer } from 'superstruct';

/** Props of the search tag: none yet. */
export const SearchProps = object({});

/** Validated search props. */
export type SearchProps = Infer<typeof SearchProps>;
