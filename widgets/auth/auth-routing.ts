import type { AuthPage } from '@schaufenster/shared/bus';
import { safeCallbackPath } from '@schaufenster/shared/navigation/callback-path';
import { pageSite, withQuery, type SiteConfig } from '@schaufenster/shared/site';
import type { OtpType } from '@schaufenster/shared/api';
import { isAuthPage, OTP_TYPE_CONFIG, type TabbedPage } from './auth-pages';

/** Where the auth area stands: the sub-page and what it was opened with. */
export interface AuthState {
  page: AuthPage;
  /** The page to go back to after a login (query `callbackPath`). */
  callbackPath: string | null;
  /** Otp page params: kept in memory only, so an address never lands in the URL (and the page-context headers). */
  otp?: { type: OtpType; email: string };
  /** The reset link's `cid` and `hash`. */
  reset?: { cid: string; hash: string };
  /** forgot-password after an invalid or expired reset link (query `failed=true`). */
  failed?: boolean;
  /** login after a successful reset (query `resetPasswordSuccessfully=true`). */
  resetPasswordSuccessfully?: boolean;
}

/** Reads the auth state from the query of /authenticate/: `p` (none = login), callbackPath, cid, hash and the flags. */
export function parseAuthQuery(search: string): AuthState {
  const query = new URLSearchParams(search);
  const p = query.get('p');
  const page: AuthPage = isAuthPage(p) ? p : 'login';
  const cid = query.get('cid');
  const hash = query.get('hash');
  return {
    page,
    callbackPath: query.get('callbackPath') || null,
    ...(page === 'reset-password' && cid && hash && { reset: { cid, hash } }),
    ...(page === 'forgot-password' && query.get('failed') === 'true' && { failed: true }),
    ...(page === 'login' && query.get('resetPasswordSuccessfully') === 'true' && { resetPasswordSuccessfully: true }),
  };
}

/** The query parameters the auth area owns on its page; any other parameter of the page's address stays. */
const AUTH_PARAMETERS = ['p', 'cid', 'hash', 'failed', 'resetPasswordSuccessfully', 'callbackPath'] as const;

/**
 * The address of a state on the site's sign-in page (`routes.authenticate`, or `base`: the page the auth area
 * is on): `p` (none for login), callbackPath, and the sub-page's own flags, in place of any it had. A reset
 * link's `cid` and `hash` never go into it (history.state keeps them), and leave `base` if it had them.
 */
export function authStateHref(state: AuthState, base: string = pageSite().routes.authenticate): string {
  const query = new URLSearchParams();
  if (state.page !== 'login') query.set('p', state.page);
  if (state.failed && state.page === 'forgot-password') query.set('failed', 'true');
  if (state.resetPasswordSuccessfully && state.page === 'login') query.set('resetPasswordSuccessfully', 'true');
  if (state.callbackPath) query.set('callbackPath', state.callbackPath);
  return withQuery(base, query, AUTH_PARAMETERS);
}

/** The sign-in page's address of a tab, keeping the page to come back to. */
export function authenticateHref(page: AuthPage, callbackPath: string | null, base?: string): string {
  return authStateHref({ page, callbackPath }, base);
}

/** Tells whether a callback leads back to the site's own sign-in page, which a login must not land on again. */
function isSignInPage(path: string, routes: SiteConfig['routes'], origin: string): boolean {
  const signIn = new URL(routes.authenticate, origin);
  return signIn.origin === origin && new URL(path, origin).pathname === signIn.pathname;
}

/**
 * Where a login leads (SPEC.md section 4): the callbackPath, unless it is missing, contains
 * `/authenticate` or `http`, could leave the page's `origin` (`//host`, `/\t/host`, `/\host`, …) or is the
 * site's sign-in page; then the site's account page (`routes.account`, the demo's /account/overview/).
 */
export function callbackTarget(callbackPath: string | null, origin: string, routes: SiteConfig['routes'] = pageSite().routes): string {
  const path = safeCallbackPath(callbackPath, origin);
  return path !== null && !isSignInPage(path, routes, origin) ? path : routes.account;
}

/** What ends a successful login: a login with password, or a one-time code of a type. */
export type LoginKind = { kind: 'password' } | { kind: 'otp'; type: OtpType };

/**
 * Where a successful login goes: password and guest logins to the callback (in the popup: stay on the
 * page, which is the popup's callback); other code types always to the site's account page.
 */
export function loginTarget(
  login: LoginKind,
  mode: 'page' | 'modal',
  callbackPath: string | null,
  origin: string,
  routes: SiteConfig['routes'] = pageSite().routes,
): { stay: true } | { url: string } {
  const toCallback = login.kind === 'password' || login.type === 'GUEST_LOGIN_REQUEST';
  if (!toCallback) return { url: routes.account };
  return mode === 'modal' ? { stay: true } : { url: callbackTarget(callbackPath, origin, routes) };
}

/** The page the back link of an otp screen leads to (SPEC.md section 4). */
export function otpBackPage(type: OtpType): TabbedPage {
  return OTP_TYPE_CONFIG[type].goBackPageId;
}

/** A state the widget can show: otp-verify needs its params; without them (a reload, an old link) it is the login. */
export function showableState(state: AuthState): AuthState {
  return state.page === 'otp-verify' && !state.otp ? { page: 'login', callbackPath: state.callbackPath } : state;
}

/** p=guest and p=register scroll to their card (SPEC.md section 2). */
export function scrollsToCard(page: AuthPage): boolean {
  return page === 'register' || page === 'guest';
}

/** otp-verify, forgot-password and reset-password scroll to the top (SPEC.md section 2). */
export function scrollsToTop(page: AuthPage): boolean {
  return page === 'otp-verify' || page === 'forgot-password' || page === 'reset-password';
}
