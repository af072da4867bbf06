import { boolean, defaulted, enums, object, type Infer } from 'superstruct';
import { Product } from '@schaufenster/shared/api';

/** How a mini-cart tag shows the cart: the header entry with its flyout, or the full cart of /warenkorb/. */
export const CartView = enums(['flyout', 'page']);

/** A validated cart view. */
export type CartView = Infer<typeof CartView>;

/** Props of the mini-cart tag; `loadCart: false` is the page flag that stops the cart from loading. */
export const MiniCartProps = object({
  loadCart: defaulted(boolean(), true),
  view: defaulted(CartView, 'flyout'),
});

/** Validated mini-cart props. */
export type MiniCartProps = Infer<typeof MiniCartProps>;

/** Props of the `minicart/buy-button` tag of a product page: the product with its sizes. */
export const BuyButtonProps = object({ product: Product });

/** Validated buy-button props. */
export type BuyButtonProps = Infer<typeof BuyButtonProps>;
