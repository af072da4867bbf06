import { useState } from 'react';
import type { CartLine } from '@schaufenster/shared/api';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { changeQuantity, removeLine } from './cart-api';
import { trackLineChange } from './track-line-change';

/** What a cart line can do: change its quantity, be removed, and the quantity it is about to have. */
export interface LineActions {
  /** The quantity asked for while the call runs, else undefined. */
  pending: number | undefined;
  setQuantity(quantity: number): void;
  remove(): void;
}

/**
 * Quantity change and removal of one line; each success is reported as add_to_cart or remove_from_cart
 * for the difference; `onRemoved` runs once the line is gone. Failures raise the generic error modal (the request helper does) and keep the line.
 */
export function useLineActions(line: CartLine, onRemoved: () => void): LineActions {
  const signal = useAbortSignal();
  const [pending, setPending] = useState<number>();

  const change = (quantity: number, call: () => Promise<unknown>) => {
    const before = line;
    setPending(quantity);
    call().then(
      () => {
        trackLineChange(before, quantity);
        setPending(undefined);
        if (quantity === 0) onRemoved();
      },
      // Superseded and unmounted calls are dropped; real failures were shown by the request helper.
      () => setPending(undefined),
    );
  };

  return {
    pending,
    setQuantity: (quantity) => change(quantity, () => changeQuantity(line.variationId, quantity, signal)),
    remove: () => change(0, () => removeLine(line.variationId, signal)),
  };
}
