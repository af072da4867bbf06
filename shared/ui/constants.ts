/** Stacking of the modal layer (SPEC.md section 9). */
export const MODAL_Z_INDEX = 5_000;

/** Stacking of the error dialog, above every modal (SPEC.md section 9). */
export const ERROR_DIALOG_Z_INDEX = 45_000;

/** How long a button shows its danger style after an error (SPEC section 9: error display 500 ms). */
export const ERROR_DISPLAY_MS = 500;

/** How long the success flag of a request shows (SPEC section 9). */
export const SUCCESS_FLAG_MS = 1_000;

/** Toast durations: the spec's 3 s toasts, and the library defaults for errors and successes. */
export const TOAST_DURATION_MS = { info: 3_000, error: 4_000, success: 2_000 } as const;

/** At most this many toasts at once; the oldest gives way (SPEC section 9). */
export const MAX_TOASTS = 20;
