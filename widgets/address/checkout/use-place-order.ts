import { useCallback, useState } from 'react';
import { bus } from '@schaufenster/shared/bus';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { isHttpError } from '@schaufenster/shared/http';
import { useRequestStatus } from '@schaufenster/shared/ui';
import { showGenericError } from '@schaufenster/shared/ui/form';
import { confirmationUrl, placeOrder, type OrderChoice } from './checkout-api';
import { navigation } from './navigation';

// Answers the shopper can act on (an emptied cart, a size sold out, an address refused, the anonymous order
// limit): their message shows, and the cart and the form stay as they are.
const SHOWN_STATUSES = new Set([404, 409, 422, 429]);

/**
 * Placing the order: on success the cart badge empties and the confirmation page opens (it reports the
 * purchase); a refusal shows its message, a lost login opens the Anmelden modal, anything else the error modal.
 */
export function usePlaceOrder(onRefused: () => void) {
  const signal = useAbortSignal();
  const { status, run } = useRequestStatus();
  const [problem, setProblem] = useState<string>();

  const place = useCallback(
    async (choice: OrderChoice) => {
      setProblem(undefined);
      try {
        const order = await run(() => placeOrder(choice, signal));
        bus.emit('cart:changed', { itemCount: 0 });
        navigation.assign(confirmationUrl(order.orderNumber));
      } catch (error) {
        if (isHttpError(error) && SHOWN_STATUSES.has(error.status)) {
          setProblem(error.message);
          onRefused();
        } else if (isHttpError(error) && error.status === 401) {
          bus.emit('auth:open', { page: 'login' });
        } else {
          showGenericError(error);
        }
      }
    },
    [onRefused, run, signal],
  );
  return { status, problem, setProblem, place };
}
