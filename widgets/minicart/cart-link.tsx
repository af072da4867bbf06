import { pageSite } from '@schaufenster/shared/site';
import { useCss } from '@schaufenster/shared/ui';
import { itemCount } from './cart';
import { TEXTS } from './texts';
import { useCart } from './use-cart';

/** The cart entry of a page that must not load the cart: a plain link, with the count only if a cart is known. */
export function CartLink() {
  const css = useCss();
  const state = useCart({ load: false });
  const count = state.status === 'ready' ? itemCount(state.cart) : 0;
  const style = css`
    display: inline-flex;
    gap: 8px;
    padding: 8px 16px;
    color: inherit;
    font-weight: 700;
  `;
  return (
    <a href={pageSite().routes.cart} className={style}>
      {TEXTS.cart}
      {count > 0 && <span> {TEXTS.itemCount(count)}</span>}
    </a>
  );
}
