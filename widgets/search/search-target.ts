import type { SearchGroup } from '@schaufenster/shared/api';
import { HELP_GROUPS } from './constants';

/** Where the catalog search lives (SPEC section 2). */
export const CATALOG_PATH = '/katalog/';

/** Where the help search lives. */
export const FAQ_PATH = '/faq/';

const helpTypes: ReadonlySet<string> = new Set(HELP_GROUPS);

/**
 * Where a submitted query goes (SPEC section 4): nothing typed -> the catalog; a single hit -> its path;
 * several hits, all in the help category -> the FAQ search; otherwise the catalog search.
 */
export function searchTarget(query: string, groups: readonly SearchGroup[] = []): string {
  const trimmed = query.trim();
  if (trimmed === '') return CATALOG_PATH;
  const hits = groups.flatMap((group) => group.results);
  const only = hits.length === 1 ? hits[0] : undefined;
  if (only) return only.path;
  const allHelp = hits.length > 1 && groups.every((group) => group.results.length === 0 || helpTypes.has(group.type));
  if (allHelp) return `${FAQ_PATH}?fq=${encodeURIComponent(trimmed)}`;
  return `${CATALOG_PATH}?q=${encodeURIComponent(trimmed)}`;
}
