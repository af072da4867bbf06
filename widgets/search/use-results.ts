import { useCallback, useEffect, useState } from 'react';
import { API, type CatalogListing } from '@schaufenster/shared/api';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { isAbortError, request, REQUEST_RETRIES, whenApiAnswers } from '@schaufenster/shared/http';
import { useServerAnswer } from '@schaufenster/shared/ssr';
import { mask } from 'superstruct';

/** Where the listing of a search results page stands. */
export type ResultsLoad = { state: 'loading' } | { state: 'loaded'; listing: CatalogListing } | { state: 'failed' };

const LOADING: ResultsLoad = { state: 'loading' };

/** The server's answer for `url`, read as the browser reads one; undefined when the server had none (or a broken one). */
function serverListing(answer: unknown): CatalogListing | undefined {
  if (answer === undefined) return undefined;
  try {
    return mask(answer, API.catalogProducts.answer);
  } catch {
    return undefined;
  }
}

/**
 * Loads a listing (`url`: GET /api/catalog/products/…): the server's answer when it rendered the widget with one (so
 * the hydration shows the same), else from the API, retried as every read; after a failure again on `retry` or once
 * the API answers any call of the page.
 */
export function useResults(url: string): { load: ResultsLoad; retry: () => void } {
  const signal = useAbortSignal();
  const fromServer = serverListing(useServerAnswer(url));
  const [load, setLoad] = useState<ResultsLoad>(fromServer ? { state: 'loaded', listing: fromServer } : LOADING);
  const start = useCallback(() => {
    setLoad(LOADING);
    request(url, { method: 'GET', schema: API.catalogProducts.answer, maxRetries: REQUEST_RETRIES, signal }).then(
      (listing) => setLoad({ state: 'loaded', listing }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.warn('[schaufenster] search/results: the search results could not be loaded', error);
        setLoad({ state: 'failed' });
      },
    );
  }, [url, signal]);
  const loaded = fromServer !== undefined;
  useEffect(() => {
    if (!loaded) start();
  }, [loaded, start]);
  useEffect(() => (load.state === 'failed' ? whenApiAnswers(start) : undefined), [load.state, start]);
  return { load, retry: start };
}
