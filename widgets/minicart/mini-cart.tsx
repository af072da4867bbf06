import { CartFlyout } from './cart-flyout';
import { CartLink } from './cart-link';
import { CartPage } from './cart-page';
import type { MiniCartProps } from './props';

/** A mini-cart tag: the full cart (`view: 'page'`), the entry with its flyout, or a plain link where the cart must not load. */
export function MiniCart({ loadCart, view }: MiniCartProps) {
  if (view === 'page') return <CartPage loadCart={loadCart} />;
  return loadCart ? <CartFlyout /> : <CartLink />;
}
