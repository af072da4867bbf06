import { useEffect, useRef, type RefObject } from 'react';
import type { AuthPage } from '@schaufenster/shared/bus';
import { useAuth } from './auth-context';
import { AuthCards } from './auth-cards';
import { FOCUS_TARGET_ATTRIBUTE, Heading, useHeadingLevels } from './auth-heading';
import { isTabbedPage } from './auth-pages';
import { scrollsToTop } from './auth-routing';
import { ForgotPasswordPage } from './forgot-password-page';
import { OtpVerifyPage } from './otp-verify-page';
import { ResetPasswordPage } from './reset-password-page';
import { TEXTS } from './texts';

/** Scrolls to the top of the auth area: the page's top, or the top of the popup's content. */
function useScrollToTop(activePage: AuthPage | undefined) {
  const { mode } = useAuth();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!activePage || !scrollsToTop(activePage)) return;
    if (mode === 'page') window.scrollTo({ top: 0, behavior: 'smooth' });
    else root.current?.scrollIntoView?.({ block: 'start' });
  }, [activePage, mode]);
  return root;
}

/**
 * After a move to another sub-page the focus goes to its title (overlays) or its tab link (cards), so
 * keyboard and screen-reader users follow it and the popup keeps the focus inside. The first activation
 * leaves the focus where it is.
 */
function useFocusOnMove(activePage: AuthPage | undefined, root: RefObject<HTMLDivElement | null>) {
  const previous = useRef(activePage);
  useEffect(() => {
    const before = previous.current;
    previous.current = activePage;
    if (!before || !activePage || before === activePage) return;
    root.current?.querySelector<HTMLElement>(`[${FOCUS_TARGET_ATTRIBUTE}]`)?.focus();
  }, [activePage, root]);
}

/** The active sub-page: the three cards, or one overlay page in their place. Nothing is active before the first activation. */
export function AuthView({ activePage }: { activePage: AuthPage | undefined }) {
  const { state } = useAuth();
  const levels = useHeadingLevels();
  const root = useScrollToTop(activePage);
  useFocusOnMove(activePage, root);
  const page = activePage ?? 'login';
  return (
    <div ref={root} aria-busy={activePage ? undefined : true}>
      {isTabbedPage(page) && levels.title === 1 && (
        <Heading level={1} className="visually-hidden">
          {TEXTS.pages.login}
        </Heading>
      )}
      {isTabbedPage(page) && <AuthCards active={activePage && isTabbedPage(activePage) ? activePage : undefined} />}
      {page === 'forgot-password' && <ForgotPasswordPage />}
      {page === 'reset-password' && <ResetPasswordPage />}
      {page === 'otp-verify' && state.otp && <OtpVerifyPage key={`${state.otp.type}:${state.otp.email}`} otp={state.otp} />}
    </div>
  );
}
