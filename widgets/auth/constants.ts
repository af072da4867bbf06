/** Wait before the requested sub-page is first activated (SPEC.md section 9: auth activation delay). */
export const ACTIVATION_DELAY_MS = 600;

/** After a successful resend, another code may be asked for after this long (SPEC.md section 9). */
export const RESEND_COOLDOWN_MS = 20_000;

/** From this width on the auth page shows its three cards side by side (SPEC.md section 9). */
export const AUTH_DESKTOP_MIN_WIDTH_PX = 992;

/** Endpoints of the auth API (SPEC.md section 7). */
export const AUTH_API = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  otp: '/api/auth/login-otp/',
  forgotPassword: '/api/auth/forgot-password/',
  verifyResetLink: '/api/auth/reset-password/',
  resetPassword: '/api/auth/reset-password',
  /** Not in the spec's call table: the password change of the account pages (SPEC.md section 3). */
  changePassword: '/api/auth/change-password/',
} as const;

