import { createMount } from '@schaufenster/shared/mount';
import { BuyBox } from './buy-box';
import { BuyBoxById } from './buy-box-by-id';
import { BuyButtonProps } from './props';

/**
 * Mounts the buy button of a product page (exposed as `minicart/buy-button`), for the product the tag carries or names
 * by id; it shares the page's cart with the mini-cart.
 */
export const mount = createMount({
  name: 'minicart/buy-button',
  props: BuyButtonProps,
  render: (props) => (props.product ? <BuyBox product={props.product} /> : <BuyBoxById productId={props.productId} />),
});
