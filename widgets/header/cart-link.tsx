import { useBusValue } from '@schaufenster/shared/bus';
import { useCss } from '@schaufenster/shared/ui';
import { TEXTS } from './texts';

/** The cart entry with the item-count badge the mini-cart publishes on the bus. */
export function CartLink() {
  const css = useCss();
  const count = useBusValue('cart:changed')?.itemCount ?? 0;
  const badge = css`
    display: inline-block;
    min-width: 20px;
    margin-left: 4px;
    padding: 0 6px;
    border-radius: 10px;
    background: #1a1a1a;
    color: #fff;
    font-size: 12px;
    font-weight: 700;
    text-align: center;
  `;
  return (
    <a href="/warenkorb/" aria-label={count > 0 ? TEXTS.cartWithCount(count) : TEXTS.cart}>
      {TEXTS.cart}
      {count > 0 && (
        <span className={badge} aria-hidden="true" data-testid="cart-badge">
          {count}
        </span>
      )}
    </a>
  );
}
