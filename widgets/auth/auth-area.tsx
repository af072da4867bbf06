import { useCallback, useEffect, useMemo } from 'react';
import { bus } from '@schaufenster/shared/bus';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { refreshSession } from '@schaufenster/shared/session';
import { useCss } from '@schaufenster/shared/ui';
import { AuthContext, type AuthContextValue } from './auth-context';
import { loginTarget, showableState, type AuthState, type LoginKind } from './auth-routing';
import { authAreaStyle } from './auth-styles';
import { AuthView } from './auth-view';
import { TEXTS } from './texts';
import { useActivation } from './use-activation';
import { useAuthNavigation } from './use-auth-navigation';

/** How the auth area is embedded: on the /authenticate/ page or in the Anmelden popup. */
export interface AuthAreaProps {
  mode: 'page' | 'modal';
  initial: () => AuthState;
  /** A full navigation (default: the browser's). */
  navigate: (url: string) => void;
  activationDelayMs: number;
  /** The popup closes itself after a login that stays on the page. */
  onClose?: () => void;
}

/**
 * The auth area in either mode: navigation between the sub-pages, the first-activation delay, and how a
 * login ends (to its target page, or, in the popup, by reloading the session so the header greets, and closing).
 */
export function AuthArea({ mode, initial, navigate, activationDelayMs, onClose }: AuthAreaProps) {
  const css = useCss();
  const signal = useAbortSignal();
  const { state, go } = useAuthNavigation(mode, initial);
  const activated = useActivation(activationDelayMs);

  const finishLogin = useCallback(
    (login: LoginKind) => {
      const target = loginTarget(login, mode, state.callbackPath, window.location.origin);
      if ('url' in target) return navigate(target.url);
      refreshSession();
      bus.emit('toast:show', { kind: 'success', message: TEXTS.login.loggedIn });
      onClose?.();
    },
    [mode, state.callbackPath, navigate, onClose],
  );

  // On the page, whoever asks for the Anmelden modal gets the page's own sub-page instead.
  useEffect(() => {
    if (mode !== 'page') return undefined;
    return bus.on('auth:open', ({ page }) => go(showableState({ page, callbackPath: state.callbackPath })));
  }, [mode, go, state.callbackPath]);

  const value = useMemo<AuthContextValue>(() => ({ mode, state, go, finishLogin, signal }), [mode, state, go, finishLogin, signal]);
  return (
    <AuthContext.Provider value={value}>
      <div className={authAreaStyle(css)} data-auth-mode={mode}>
        <AuthView activePage={activated ? state.page : undefined} />
      </div>
    </AuthContext.Provider>
  );
}
