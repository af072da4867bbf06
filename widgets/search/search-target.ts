/** Where the catalog search lives (SPEC.md section 2). */
export const CATALOG_PATH = '/katalog/';

/** Where a submitted query goes: the catalog when nothing is typed, else the catalog search for the query. */
export function searchTarget(query: string): string {
  const trimmed = query.trim();
  return trimmed === '' ? CATALOG_PATH : `${CATALOG_PATH}?q=${encodeURIComponent(trimmed)}`;
}
