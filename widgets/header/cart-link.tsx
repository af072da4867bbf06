import type { MouseEvent } from 'react';
import { useBusValue } from '@schaufenster/shared/hooks';
import { anticipates, bus } from '@schaufenster/shared/bus';
import { pageSite } from '@schaufenster/shared/site';
import { useCss } from '@schaufenster/shared/ui';
import { CartIcon } from './icons';
import { TEXTS } from './texts';

/** Opens the mini-cart's flyout when a mini-cart is on the page; otherwise the link goes to the cart page. */
function openFlyout(event: MouseEvent) {
  if (!bus.willBeAnswered('minicart:open')) return;
  event.preventDefault();
  bus.emit('minicart:open', {});
}

/**
 * The cart entry with the item-count badge the mini-cart publishes on the bus; it opens the mini-cart flyout.
 * In the phone row it shows as a bag icon with the badge on it.
 */
export function CartLink() {
  const css = useCss();
  const count = useBusValue('cart:changed')?.itemCount ?? 0;
  const badge = css`
    display: inline-block;
    min-width: 20px;
    padding: 0 6px;
    border-radius: 10px;
    background: #1a1a1a;
    color: #fff;
    font-size: 12px;
    font-weight: 700;
    line-height: 20px;
    text-align: center;
  `;
  const cartPage = pageSite().routes.cart;
  const label = count > 0 ? TEXTS.cartWithCount(count) : TEXTS.cart;
  const countBadge = count > 0 && (
    <span className={badge} aria-hidden="true" data-testid="cart-badge">
      {count}
    </span>
  );
  // One markup: the phone row shows the bag icon with the badge on it, the desktop row the text with the badge beside it.
  return (
    <a href={cartPage} className="cart" onClick={openFlyout} aria-haspopup="true" aria-label={label} {...anticipates('minicart:open')}>
      <CartIcon />
      <span className="label">{TEXTS.cart}</span>
      {/* A real space: the visible text must read "Warenkorb 2" to be part of the name "Warenkorb, 2 Artikel" (WCAG 2.5.3). */}
      {count > 0 && ' '}
      {countBadge}
    </a>
  );
}
