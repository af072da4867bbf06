import { useState } from 'react';
import type { Cart, Product, Variation } from '@schaufenster/shared/api';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { isAbortError } from '@schaufenster/shared/http';
import { trackAddToCart } from '@schaufenster/shared/tracking';
import { useRequestStatus, type RequestStatus } from '@schaufenster/shared/ui';
import { isInStock } from './cart';
import { addToCart } from './cart-api';

/** What the buy button shows after an add: the sheet with the answered cart, the failure modal, or nothing. */
export type AddOutcome = { kind: 'none' } | { kind: 'added'; cart: Cart } | { kind: 'failed' };

/** The add-to-cart flow of a product: status of the call, its outcome, and the function that starts it. */
export interface AddToCart {
  status: RequestStatus;
  outcome: AddOutcome;
  add(variation: Variation): void;
  dismiss(): void;
}

/**
 * Puts a size of the product in the cart. Only an in-stock size is sent and reported (add_to_cart after
 * the API took it); any failure after the retries opens the could-not-add modal instead of the generic one.
 */
export function useAddToCart(product: Product): AddToCart {
  const signal = useAbortSignal();
  const { status, run } = useRequestStatus();
  const [outcome, setOutcome] = useState<AddOutcome>({ kind: 'none' });

  const add = (variation: Variation) => {
    if (!isInStock(variation)) return;
    run(() => addToCart(variation.id, signal)).then(
      (cart) => {
        trackAddToCart(product, variation, 1);
        setOutcome({ kind: 'added', cart });
      },
      (error: unknown) => {
        if (!isAbortError(error)) setOutcome({ kind: 'failed' });
      },
    );
  };

  return { status, outcome, add, dismiss: () => setOutcome({ kind: 'none' }) };
}
