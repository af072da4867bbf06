import { useCallback, useEffect, useState } from 'react';
import { enums, is, object, optional, string } from 'superstruct';
import { replaceAddressQuietly } from '@schaufenster/shared/session';
import { OTP_TYPES } from '@schaufenster/shared/api';
import { authStateHref, parseAuthQuery, showableState, type AuthState } from './auth-routing';
import type { GoOptions } from './auth-context';

/**
 * What history.state keeps of a sub-page, in the tab's memory and never in the address (the page-context
 * headers, analytics and referrers read that): the otp params and a reset link's `cid` and `hash`.
 */
const HistoryState = object({
  otp: optional(object({ type: enums(OTP_TYPES), email: string() })),
  reset: optional(object({ cid: string(), hash: string() })),
});

/** The address of the page the auth area is on, absolute (a <base> element would otherwise move it). */
const here = () => `${window.location.origin}${window.location.pathname}${window.location.search}${window.location.hash}`;

/** What a state keeps in history.state; null when nothing. */
function savedState(state: AuthState): { otp?: AuthState['otp']; reset?: AuthState['reset'] } | null {
  if (!state.otp && !state.reset) return null;
  return { ...(state.otp && { otp: state.otp }), ...(state.reset && { reset: state.reset }) };
}

/** The state of the page's address: its query, plus what history.state keeps (otp params, the reset secret). */
export function stateOfLocation(): AuthState {
  const parsed = parseAuthQuery(window.location.search);
  const saved: unknown = window.history.state;
  const kept = is(saved, HistoryState) ? saved : {};
  const otp = parsed.page === 'otp-verify' ? kept.otp : undefined;
  const reset = parsed.page === 'reset-password' ? (parsed.reset ?? kept.reset) : undefined;
  return showableState({ ...parsed, ...(otp && { otp }), ...(reset && { reset }) });
}

/**
 * The current sub-page and `go`. On the page every move is a history entry (the address keeps `p` and
 * callbackPath, back and forward work, nothing reloads); in the popup moves stay in memory. A reset link's
 * secret leaves the address as soon as the page has read it, without counting as a route change.
 */
export function useAuthNavigation(mode: 'page' | 'modal', initial: () => AuthState) {
  const [state, setState] = useState(initial);

  const go = useCallback(
    (next: AuthState, { replace = false, quiet = false }: GoOptions = {}) => {
      if (mode === 'page') {
        const url = authStateHref(next, here());
        if (quiet) replaceAddressQuietly(savedState(next), url);
        else if (replace) window.history.replaceState(savedState(next), '', url);
        else window.history.pushState(savedState(next), '', url);
      }
      setState(next);
    },
    [mode],
  );

  useEffect(() => {
    if (mode !== 'page') return undefined;
    // The address the page was opened with may carry the reset secret: keep it in history.state only.
    const opened = stateOfLocation();
    if (authStateHref(opened, here()) !== here()) replaceAddressQuietly(savedState(opened), authStateHref(opened, here()));
    const onPopState = () => setState(stateOfLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [mode]);

  return { state, go };
}
