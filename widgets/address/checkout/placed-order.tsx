import { useEffect, useState } from 'react';
import type { Order } from '@schaufenster/shared/api';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { isAbortError, isHttpError } from '@schaufenster/shared/http';
import { pageSite } from '@schaufenster/shared/site';
import { showGenericError } from '@schaufenster/shared/ui/form';
import { fetchPlacedOrder } from './checkout-api';
import { OrderConfirmation } from './order-confirmation';
import { CHECKOUT_TEXTS as T } from '../texts';
import { LoadingStatus } from '@schaufenster/shared/ui';

/** What the page shows of the order its address names: loading, the order, or that it cannot be shown. */
type Shown = { state: 'loading' } | { state: 'order'; order: Order } | { state: 'unavailable' };

/**
 * The confirmation page of a site that cannot put the order into the tag: the order number comes from the
 * address (`routes.orderConfirmation?order=…`, where the checkout sent the shopper), the order from the API.
 */
export function PlacedOrder() {
  const signal = useAbortSignal();
  const [shown, setShown] = useState<Shown>({ state: 'loading' });

  useEffect(() => {
    const orderNumber = new URLSearchParams(window.location.search).get('order');
    if (!orderNumber) {
      setShown({ state: 'unavailable' });
      return;
    }
    fetchPlacedOrder(orderNumber, signal).then(
      (order) => setShown({ state: 'order', order }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setShown({ state: 'unavailable' });
        // Not the shopper's order (or none): said in place; anything else is the spec's generic error.
        if (!(isHttpError(error) && error.status === 404)) showGenericError(error);
      },
    );
  }, [signal]);

  if (shown.state === 'order') return <OrderConfirmation order={shown.order} />;
  if (shown.state === 'loading') return <LoadingStatus>{T.confirmationLoading}</LoadingStatus>;
  return (
    <div>
      <p>{T.orderNotShown}</p>
      <p className="actions">
        <a href={pageSite().routes.orders}>{T.myOrders}</a>
        <a href={pageSite().routes.home}>{T.continueShopping}</a>
      </p>
    </div>
  );
}
