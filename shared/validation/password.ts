import { object, string } from 'superstruct';
import { PASSWORD_MIN_LENGTH } from './constants';
import { AUTH_MESSAGES } from './messages';
import { refineForShopper } from './shopper-refinement';

/** The login form's password: at least 6 characters. */
export const LoginPassword = refineForShopper(string(), 'LoginPassword', (value) => value.length >= PASSWORD_MIN_LENGTH || AUTH_MESSAGES.loginPasswordTooShort);

/** A new password at registration or reset: at least 6 characters. */
export const NewPassword = refineForShopper(
  string(),
  'NewPassword',
  (value) => value.length >= PASSWORD_MIN_LENGTH || AUTH_MESSAGES.registrationPasswordTooShort,
);

/** The confirmation problem of a new password, as a failure on `confirmPassword`; true when it matches. */
export function checkConfirmation({ newPassword, confirmPassword }: { newPassword: string; confirmPassword: string }) {
  if (confirmPassword === '') return { path: ['confirmPassword'], message: AUTH_MESSAGES.confirmPasswordRequired };
  if (confirmPassword !== newPassword) return { path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDiffer };
  return true;
}

/** A new password with its confirmation; a missing or differing confirmation fails on `confirmPassword`. */
export const PasswordWithConfirmation = refineForShopper(object({ newPassword: NewPassword, confirmPassword: string() }), 'PasswordWithConfirmation', checkConfirmation);

/**
 * The password change of the account pages (SPEC.md section 3): the current password (checked like the
 * login's), the new one (like registration's) and its confirmation (like reset's).
 */
export const PasswordChange = refineForShopper(
  object({ currentPassword: LoginPassword, newPassword: NewPassword, confirmPassword: string() }),
  'PasswordChange',
  checkConfirmation,
);
