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

/**
 * Shopper-facing texts of the search results listing: SPEC's where it has them (the error state), else the demo's
 * catalog listing's (heading, count, sort, pager, the empty state).
 */
export const RESULTS_TEXTS = {
  heading: (query: string) => `Suchergebnisse für „${query}“`,
  allHeading: 'Alle Produkte',
  allIntro: 'Stöbere durch unser ganzes Sortiment.',
  loading: (query: string) => (query === '' ? 'Wir laden unser Sortiment …' : `Wir suchen passende Produkte für „${query}“.`),
  count: (total: number) => `${total} Artikel`,
  sortLabel: 'Sortieren nach',
  apply: 'Anwenden',
  pagerLabel: 'Seiten',
  previous: 'Zurück',
  next: 'Weiter',
  pageOf: (page: number, pageCount: number) => `Seite ${page} von ${pageCount}`,
  emptyTitle: (query: string) => `Leider haben wir zu „${query}“ nichts gefunden.`,
  emptyAdvice: 'Prüfe die Schreibweise oder versuche es mit einem allgemeineren Begriff, zum Beispiel „Kleid“, „Jeans“ oder „Sneaker“.',
  emptyAll: 'Hier gibt es gerade keine Artikel. Schau dich gern in unserem übrigen Sortiment um.',
  showAll: 'Alle Produkte ansehen',
  resultsLabel: 'Suchergebnisse',
} as const;

/** The list names search results are reported under (view_item_list, select_item): the demo listing's. */
export const RESULTS_LIST_NAMES = { search: 'Suchergebnisse', all: 'Katalog' } as const;
