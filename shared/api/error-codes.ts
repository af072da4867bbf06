/**
 * Every `error.code` the shop API answers (SPEC section 8 and the reference API's own): one list, so that the server
 * throws only codes the widgets can know and the widgets compare only with codes the server sends.
 */
export const ERROR_CODES = [
  'bad_request',
  'beaconWithoutSession',
  'busy',
  'city_mismatch',
  'conflictEmail',
  'csrf_invalid',
  'empty_cart',
  'fixture_failure',
  'foreignOrigin',
  'idempotency_key_reused',
  'internal',
  'invalidCode',
  'invalidResetLink',
  'not_found',
  'not_logged_in',
  'origin_not_allowed',
  'out_of_stock',
  'resend_cooldown',
  'session_superseded',
  'too_many_attempts',
  'too_many_invalid_codes',
  'too_many_mails',
  'too_many_mount_reports',
  'too_many_orders',
  'too_many_page_events',
  'too_many_page_vitals',
  'too_many_requests',
  'unavailable',
  'unsupportedMediaType',
  'unverified',
  'validation',
  'wrongCredentials',
] as const;

/** One code of the API's error bodies. */
export type ErrorCode = (typeof ERROR_CODES)[number];
