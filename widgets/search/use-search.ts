import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { callApi, isAbortError } from '@schaufenster/shared/http';
import { API, type SearchGroup } from '@schaufenster/shared/api';
import { FIRST_SEARCH_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS, SEARCH_RETRIES } from './constants';

/** The query as typed, the hits for it, and the setter that searches as the shopper types. */
export interface SearchState {
  query: string;
  groups: SearchGroup[];
  /** Searches `query` after the debounce, or at once when the shopper is known to have stopped typing (`atOnce`). */
  setQuery(query: string, options?: { atOnce?: boolean }): void;
  /**
   * The hits for exactly this text: the answer already shown, the request already on its way, or a
   * request made at once (a waiting debounce is dropped). A failed search gives no hits.
   */
  settle(text: string): Promise<SearchGroup[]>;
}

/** One search for one text: the hits once it answers. */
interface SearchCall {
  text: string;
  groups: Promise<SearchGroup[]>;
}

/**
 * Searches as the shopper types (SPEC sections 4 and 7): debounced 100 ms for the first request and
 * 250 ms once hits show; a newer request cancels the one in flight; a failure is retried once after
 * 2 s, then the error dialog shows; an empty query clears the hits.
 */
export function useSearch(): SearchState {
  const [query, setQueryState] = useState('');
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  const hasHits = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);
  // The newest search made, answered or not: a submit for its text waits for it instead of asking again.
  const latest = useRef<SearchCall>(undefined);
  const unmounted = useAbortSignal();
  const key = `search:${useId()}`;

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback(
    (text: string): Promise<SearchGroup[]> => {
      inFlight.current = new AbortController();
      const signal = inFlight.current.signal;
      unmounted.addEventListener('abort', () => inFlight.current?.abort(), { once: true });
      const call = async () => {
        try {
          // A read sent as a POST: nothing for an Idempotency-Key to store once.
          const answer = await callApi(API.search, { json: { query: text }, key, maxRetries: SEARCH_RETRIES, popup: true, idempotent: false, signal });
          hasHits.current = answer.groups.some((group) => group.results.length > 0);
          setGroups(answer.groups);
          return answer.groups;
        } catch (error) {
          if (isAbortError(error)) throw error;
          hasHits.current = false;
          setGroups([]);
          return [];
        }
      };
      const groups = call();
      latest.current = { text, groups };
      // A superseded search rejects with an AbortError nobody waits for.
      groups.catch(() => undefined);
      return groups;
    },
    [key, unmounted],
  );

  const setQuery = useCallback(
    (next: string, { atOnce = false }: { atOnce?: boolean } = {}) => {
      setQueryState(next);
      clearTimeout(timer.current);
      if (next.trim() === '') {
        inFlight.current?.abort();
        latest.current = undefined;
        hasHits.current = false;
        setGroups([]);
        return;
      }
      if (atOnce) void search(next);
      else timer.current = setTimeout(() => void search(next), hasHits.current ? SEARCH_DEBOUNCE_MS : FIRST_SEARCH_DEBOUNCE_MS);
    },
    [search],
  );

  const settle = useCallback(
    (text: string): Promise<SearchGroup[]> => {
      if (text.trim() === '') return Promise.resolve([]);
      clearTimeout(timer.current);
      return latest.current?.text === text ? latest.current.groups : search(text);
    },
    [search],
  );

  return { query, groups, setQuery, settle };
}
