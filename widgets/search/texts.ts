/** Shopper-facing texts of the search widget, verbatim from SPEC.md section 2. */
export const TEXTS = {
  placeholder: 'Suche nach Produkten',
  inputLabel: 'Suche',
  submit: 'Suche',
} as const;
