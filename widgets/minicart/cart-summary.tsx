import { cartTotals, formatMoney, type Cart } from '@schaufenster/shared/api';
import { useCss } from '@schaufenster/shared/ui';
import { TEXTS } from './texts';

/** Zwischensumme, Gutschein, Versand and Gesamtsumme, all as the API summed them (see shared/api/totals.ts). */
export function CartSummary({ cart }: { cart: Cart }) {
  const css = useCss();
  const totals = cartTotals(cart);
  const style = css`
    margin: 12px 0;
    div { display: flex; justify-content: space-between; gap: 16px; padding: 4px 0; }
    dt, dd { margin: 0; }
    .total { font-weight: 900; border-top: 1px solid #1a1a1a; margin-top: 4px; padding-top: 8px; }
  `;
  return (
    <dl className={style}>
      <div>
        <dt>{TEXTS.subtotal}</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
      </div>
      {totals.voucher && (
        <div>
          <dt>{totals.voucher.code ? TEXTS.voucherWithCode(totals.voucher.code) : TEXTS.voucher}</dt>
          <dd>−{formatMoney(totals.voucher.amount)}</dd>
        </div>
      )}
      {totals.shipping && (
        <div>
          <dt>{TEXTS.shipping}</dt>
          <dd>{totals.shipping.amount === 0 ? TEXTS.shippingFree : formatMoney(totals.shipping)}</dd>
        </div>
      )}
      <div className="total">
        <dt>{TEXTS.total}</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}
