import { createMount } from '@schaufenster/shared/mount';
import { SearchProps } from './props';
import { SearchWidget } from './search-widget';

/** Mounts the search widget (exposed as `search/mount`): the box in a narrow box, the Suche button with the overlay in a wide one. */
export const mount = createMount({ name: 'search', props: SearchProps, render: (props) => <SearchWidget launcher={props.launcher} /> });
