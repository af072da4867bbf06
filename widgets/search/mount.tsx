import { createMount } from '@schaufenster/shared/mount';
import { SearchProps } from './props';
import { SearchBox } from './search-box';

/** Mounts the search widget (exposed as `search/mount`). */
export const mount = createMount({ name: 'search', props: SearchProps, render: () => <SearchBox /> });
