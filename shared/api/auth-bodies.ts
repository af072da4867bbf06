import { boolean, enums, literal, object, optional, refine, size, string, union, type Infer } from 'superstruct';
import { AUTH_MESSAGES, checkConfirmation, Email, LoginPassword, NewPassword, OTP_CODE_LENGTH, OtpCode, PASSWORD_MIN_LENGTH, refineForShopper } from '../validation';
import { EmailAnswer, ForgotAnswer, LoginAnswer, SucceededAnswer, SuccessAnswer } from './auth-answers';
import { OTP_TYPES } from './constants';

// Upper bounds the spec leaves open: they keep huge inputs away from scrypt and the database.
const MAX_EMAIL = 254;
const MAX_PASSWORD = 512;
const MAX_NAME = 50;

const email = size(Email, 1, MAX_EMAIL);
// A plain refinement, without a message of its own: its failure takes the field's (FIELD_MESSAGES).
const name = refine(size(string(), 0, MAX_NAME), 'name', (value) => value.trim() !== '');

/** German messages for fields whose schema has no message of its own (the server's 422 for them). */
export const FIELD_MESSAGES = {
  givenName: AUTH_MESSAGES.givenNameRequired,
  familyName: AUTH_MESSAGES.familyNameRequired,
} as const;

/** POST /api/auth/login */
export const LoginBody = object({ email, password: size(LoginPassword, PASSWORD_MIN_LENGTH, MAX_PASSWORD) });

/** POST /api/auth/register */
export const RegisterBody = object({
  givenName: name,
  familyName: name,
  email,
  newPassword: size(NewPassword, PASSWORD_MIN_LENGTH, MAX_PASSWORD),
  newsletterOptIn: optional(boolean()),
});

/** POST /api/auth/login-otp/ with type send-otp */
export const SendOtpBody = object({ email, type: literal('send-otp'), otpType: enums(OTP_TYPES) });

/** POST /api/auth/login-otp/ with type verify */
export const VerifyOtpBody = object({ email, type: literal('verify'), otpType: enums(OTP_TYPES), code: size(OtpCode, OTP_CODE_LENGTH, OTP_CODE_LENGTH) });

/** POST /api/auth/login-otp/: either of the two. */
export const OtpBody = union([SendOtpBody, VerifyOtpBody]);

/** POST /api/auth/forgot-password/ */
export const ForgotBody = object({ email });

const cid = size(string(), 1, 64);
const hash = size(string(), 1, 128);

/** POST /api/auth/reset-password/ (verify a link) */
export const ResetVerifyBody = object({ cid, hash, type: literal('verify') });

/** POST /api/auth/reset-password (set the new password) */
export const ResetBody = object({
  cid,
  hash,
  type: literal('reset'),
  newPassword: size(NewPassword, PASSWORD_MIN_LENGTH, MAX_PASSWORD),
  confirmPassword: size(string(), 0, MAX_PASSWORD),
});

/** POST /api/auth/change-password/: the shared rules of PasswordChange (the form's too), with an upper bound on every field. */
export const PasswordChangeBody = refineForShopper(
  object({
    currentPassword: size(LoginPassword, PASSWORD_MIN_LENGTH, MAX_PASSWORD),
    newPassword: size(NewPassword, PASSWORD_MIN_LENGTH, MAX_PASSWORD),
    confirmPassword: size(string(), 0, MAX_PASSWORD),
  }),
  'PasswordChange',
  checkConfirmation,
);

/** The auth calls' body and answer schemas, by their names in ROUTES (routes.ts adds them to API). */
export const AUTH_CALLS = {
  login: { body: LoginBody, answer: LoginAnswer },
  register: { body: RegisterBody, answer: EmailAnswer },
  otp: { body: OtpBody, answer: LoginAnswer },
  forgotPassword: { body: ForgotBody, answer: ForgotAnswer },
  verifyResetLink: { body: ResetVerifyBody, answer: SuccessAnswer },
  resetPassword: { body: ResetBody, answer: SucceededAnswer },
  changePassword: { body: PasswordChangeBody, answer: SucceededAnswer },
} as const;

export type LoginBody = Infer<typeof LoginBody>;
export type RegisterBody = Infer<typeof RegisterBody>;
export type ResetBody = Infer<typeof ResetBody>;
export type PasswordChangeBody = Infer<typeof PasswordChangeBody>;
