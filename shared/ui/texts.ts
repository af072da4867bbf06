/** Shopper-facing texts of the shared UI, verbatim from SPEC.md section 2. */
export const TEXTS = {
  technicalErrorTitle: 'Entschuldige, ein technischer Fehler ist aufgetreten.',
  technicalErrorAdvice:
    'Bitte lade die Seite neu. Besteht das Problem weiterhin, wende dich mit einem Screenshot dieser Seite an unseren Kundenservice.',
  technicalErrorRetry: 'Nochmal versuchen',
  errorModalTitle: 'ES TUT UNS LEID!',
  errorModalText: 'Es scheint ein Problem auf unserer Seite zu geben. Versuchen Sie es erneut oder zu einem späteren Zeitpunkt.',
  errorModalButton: 'Weiter einkaufen',
  close: 'Schließen',
  loading: 'Wird geladen …',
  toastsLabel: 'Hinweise',
  /** A reduced price's discount beside its old price (SPEC section 9's ratio, in percent). */
  discount: (percent: number) => `−${percent} %`,
} as const;
