// Validators shared by every widget (and the server), with the spec's German messages.
export { Email } from './email';
export { LoginPassword, NewPassword, PasswordChange, PasswordWithConfirmation, checkConfirmation } from './password';
export { OtpCode, normalizeOtpInput } from './otp-code';
export { PersonName } from './names';
export { AUTH_MESSAGES } from './messages';
export { hasShopperMessage, refineForShopper } from './shopper-refinement';
export { PASSWORD_MIN_LENGTH, OTP_CODE_LENGTH } from './constants';
