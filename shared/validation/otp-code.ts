import { coerce, string } from 'superstruct';
import { OTP_CODE_LENGTH } from './constants';
import { AUTH_MESSAGES } from './messages';
import { refineForShopper } from './shopper-refinement';

/** Keeps only digits and at most 6 of them: what the code field accepts. */
export function normalizeOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_CODE_LENGTH);
}

/** A one-time code: required, 6 digits (validate with `coerce: true` to drop non-digits first). */
export const OtpCode = coerce(
  refineForShopper(string(), 'OtpCode', (value) => {
    if (value === '') return AUTH_MESSAGES.otpRequired;
    return value.length >= OTP_CODE_LENGTH || AUTH_MESSAGES.otpTooShort;
  }),
  string(),
  normalizeOtpInput,
);
