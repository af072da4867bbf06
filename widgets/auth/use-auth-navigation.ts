import { useCallback, useEffect, useState } from 'react';
import { enums, is, object, string } from 'superstruct';
import { OTP_TYPES } from './auth-pages';
import { authStateHref, parseAuthQuery, showableState, type AuthState } from './auth-routing';
import type { GoOptions } from './auth-context';

/** Otp params as kept in history.state: in the tab's memory, never in the URL. */
const OtpHistoryState = object({ otp: object({ type: enums(OTP_TYPES), email: string() }) });

/** The state of the page's address: its query, plus the otp params history.state keeps. */
export function stateOfLocation(): AuthState {
  const parsed = parseAuthQuery(window.location.search);
  const saved: unknown = window.history.state;
  const otp = parsed.page === 'otp-verify' && is(saved, OtpHistoryState) ? saved.otp : undefined;
  return showableState({ ...parsed, ...(otp && { otp }) });
}

/**
 * The current sub-page and `go`. On the page every move is a history entry (the address keeps `p` and
 * callbackPath, back and forward work, nothing reloads); in the popup moves stay in memory.
 */
export function useAuthNavigation(mode: 'page' | 'modal', initial: () => AuthState) {
  const [state, setState] = useState(initial);

  const go = useCallback(
    (next: AuthState, { replace = false }: GoOptions = {}) => {
      if (mode === 'page') {
        // The page the area is on, whatever its path; absolute, because a <base> element would otherwise move the address.
        const here = `${window.location.origin}${window.location.pathname}${window.location.search}${window.location.hash}`;
        const url = authStateHref(next, here);
        const saved = next.otp ? { otp: next.otp } : null;
        if (replace) window.history.replaceState(saved, '', url);
        else window.history.pushState(saved, '', url);
      }
      setState(next);
    },
    [mode],
  );

  useEffect(() => {
    if (mode !== 'page') return undefined;
    const onPopState = () => setState(stateOfLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [mode]);

  return { state, go };
}
