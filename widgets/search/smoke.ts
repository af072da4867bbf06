import type { SmokeInteractions } from '@schaufenster/shared/props';

/** A query with hits in every seeded demo catalog (its article names are German fashion nouns: Leinenkleid, Strickkleid). */
const QUERY_WITH_HITS = 'Kleid';

/** What the release smoke test does with the search (tools/smoke): a shopper's first query. */
export const SEARCH_SMOKE: SmokeInteractions = [
  {
    name: 'type a query and see its hits',
    tag: { widget: 'search' },
    actions: [
      // The smoke browser is 1280 px wide: there the header's Suche button opens the overlay (SPEC section 2).
      { click: { in: { widget: 'header', props: { variant: 'storefront' } }, css: '[data-search-launcher]' } },
      { type: QUERY_WITH_HITS, into: { css: '[role="dialog"] input[role="combobox"]' } },
    ],
    expect: { css: '[role="listbox"] [role="option"]' },
  },
];
