import { moduleContract, type RemoteContract } from '@schaufenster/shared/props';
import { SearchProps } from './props';
import { SearchResultsProps } from './results-props';
import texts from './contract-texts.json';

/** The search widget's props contract (build: props.schema.json; CMS: widget catalog and tag checker). */
export const SEARCH_CONTRACT: RemoteContract = {
  mount: moduleContract({
    props: SearchProps,
    ...texts.mount,
    example: { launcher: true },
    // The search box of a narrow box.
    minHeight: 56,
    load: 'eager',
    answers: ['search:open'],
  }),
  results: moduleContract({
    props: SearchResultsProps,
    ...texts.results,
    example: {},
    // The heading, the count and the first row of tiles.
    minHeight: 480,
    load: 'eager',
  }),
};
