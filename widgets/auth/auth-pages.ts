import type { OtpType } from '@schaufenster/shared/api';
import type { AuthPage } from '@schaufenster/shared/bus';

/** Every sub-page of the auth area, in the order SPEC.md section 2 names them. */
export const AUTH_PAGES = ['login', 'register', 'guest', 'forgot-password', 'reset-password', 'otp-verify'] as const satisfies readonly AuthPage[];

/** The sub-pages shown as the three collapsible cards with tab links. */
export const TABBED_PAGES = ['login', 'register', 'guest'] as const satisfies readonly AuthPage[];

/** A tabbed sub-page. */
export type TabbedPage = (typeof TABBED_PAGES)[number];

/** Otp type config (SPEC.md section 3): where the back link of its otp screen leads (SPEC.md section 4). */
export const OTP_TYPE_CONFIG: Readonly<Record<OtpType, { type: OtpType; goBackPageId: TabbedPage }>> = {
  GUEST_LOGIN_REQUEST: { type: 'GUEST_LOGIN_REQUEST', goBackPageId: 'guest' },
  VERIFY_ACCOUNT_BY_LOGIN_REQUEST: { type: 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST', goBackPageId: 'login' },
  VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST: { type: 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', goBackPageId: 'register' },
};

/** Tells whether a text names a sub-page. */
export function isAuthPage(value: string | null | undefined): value is AuthPage {
  return (AUTH_PAGES as readonly (string | null | undefined)[]).includes(value);
}

/** Tells whether a sub-page is one of the three cards (the others are overlay pages). */
export function isTabbedPage(page: AuthPage): page is TabbedPage {
  return (TABBED_PAGES as readonly string[]).includes(page);
}
