/** What takes the focus in a dialog: its fields (not the hidden ones a form carries), buttons and links, in page order. */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
