import { formatMoney, linePrice, type CartLine, type Totals } from '@schaufenster/shared/api';
import { CHECKOUT_TEXTS as T } from '../texts';

/** One line of a summary: name, brand, size, quantity and the line's price. */
function SummaryLine({ line }: { line: CartLine }) {
  const size = line.size.label ?? line.size.id;
  return (
    <li>
      <strong>{line.name}</strong> – {line.brand.name}
      <br />
      {T.size}: {size} · {T.quantity}: {line.quantity} · {formatMoney(linePrice(line))}
    </li>
  );
}

/** The order summary of the checkout and the confirmation: the lines and the totals. */
export function OrderSummary({ lines, totals }: { lines: readonly CartLine[]; totals: Totals }) {
  const { voucher, shipping } = totals;
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
        <dd>{formatMoney(totals.subtotal)}</dd>
        {voucher && voucher.amount.amount > 0 && (
          <>
            <dt>{T.voucher}</dt>
            <dd>−{formatMoney(voucher.amount)}</dd>
          </>
        )}
        <dt>{T.shipping}</dt>
        <dd>{!shipping || shipping.amount === 0 ? T.freeShipping : formatMoney(shipping)}</dd>
        <dt className="grand">{T.total}</dt>
        <dd className="grand" data-testid="grand-total">
          {formatMoney(totals.total)}
        </dd>
      </dl>
    </section>
  );
}
