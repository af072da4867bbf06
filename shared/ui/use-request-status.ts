import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '@schaufenster/shared/http';
import { ERROR_DISPLAY_MS, SUCCESS_FLAG_MS } from './constants';

/** Where a request stands, as buttons and forms show it. */
export type RequestStatus = 'idle' | 'loading' | 'success' | 'error';

/** The status of the last request `run` made, and `run` itself. */
export interface RequestStatusHandle {
  status: RequestStatus;
  /** Runs a request: loading while it runs, success for SUCCESS_FLAG_MS, error for the display time; rethrows failures. */
  run<T>(call: () => Promise<T>): Promise<T>;
}

/**
 * Tracks one request's status (SPEC section 4): loading, a success flag for 1000 ms, an error shown for
 * `errorDisplayMs` (500 ms by default). A cancelled call goes back to idle without an error.
 */
export function useRequestStatus({ errorDisplayMs = ERROR_DISPLAY_MS }: { errorDisplayMs?: number } = {}): RequestStatusHandle {
  const [status, setStatus] = useState<RequestStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: RequestStatus, forMs: number) => {
    clearTimeout(timer.current);
    setStatus(next);
    timer.current = setTimeout(() => setStatus('idle'), forMs);
  }, []);

  const run = useCallback(
    async <T,>(call: () => Promise<T>): Promise<T> => {
      clearTimeout(timer.current);
      setStatus('loading');
      try {
        const result = await call();
        show('success', SUCCESS_FLAG_MS);
        return result;
      } catch (error) {
        if (isAbortError(error)) setStatus('idle');
        else show('error', errorDisplayMs);
        throw error;
      }
    },
    [errorDisplayMs, show],
  );
  return { status, run };
}
