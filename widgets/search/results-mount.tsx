import { createMount } from '@schaufenster/shared/mount';
import { pageSite } from '@schaufenster/shared/site';
import { listingRequest, readResultsAddress } from './results-address';
import { SearchResultsPage } from './search-results-page';
import { SearchResultsProps } from './results-props';

/**
 * Mounts the search results of the shop's search route (exposed as `search/results`); a server renders it with the
 * listing it looked up for the page's address.
 */
export const mount = createMount({
  name: 'search/results',
  props: SearchResultsProps,
  render: () => <SearchResultsPage />,
  requests: (_props, pageUrl) => [listingRequest(readResultsAddress(pageUrl, pageSite().routes.search))],
});
