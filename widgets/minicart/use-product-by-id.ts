import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '@schaufenster/shared/api';
import { bus } from '@schaufenster/shared/bus';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { isAbortError, isHttpError, whenApiAnswers } from '@schaufenster/shared/http';
import { useServerProduct } from '@schaufenster/shared/ssr';
import { loadProduct } from './product-api';

/** Where the load of a buy button's product stands: loading, loaded, unknown to the shop (404), or failed otherwise. */
export type ProductLoad = { state: 'loading' } | { state: 'loaded'; product: Product } | { state: 'missing' } | { state: 'failed' };

// One object, so that starting a load while one is shown already renders nothing new.
const LOADING: ProductLoad = { state: 'loading' };
const MISSING: ProductLoad = { state: 'missing' };

/** What a product the server looked up (or undefined: none) lets the widget show at once. */
function loadOf(known: Product | null | undefined): ProductLoad {
  if (known === undefined) return LOADING;
  return known === null ? MISSING : { state: 'loaded', product: known };
}

/** Tells the CMS team in the console that a tag names a product the shop does not know (a typo, or no longer sold). */
function warnUnknown(widget: string, productId: string, answered: string): void {
  console.warn(`[schaufenster] ${widget}: the shop knows no product "${productId}" (${answered}); check the tag's productId, or remove the tag`);
}

/**
 * Loads the product a tag names by id (`widget`: the tag's name, for the console), and again on `retry` or, after a
 * failure, once the API answers any call of the page again. A 404 is `missing` without a modal (the shop no longer
 * sells it: nothing the shopper can do); any other failure raises the generic error modal (SPEC section 8). A product
 * the page's server looked up before rendering is shown at once, on the server and when its HTML hydrates, unasked.
 */
export function useProductById(productId: string, widget: string): { load: ProductLoad; retry: () => void } {
  const signal = useAbortSignal();
  const known = useServerProduct(productId);
  const [load, setLoad] = useState<ProductLoad>(() => loadOf(known));
  const fromServer = useRef(known !== undefined);
  const start = useCallback(() => {
    setLoad(LOADING);
    loadProduct(productId, signal).then(
      (product) => setLoad({ state: 'loaded', product }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        if (isHttpError(error) && error.status === 404) {
          // A typo in the tag or a product the shop no longer sells: the CMS team finds which in the console.
          warnUnknown(widget, productId, `${error.request} answered 404`);
          setLoad(MISSING);
          return;
        }
        bus.emit('error:show', { reason: isHttpError(error) ? error.describe() : String(error) });
        setLoad({ state: 'failed' });
      },
    );
  }, [productId, signal, widget]);
  useEffect(() => {
    if (fromServer.current) {
      // Hydrated from what the server looked up: nothing to ask the API; an unknown id is said in this console too.
      fromServer.current = false;
      if (known === null) warnUnknown(widget, productId, 'the page\'s server found none');
      return;
    }
    start();
  }, [start, known, widget, productId]);
  useEffect(() => (load.state === 'failed' ? whenApiAnswers(start) : undefined), [load.state, start]);
  return { load, retry: start };
}
