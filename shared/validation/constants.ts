/** Minimum password length, for login, registration and reset (SPEC.md section 9). */
export const PASSWORD_MIN_LENGTH = 6;

/** Digits of a one-time code (SPEC.md section 9). */
export const OTP_CODE_LENGTH = 6;
