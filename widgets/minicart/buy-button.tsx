import { createMount } from '@schaufenster/shared/mount';
import { BuyBox } from './buy-box';
import { BuyButtonProps } from './props';

/** Mounts the buy button of a product page (exposed as `minicart/buy-button`); it shares the page's cart with the mini-cart. */
export const mount = createMount({ name: 'minicart/buy-button', props: BuyButtonProps, render: ({ product }) => <BuyBox product={product} /> });
