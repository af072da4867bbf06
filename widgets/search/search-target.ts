import type { SearchGroup } from '@schaufenster/shared/api';
import { fillQuery, pageSite, type SiteConfig } from '@schaufenster/shared/site';
import { HELP_GROUPS } from './constants';

const helpTypes: ReadonlySet<string> = new Set(HELP_GROUPS);

/**
 * Where a submitted query goes (SPEC section 4): nothing typed -> the catalog; a single hit -> its path;
 * several hits, all in the help category -> the FAQ search; otherwise the catalog search. The search pages
 * are the site's (`routes.search`, `routes.helpSearch`); a hit's path is the API's.
 */
export function searchTarget(query: string, groups: readonly SearchGroup[] = [], routes: SiteConfig['routes'] = pageSite().routes): string {
  const trimmed = query.trim();
  if (trimmed === '') return fillQuery(routes.search, '');
  const hits = groups.flatMap((group) => group.results);
  const only = hits.length === 1 ? hits[0] : undefined;
  if (only) return only.path;
  const allHelp = hits.length > 1 && groups.every((group) => group.results.length === 0 || helpTypes.has(group.type));
  return fillQuery(allHelp ? routes.helpSearch : routes.search, trimmed);
}
