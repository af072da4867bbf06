// A search release's bug for the smoke test to find: swapped in for widgets/search/search-results.tsx by path
// (release-testing.ts, buildCandidateWith), so the widget mounts fine and fails only once a query has hits.
import { SearchResults as WorkingSearchResults } from '../../widgets/search/search-results';

export { flattenHits, type FlatHit } from '../../widgets/search/search-results';

/** The search's result list, throwing while it renders as soon as it has hits to show. */
export function SearchResults(props: Parameters<typeof WorkingSearchResults>[0]) {
  if (props.hits.length > 0) throw new Error('fixture: the result list throws once it has hits');
  return <WorkingSearchResults {...props} />;
}
