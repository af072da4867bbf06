import { boolean, defaulted, object, type Infer } from 'superstruct';

/** Props of the mini-cart tag; `loadCart: false` is the page flag that stops the cart from loading. */
export const MiniCartProps = object({ loadCart: defaulted(boolean(), true) });

/** Validated mini-cart props. */
export type MiniCartProps = Infer<typeof MiniCartProps>;
