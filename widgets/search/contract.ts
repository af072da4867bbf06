import { moduleContract, type RemoteContract } from '@schaufenster/shared/props';
import { SearchProps } from './props';

/** The search widget's props contract (build: props.schema.json; CMS: widget catalog and tag checker). */
export const SEARCH_CONTRACT: RemoteContract = {
  mount: moduleContract({
    props: SearchProps,
    description: {
      de: 'Suchfeld mit Vorschlägen und Suchverlauf; ohne Props.',
      en: 'Search box with suggestions and search history; takes no props.',
    },
    fields: {},
    example: {},
    load: 'eager',
  }),
};
