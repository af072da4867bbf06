import { createMount } from '@schaufenster/shared/mount';
import { MiniCart } from './mini-cart';
import { MiniCartProps } from './props';

/** Mounts the mini-cart widget (exposed as `minicart/mount`). */
export const mount = createMount({ name: 'minicart', props: MiniCartProps, render: () => <MiniCart /> });
