import { useEffect, useSyncExternalStore } from 'react';
import { loadCartOnce } from './cart-api';
import { readCartState, subscribeToCart, type CartState } from './cart-store';

/** The page's cart state, re-rendering on every change; starts the one load of the page unless `load` is false. */
export function useCart({ load }: { load: boolean }): CartState {
  useEffect(() => {
    if (load) loadCartOnce();
  }, [load]);
  return useSyncExternalStore(subscribeToCart, readCartState, readCartState);
}
