import { centsToUnits, DEFAULT_CURRENCY, linePrice, type CartLine } from '@schaufenster/shared/api';
import { pushToDataLayer, trackRemoveFromCart } from '@schaufenster/shared/tracking';
import { quantityChange, trackedLineItem } from './cart';

/** Reports a line's new quantity as the pieces added (add_to_cart) or taken out (remove_from_cart). */
export function trackLineChange(line: CartLine, nextQuantity: number): void {
  const change = quantityChange(line, nextQuantity);
  if (change.kind === 'remove') trackRemoveFromCart(line, change.quantity);
  if (change.kind !== 'add') return;
  const value = linePrice(line, change.quantity);
  pushToDataLayer({
    event: 'add_to_cart',
    ecommerce: {
      currency: value.currency || DEFAULT_CURRENCY,
      value: centsToUnits(value.amount),
      items: [trackedLineItem(line, change.quantity)],
    },
  });
}
