// Validators shared by every widget (and the server), with the spec's German messages.
export { Email, isEmail } from './email';
export { LoginPassword, NewPassword, PasswordChange, PasswordWithConfirmation, checkConfirmation } from './password';
export { OtpCode, normalizeOtpInput } from './otp-code';
export { PersonName } from './names';
export { parseNumericId, discountRatio, parseAspectRatio, DEFAULT_ASPECT_RATIO } from './numbers';
export { AUTH_MESSAGES } from './messages';
export { PASSWORD_MIN_LENGTH, OTP_CODE_LENGTH } from './constants';
