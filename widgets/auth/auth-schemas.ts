import { boolean, is, object, optional, refine, string, type Infer } from 'superstruct';
import { Email, LoginPassword, NewPassword, OtpCode, PasswordChange, PasswordWithConfirmation, PersonName } from '@schaufenster/shared/validation';
import { TEXTS } from './texts';

/** A required name: non-empty after trimming, with the widget's own message (SPEC.md section 5 gives none). */
const requiredName = (message: string) => refine(string(), 'PersonName', (value) => is(value.trim(), PersonName) || message);

/** The login form: email and password (min. 6). */
export const LoginForm = object({ email: Email, password: LoginPassword });
export type LoginForm = Infer<typeof LoginForm>;

/** The register form: names, email, new password (min. 6) and the optional newsletter opt-in. */
export const RegisterForm = object({
  givenName: requiredName(TEXTS.messages.givenNameRequired),
  familyName: requiredName(TEXTS.messages.familyNameRequired),
  email: Email,
  newPassword: NewPassword,
  newsletterOptIn: optional(boolean()),
});
export type RegisterForm = Infer<typeof RegisterForm>;

/** The guest and forgot-password forms: an email address. */
export const EmailForm = object({ email: Email });
export type EmailForm = Infer<typeof EmailForm>;

/** The reset form: new password and its confirmation. */
export const ResetForm = PasswordWithConfirmation;
export type ResetForm = Infer<typeof ResetForm>;

/** The password change of the account pages: current password, new password and its confirmation. */
export const PasswordChangeForm = PasswordChange;
export type PasswordChangeForm = Infer<typeof PasswordChangeForm>;

/** The otp form: the 6-digit code. */
export const OtpForm = object({ code: OtpCode });
export type OtpForm = Infer<typeof OtpForm>;

/** Field names of the forms, in the order they are shown (server field errors are matched against them). */
export const FORM_FIELDS = {
  login: ['email', 'password'],
  register: ['givenName', 'familyName', 'email', 'newPassword'],
  email: ['email'],
  reset: ['newPassword', 'confirmPassword'],
  otp: ['code'],
  passwordChange: ['currentPassword', 'newPassword', 'confirmPassword'],
} as const;

/** Empty values of a form's fields, so an untouched field is validated as empty text. */
export function emptyValues(fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, '']));
}
