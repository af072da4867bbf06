import { createMount } from '@schaufenster/shared/mount';
import { MiniCart } from './mini-cart';
import { MiniCartProps } from './props';

/** Mounts the mini-cart widget (exposed as `minicart/mount`): the header entry with its flyout, or the full cart. */
export const mount = createMount({ name: 'minicart', props: MiniCartProps, render: (props) => <MiniCart {...props} /> });
