import { createMount } from '@schaufenster/shared/mount';
import { Header } from './header';
import { HeaderProps } from './props';

/** Mounts the header widget (exposed as `header/mount`). */
export const mount = createMount({ name: 'header', props: HeaderProps, render: (props) => <Header {...props} /> });
