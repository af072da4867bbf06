/** Longest query text a page uses or echoes back (search terms are short; the rest is noise). */
export const MAX_QUERY_LENGTH = 200;

/** A text parameter of a page's query, trimmed and cut to MAX_QUERY_LENGTH; '' when absent or repeated. */
export function queryText(query: Record<string, unknown>, name: string): string {
  const value = query[name];
  return typeof value === 'string' ? value.trim().slice(0, MAX_QUERY_LENGTH) : '';
}

/** The `page` parameter of a listing: a whole number from 1, else 1. */
export function queryPage(query: Record<string, unknown>): number {
  const page = Number.parseInt(queryText(query, 'page'), 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
