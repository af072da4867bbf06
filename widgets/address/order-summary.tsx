import { formatPrice, type CartLine } from '@schaufenster/shared/api';
import type { Totals } from './order-totals';
import { CHECKOUT_TEXTS as T } from './texts';

/** One line of a summary: name, brand, size, quantity and the line's price. */
function SummaryLine({ line }: { line: CartLine }) {
  const size = line.size.label ?? line.size.id;
  return (
    <li>
      <strong>{line.name}</strong> – {line.brand.name}
      <br />
      {T.size}: {size} · {T.quantity}: {line.quantity} · {formatPrice(line.price.salesPrice.amount * line.quantity, line.price.salesPrice.currency)}
    </li>
  );
}

/** The order summary of the checkout and the confirmation: the lines and the totals. */
export function OrderSummary({ lines, totals }: { lines: readonly CartLine[]; totals: Totals }) {
  const price = (cents: number) => formatPrice(cents, totals.currency);
  return (
    <section aria-label={T.summaryTitle} className="section">
      <h2>{T.summaryTitle}</h2>
      <ul className="summary-lines">
        {lines.map((line, index) => (
          // A cart holds each variation once; the index only guards against answers that repeat one.
          <SummaryLine key={`${line.variationId}-${index}`} line={line} />
        ))}
      </ul>
      <dl className="totals">
        <dt>{T.subtotal}</dt>
        <dd>{price(totals.subtotal)}</dd>
        {totals.voucher > 0 && (
          <>
            <dt>{T.voucher}</dt>
            <dd>−{price(totals.voucher)}</dd>
          </>
        )}
        <dt>{T.shipping}</dt>
        <dd>{totals.shipping === 0 ? T.freeShipping : price(totals.shipping)}</dd>
        <dt className="grand">{T.total}</dt>
        <dd className="grand" data-testid="grand-total">
          {price(totals.total)}
        </dd>
      </dl>
    </section>
  );
}
