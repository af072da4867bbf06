import type { SmokeInteractions } from '@schaufenster/shared/props';
import { TEXTS } from './texts';

/** What the release smoke test does with the mini-cart (tools/smoke): an add from the buy box, and a look into the cart. */
export const MINICART_SMOKE: SmokeInteractions = [
  {
    name: 'choose a size, add it and see that it is in the cart',
    tag: { widget: 'minicart/buy-button' },
    actions: [
      // The first size in stock (the radio itself is hidden behind its label); the demo's products all have one.
      { click: { css: 'fieldset label:has(input:not(:disabled))' } },
      { click: { css: 'button[data-variant="primary"]', text: TEXTS.addToCart } },
    ],
    expect: { css: '[role="dialog"] h2', text: TEXTS.added },
  },
  {
    name: "open the flyout from the header's cart entry",
    tag: { widget: 'minicart', props: { loadCart: true } },
    // The header's cart entry asks for the flyout (`minicart:open`).
    actions: [{ click: { in: { widget: 'header', props: { variant: 'storefront' } }, css: 'a.cart' } }],
    // A link in the loaded flyout: to the shop when the cart is empty, to the cart when it is not (not the failed state).
    expect: { css: '[role="region"] a[href]' },
  },
];
