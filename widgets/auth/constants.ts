/** Wait before the requested sub-page is first activated (SPEC.md section 9: auth activation delay). */
export const ACTIVATION_DELAY_MS = 600;

/** From this width of its own box the auth page shows its three cards side by side (SPEC.md section 9). */
export const AUTH_DESKTOP_MIN_WIDTH_PX = 992;

/**
 * How long a login may take, its retries included: SPEC section 7 gives it 3 retries, 2, 4 and 6 s apart (12 s of
 * back-off, up to 13.2 s with the jitter), which the 8 s of every other action (ACTION_DEADLINE_MS) would cut short;
 * the rest is for the fourth attempt's answer.
 */
export const LOGIN_DEADLINE_MS = 16_000;
