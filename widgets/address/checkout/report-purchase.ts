import type { Order } from '@schaufenster/shared/api';
import { trackPurchase } from '@schaufenster/shared/tracking';
import { REPORTED_PURCHASES_KEY } from '../constants';

function reportedNumbers(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(REPORTED_PURCHASES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Reports an order's purchase once per tab: a reload of the confirmation page does not count it again.
 * Without session storage it reports every time (better twice than never). Tells whether it reported.
 */
export function reportPurchaseOnce(order: Order): boolean {
  const reported = reportedNumbers();
  if (reported.includes(order.orderNumber)) return false;
  trackPurchase(order);
  try {
    window.sessionStorage.setItem(REPORTED_PURCHASES_KEY, JSON.stringify([...reported, order.orderNumber].slice(-20)));
  } catch {
    // Storage full or blocked: nothing to remember it in.
  }
  return true;
}
