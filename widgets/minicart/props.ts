import { boolean, defaulted, enums, object, optional, type Infer } from 'superstruct';
import { Product, ProductId } from '@schaufenster/shared/api';
import { exactlyOneOf } from '@schaufenster/shared/props';

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

/**
 * Props of the `minicart/buy-button` tag: the product's id (the widget loads the product from the API; what a CMS
 * editor knows) or the whole product with its sizes (what a page that has it at hand writes), exactly one of them.
 */
export const BuyButtonProps = exactlyOneOf(object({ productId: optional(ProductId), product: optional(Product) }), ['productId', 'product']);

/** Validated buy-button props. */
export type BuyButtonProps = Infer<typeof BuyButtonProps>;

/** Props of the `minicart/product-view` tag: the product's id, all a CMS product page needs to know of it. */
export const ProductViewProps = object({ productId: ProductId });

/** Validated product-view props. */
export type ProductViewProps = Infer<typeof ProductViewProps>;
