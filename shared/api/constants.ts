/** After a code was sent, another of its type may be asked for after this long (SPEC section 9: resend 20 s). */
export const RESEND_COOLDOWN_MS = 20_000;

/** The three kinds of one-time code (SPEC section 3). */
export const OTP_TYPES = ['GUEST_LOGIN_REQUEST', 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST'] as const;

/** One kind of one-time code. */
export type OtpType = (typeof OTP_TYPES)[number];

/** Field of a 422 `city_mismatch` body with the places of the postal code, closest to the sent city first. */
export const SUGGESTED_CITIES_KEY = 'suggestedCities';
