import { useEffect, useState } from 'react';
import type { Cart } from '@schaufenster/shared/api';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { isAbortError } from '@schaufenster/shared/http';
import { showGenericError } from '@schaufenster/shared/ui/form';
import { reportBeginCheckout } from './begin-checkout';
import { fetchCart } from './checkout-api';

/** The cart the checkout shows: undefined while loading (or after a failure, which raised the error modal). */
export function useCheckoutCart() {
  const signal = useAbortSignal();
  const [cart, setCart] = useState<Cart>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetchCart(signal).then(
      (loaded) => {
        setCart(loaded);
        reportBeginCheckout(loaded);
      },
      (error: unknown) => {
        // Superseded by a reload of the cart, whose answer follows; or the widget is gone.
        if (isAbortError(error)) return;
        setFailed(true);
        showGenericError(error);
      },
    );
  }, [signal]);

  return { cart, failed, reload: () => fetchCart(signal).then(setCart, showGenericError) };
}
