import { useEffect } from 'react';
import { orderTotals, type Order } from '@schaufenster/shared/api';
import { pageSite } from '@schaufenster/shared/site';
import { OrderSummary } from './order-summary';
import { reportPurchaseOnce } from './report-purchase';
import { CHECKOUT_TEXTS as T } from '../texts';
import { AWAITS_BROWSER } from '@schaufenster/shared/ui';

/** The confirmation of a placed order: thanks, the order number and summary; reports the purchase once. */
export function OrderConfirmation({ order }: { order: Order }) {
  useEffect(() => {
    reportPurchaseOnce(order);
  }, [order]);
  // It reports the purchase when it shows: rendered on the server, it hydrates at once, not on first use.
  return (
    <div {...AWAITS_BROWSER}>
      <h2>{T.thanks}</h2>
      <p>
        {T.orderNumber} <strong data-testid="order-number">{order.orderNumber}</strong>
      </p>
      <p>{T.confirmationMail}</p>
      <OrderSummary lines={order.items} totals={orderTotals(order)} />
      <p className="actions">
        <a href={pageSite().routes.orders}>{T.myOrders}</a>
        <a href={pageSite().routes.home}>{T.continueShopping}</a>
      </p>
    </div>
  );
}
