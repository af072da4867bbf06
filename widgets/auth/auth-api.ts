import { boolean, literal, object, string, type Infer } from 'superstruct';
import { ServiceContact } from '@schaufenster/shared/api';
import { REQUEST_RETRIES, request } from '@schaufenster/shared/http';
import type { OtpType } from './auth-pages';
import type { LoginForm, PasswordChangeForm, RegisterForm, ResetForm } from './auth-schemas';
import { AUTH_API } from './constants';

/** Answer of a login (password or code): the account's address. */
export const LoginAnswer = object({ success: boolean(), email: string() });

/** Answer of register and of a code request: the address the code went to. */
export const EmailAnswer = object({ email: string() });

/** Answer of forgot-password: where the mail went, and how to reach the service. */
export const ForgotAnswer = object({ email: string(), service: ServiceContact });
export type ForgotAnswer = Infer<typeof ForgotAnswer>;

/** Answer of the reset-link check and of the reset. */
export const SuccessAnswer = object({ success: boolean() });

/** Answer of a reset: only `success: true` counts. */
const ResetAnswer = object({ success: literal(true) });

const post = { method: 'POST', csrf: true } as const;

/** POST /api/auth/login (CSRF, up to 3 retries). */
export function login(body: LoginForm, signal: AbortSignal) {
  return request(AUTH_API.login, { ...post, json: body, schema: LoginAnswer, maxRetries: REQUEST_RETRIES, signal });
}

/** POST /api/auth/register: the code for finishing the registration is mailed. */
export function register(body: RegisterForm, signal: AbortSignal) {
  return request(AUTH_API.register, { ...post, json: { ...body, newsletterOptIn: body.newsletterOptIn ?? false }, schema: EmailAnswer, signal });
}

/** POST /api/auth/login-otp/ with type send-otp: mails a code of the type. */
export function sendOtp(email: string, otpType: OtpType, signal: AbortSignal) {
  return request(AUTH_API.otp, { ...post, json: { email, type: 'send-otp', otpType }, schema: EmailAnswer, signal });
}

/** POST /api/auth/login-otp/ with type verify: logs in with the code. */
export function verifyOtp(email: string, otpType: OtpType, code: string, signal: AbortSignal) {
  return request(AUTH_API.otp, { ...post, json: { email, type: 'verify', otpType, code }, schema: LoginAnswer, signal });
}

/** POST /api/auth/forgot-password/: mails a reset link. */
export function forgotPassword(email: string, signal: AbortSignal) {
  return request(AUTH_API.forgotPassword, { ...post, json: { email }, schema: ForgotAnswer, signal });
}

/** POST /api/auth/reset-password/ with type verify: whether a reset link is still valid. */
export function verifyResetLink(cid: string, hash: string, signal: AbortSignal) {
  return request(AUTH_API.verifyResetLink, { ...post, json: { cid, hash, type: 'verify' }, schema: SuccessAnswer, signal });
}

/** POST /api/auth/reset-password with type reset: sets the new password. */
export function resetPassword(link: { cid: string; hash: string }, body: ResetForm, signal: AbortSignal) {
  return request(AUTH_API.resetPassword, { ...post, json: { ...link, type: 'reset', ...body }, schema: ResetAnswer, signal });
}

/** Answer of a password change: only `success: true` counts. */
const PasswordChangeAnswer = object({ success: literal(true) });

/** POST /api/auth/change-password/: the logged-in customer's new password; every other session ends. */
export function changePassword(body: PasswordChangeForm, signal: AbortSignal) {
  return request(AUTH_API.changePassword, { ...post, json: body, schema: PasswordChangeAnswer, signal });
}
