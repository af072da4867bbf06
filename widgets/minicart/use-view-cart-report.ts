import { useEffect, useRef } from 'react';
import type { Cart } from '@schaufenster/shared/api';
import { trackViewCart } from '@schaufenster/shared/tracking';
import { isCartEmpty } from './cart';

/** Reports view_cart once while the cart is shown (flyout opened, full cart mounted), as soon as it has lines. */
export function useViewCartReport(cart: Cart | undefined): void {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || !cart || isCartEmpty(cart)) return;
    reported.current = true;
    trackViewCart(cart);
  }, [cart]);
}
