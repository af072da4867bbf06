/** Shopper-facing texts of the search widget; placeholder and button verbatim from SPEC section 2. */
export const TEXTS = {
  placeholder: 'Suche nach Produkten',
  inputLabel: 'Suche',
  submit: 'Suche',
  launcher: 'Suche',
  overlayTitle: 'Suche',
  close: 'Schließen',
  resultsLabel: 'Suchvorschläge',
  groups: {
    PRODUCT: 'Produkte',
    FAQ: 'Hilfe',
    HELP_CONTACT_PAGE: 'Kontakt',
    HELP_CONTACT_HOME_PAGE: 'Hilfe und Kontakt',
    INFORMATION_PAGE: 'Informationen',
  } as Record<string, string>,
  noHits: (query: string) => `Keine Vorschläge für „${query}“. Drücke Enter, um im ganzen Katalog zu suchen.`,
  hitCount: (count: number) => (count === 1 ? '1 Vorschlag' : `${count} Vorschläge`),
  historyTitle: 'Zuletzt gesucht',
  historyRemove: (query: string) => `„${query}“ aus dem Verlauf entfernen`,
  historyClear: 'Verlauf löschen',
  otherGroup: 'Weitere Treffer',
} as const;
