import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_CODE_LENGTH } from '@schaufenster/shared/validation';
import { RESET_TOKEN_BYTES } from './constants';

/** A one-time code of OTP_CODE_LENGTH digits from the CSPRNG. */
export function createOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

/** A reset-link secret (256 bits, URL-safe). */
export function createResetSecret(): string {
  return randomBytes(RESET_TOKEN_BYTES).toString('base64url');
}

/** A CSRF flow id (128 bits). */
export function createFlowId(): string {
  return randomBytes(16).toString('base64url');
}

/** SHA-256 of a secret bound to its row, as stored (the secret itself never is). */
export function hashSecret(secret: string, boundTo = ''): string {
  return createHash('sha256').update(`${boundTo}:${secret}`).digest('hex');
}
