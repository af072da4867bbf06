import { object, refine, string } from 'superstruct';
import { PASSWORD_MIN_LENGTH } from './constants';
import { AUTH_MESSAGES } from './messages';

/** The login form's password: at least 6 characters. */
export const LoginPassword = refine(string(), 'LoginPassword', (value) => value.length >= PASSWORD_MIN_LENGTH || AUTH_MESSAGES.loginPasswordTooShort);

/** A new password at registration or reset: at least 6 characters. */
export const NewPassword = refine(
  string(),
  'NewPassword',
  (value) => value.length >= PASSWORD_MIN_LENGTH || AUTH_MESSAGES.registrationPasswordTooShort,
);

/** A new password with its confirmation; a missing or differing confirmation fails on `confirmPassword`. */
export const PasswordWithConfirmation = refine(
  object({ newPassword: NewPassword, confirmPassword: string() }),
  'PasswordWithConfirmation',
  ({ newPassword, confirmPassword }) => {
    if (confirmPassword === '') return { path: ['confirmPassword'], message: AUTH_MESSAGES.confirmPasswordRequired };
    if (confirmPassword !== newPassword) return { path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDiffer };
    return true;
  },
);
