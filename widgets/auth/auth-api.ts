import { API, EmailAnswer, type OtpType } from '@schaufenster/shared/api';
import { callApi, REQUEST_RETRIES, request } from '@schaufenster/shared/http';
import type { LoginForm, PasswordChangeForm, RegisterForm, ResetForm } from './auth-schemas';
import { LOGIN_DEADLINE_MS } from './constants';

const post = { csrf: true } as const;

/** POST /api/auth/login (CSRF, up to 3 retries; never again when the server is too busy to check passwords). */
export function login(body: LoginForm, signal: AbortSignal) {
  return callApi(API.login, { ...post, json: body, maxRetries: REQUEST_RETRIES, deadlineMs: LOGIN_DEADLINE_MS, signal });
}

/** POST /api/auth/register: the code for finishing the registration is mailed. */
export function register(body: RegisterForm, signal: AbortSignal) {
  return callApi(API.register, { ...post, json: { ...body, newsletterOptIn: body.newsletterOptIn ?? false }, signal });
}

/** POST /api/auth/login-otp/ with type send-otp: mails a code of the type. */
export function sendOtp(email: string, otpType: OtpType, signal: AbortSignal) {
  return request(API.otp.path, { ...post, method: API.otp.method, json: { email, type: 'send-otp', otpType }, schema: EmailAnswer, signal });
}

/** POST /api/auth/login-otp/ with type verify: logs in with the code. */
export function verifyOtp(email: string, otpType: OtpType, code: string, signal: AbortSignal) {
  return callApi(API.otp, { ...post, json: { email, type: 'verify', otpType, code }, signal });
}

/** POST /api/auth/forgot-password/: mails a reset link. */
export function forgotPassword(email: string, signal: AbortSignal) {
  return callApi(API.forgotPassword, { ...post, json: { email }, signal });
}

/** POST /api/auth/reset-password/ with type verify: whether a reset link is still valid. */
export function verifyResetLink(cid: string, hash: string, signal: AbortSignal) {
  // A read sent as a POST: nothing for an Idempotency-Key to store once.
  return callApi(API.verifyResetLink, { ...post, json: { cid, hash, type: 'verify' }, idempotent: false, signal });
}

/** POST /api/auth/reset-password with type reset: sets the new password. */
export function resetPassword(link: { cid: string; hash: string }, body: ResetForm, signal: AbortSignal) {
  return callApi(API.resetPassword, { ...post, json: { ...link, type: 'reset', ...body }, signal });
}

/** POST /api/auth/change-password/: the logged-in customer's new password; every other session ends. */
export function changePassword(body: PasswordChangeForm, signal: AbortSignal) {
  return callApi(API.changePassword, { ...post, json: body, signal });
}
