/** Wait before the requested sub-page is first activated (SPEC.md section 9: auth activation delay). */
export const ACTIVATION_DELAY_MS = 600;

/** From this width on the auth page shows its three cards side by side (SPEC.md section 9). */
export const AUTH_DESKTOP_MIN_WIDTH_PX = 992;
