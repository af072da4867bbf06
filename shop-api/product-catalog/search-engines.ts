/**
 * Where searches run (`SEARCH_ENGINE`): the in-memory index (default, chosen by measurement: see docs/decisions/in-memory-search-index.md), or SQL
 * in the database, ranking every match (`postgres`, the search before the index) or the first few hundred only.
 */
export const SEARCH_ENGINES = ['memory', 'postgres', 'postgres-bounded'] as const;

/** One of SEARCH_ENGINES. */
export type SearchEngine = (typeof SEARCH_ENGINES)[number];
