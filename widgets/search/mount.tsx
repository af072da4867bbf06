import { createMount } from '@schaufenster/shared/mount';
import { SearchProps } from './props';
import { SearchWidget } from './search-widget';

/** Mounts the search widget (exposed as `search/mount`): the box on phones, the Suche button with the overlay on desktop. */
export const mount = createMount({ name: 'search', props: SearchProps, render: () => <SearchWidget /> });
