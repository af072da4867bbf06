import { createContext, useContext } from 'react';
import type { AuthState, LoginKind } from './auth-routing';

/** Options of a move to another sub-page. */
export interface GoOptions {
  /** Replace the current history entry instead of adding one (redirects). */
  replace?: boolean;
  /** Replace it without a route change: a tidy-up of the same page (a flag shown and cleared), no new page view. */
  quiet?: boolean;
}

/** What every part of the auth area needs: where it stands, how to move, and how a login ends. */
export interface AuthContextValue {
  mode: 'page' | 'modal';
  state: AuthState;
  /** Moves to another sub-page: on the page through history (no reload), in the popup in memory. */
  go(next: AuthState, options?: GoOptions): void;
  /** Ends a successful login: to its target page, or (in the popup) by refreshing the session and closing. */
  finishLogin(login: LoginKind): void;
  /** Aborts when the auth area unmounts, so late answers are dropped. */
  signal: AbortSignal;
}

/** The auth area's context; provided by AuthArea. */
export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

/** The auth area's context; fails fast outside of it. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be called inside <AuthArea>');
  return value;
}
