import { useCallback, useEffect, useState } from 'react';
import type { Product } from '@schaufenster/shared/api';
import { bus } from '@schaufenster/shared/bus';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { isAbortError, isHttpError, whenApiAnswers } from '@schaufenster/shared/http';
import { loadProduct } from './product-api';

/** Where the load of a buy button's product stands: loading, loaded, unknown to the shop (404), or failed otherwise. */
export type ProductLoad = { state: 'loading' } | { state: 'loaded'; product: Product } | { state: 'missing' } | { state: 'failed' };

// One object, so that starting a load while one is shown already renders nothing new.
const LOADING: ProductLoad = { state: 'loading' };

/**
 * Loads the product a buy button names by id, and again on `retry` or, after a failure, once the API answers any call
 * of the page again. A 404 is `missing` without a modal (the shop no longer sells it: nothing the shopper can do);
 * any other failure raises the generic error modal (SPEC section 8).
 */
export function useProductById(productId: string): { load: ProductLoad; retry: () => void } {
  const signal = useAbortSignal();
  const [load, setLoad] = useState<ProductLoad>(LOADING);
  const start = useCallback(() => {
    setLoad(LOADING);
    loadProduct(productId, signal).then(
      (product) => setLoad({ state: 'loaded', product }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        if (isHttpError(error) && error.status === 404) {
          // A typo in the tag or a product the shop no longer sells: the CMS team finds which in the console.
          console.warn(`[schaufenster] minicart/buy-button: the shop knows no product "${productId}" (${error.request} answered 404); check the tag's productId, or remove the tag`);
          setLoad({ state: 'missing' });
          return;
        }
        bus.emit('error:show', { reason: isHttpError(error) ? error.describe() : String(error) });
        setLoad({ state: 'failed' });
      },
    );
  }, [productId, signal]);
  useEffect(start, [start]);
  useEffect(() => (load.state === 'failed' ? whenApiAnswers(start) : undefined), [load.state, start]);
  return { load, retry: start };
}
