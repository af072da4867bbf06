import { useBusValue } from '@schaufenster/shared/bus';
import { useCss } from '@schaufenster/shared/ui';
import { TEXTS } from './texts';

/** The cart entry with the current item count (the cart itself loads once the cart API exists). */
export function MiniCart() {
  const css = useCss();
  const count = useBusValue('cart:changed')?.itemCount;
  const link = css`
    display: inline-flex;
    gap: 8px;
    padding: 8px 16px;
    color: inherit;
    font-weight: 700;
  `;
  return (
    <a href="/warenkorb/" className={link}>
      {TEXTS.cart}
      {count !== undefined && count > 0 && <span>{TEXTS.itemCount(count)}</span>}
    </a>
  );
}
