/** Stacking of the modal layer (SPEC.md section 9). */
export const MODAL_Z_INDEX = 5_000;

/** Stacking of the error dialog, above every modal (SPEC.md section 9). */
export const ERROR_DIALOG_Z_INDEX = 45_000;
