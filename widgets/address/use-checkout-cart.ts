import { useEffect, useState } from 'react';
import type { Cart } from '@schaufenster/shared/api';
import { useAbortSignal } from '@schaufenster/shared/http';
import { trackBeginCheckout } from '@schaufenster/shared/tracking';
import { fetchCart } from './checkout-api';
import { showGenericError } from './submission-errors';

/** The cart the checkout shows: undefined while loading (or after a failure, which raised the error modal). */
export function useCheckoutCart() {
  const signal = useAbortSignal();
  const [cart, setCart] = useState<Cart>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetchCart(signal).then(
      (loaded) => {
        setCart(loaded);
        // Entering the checkout with something to buy begins it, once per page view.
        if (loaded.items.inStock.length > 0) trackBeginCheckout(loaded);
      },
      (error: unknown) => {
        setFailed(true);
        showGenericError(error);
      },
    );
  }, [signal]);

  return { cart, failed, reload: () => fetchCart(signal).then(setCart, showGenericError) };
}
