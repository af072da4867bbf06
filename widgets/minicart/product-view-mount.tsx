import { createMount } from '@schaufenster/shared/mount';
import { ProductViewById } from './product-view';
import { ProductViewProps } from './props';

/**
 * Mounts the product view of a product page (exposed as `minicart/product-view`): gallery, brand, name, price with
 * discount and the buy box, for the product the tag names by id; it shares the page's cart with the mini-cart.
 */
export const mount = createMount({
  name: 'minicart/product-view',
  props: ProductViewProps,
  render: (props) => <ProductViewById productId={props.productId} />,
});
