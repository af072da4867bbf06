/** A text page of the demo CMS: help articles and legal information. */
export interface Article {
  path: string;
  title: string;
  /** Short label for link lists (defaults to the title). */
  label?: string;
  paragraphs: readonly string[];
}

/** The footer promises of SPEC section 1, in order. */
export const PROMISES = [
  { title: 'Kostenlose Rücksendung', text: 'Zurückschicken kostet dich nichts.' },
  { title: 'Jetzt kaufen, später bezahlen', text: 'Bezahle bequem nach Erhalt deiner Ware.' },
  { title: '30 Tage Rückgaberecht', text: 'Du hast 30 Tage Zeit, dich zu entscheiden.' },
  { title: 'Kauf auf Rechnung', text: 'Erst anprobieren, dann bezahlen.' },
  { title: 'Schnelle Lieferung', text: 'Versand mit unserem Paketdienst, meist in 1–3 Werktagen.' },
  { title: 'Sichere Daten', text: 'Deine Daten werden verschlüsselt übertragen.' },
] as const;

/** Help articles behind the footer and the help page: returns, payment per type, shipping, tracking, countries, right of return. */
export const HELP_ARTICLES: readonly Article[] = [
  {
    path: '/faq/ruecksendung/',
    title: 'Wie funktioniert die Rücksendung?',
    label: 'Rücksendung',
    paragraphs: [
      'Für die Rückgabe legst du die Artikel in die Originalverpackung und meldest deine Rücksendung in deinem Konto unter „Rücksendungen“ an.',
      'Für Rücksendungen aus Deutschland erhältst du ein kostenloses Retourenlabel. Deine Erstattung veranlassen wir, sobald die Ware bei uns eingetroffen ist.',
    ],
  },
  {
    path: '/faq/zahlungsarten/rechnung/',
    title: 'Zahlungsart Rechnung',
    label: 'Zahlung per Rechnung',
    paragraphs: [
      'Beim Kauf auf Rechnung bezahlst du erst, nachdem du deine Bestellung erhalten hast.',
      'Das Zahlungsziel beträgt 30 Tage ab Versand. Die Bankverbindung findest du auf der Rechnung.',
    ],
  },
  {
    path: '/faq/zahlungsarten/kreditkarte/',
    title: 'Zahlungsart Kreditkarte',
    label: 'Zahlung per Kreditkarte',
    paragraphs: [
      'Wir akzeptieren Visa, Mastercard und American Express.',
      'Deine Karte wird erst belastet, wenn deine Bestellung versendet wird.',
    ],
  },
  {
    path: '/faq/zahlungsarten/paypal/',
    title: 'Zahlungsart PayPal',
    label: 'Zahlung per PayPal',
    paragraphs: ['Mit PayPal bezahlst du über dein PayPal-Konto; du wirst dafür zu PayPal weitergeleitet und kehrst danach zu uns zurück.'],
  },
  {
    path: '/faq/versand/',
    title: 'Versand und Lieferzeiten',
    label: 'Versand',
    paragraphs: [
      'Wir versenden mit unserem Paketdienst im Standardversand. Innerhalb Deutschlands dauert die Lieferung meist 1–3 Werktage.',
      'Du kannst auch an eine Packstation liefern lassen.',
    ],
  },
  {
    path: '/faq/sendungsverfolgung/',
    title: 'Wo ist meine Bestellung?',
    label: 'Sendungsverfolgung',
    paragraphs: ['Sobald dein Paket unterwegs ist, schicken wir dir eine E-Mail mit dem Link zur Sendungsverfolgung. Den Status findest du auch unter „Meine Bestellungen“.'],
  },
  {
    path: '/faq/lieferlaender/',
    title: 'In welche Länder liefert ihr?',
    label: 'Lieferländer',
    paragraphs: ['Wir liefern in die meisten Länder Europas, darunter Deutschland, Österreich, die Schweiz, die Niederlande, Belgien, Frankreich, Italien, Spanien und Polen.'],
  },
  {
    path: '/faq/rueckgaberecht/',
    title: '30 Tage Rückgaberecht',
    label: '30 Tage Rückgaberecht',
    paragraphs: ['Du kannst jeden Artikel innerhalb von 30 Tagen nach Erhalt ohne Angabe von Gründen zurückgeben, solange er ungetragen ist und die Etiketten noch dran sind.'],
  },
];

/** The legal information pages linked from every footer. */
export const INFORMATION_PAGES: readonly Article[] = [
  {
    path: '/i/impressum/',
    title: 'Impressum',
    paragraphs: [
      'Schaufenster ist ein Demonstrations-Shop. Anbieter im Sinne des § 5 DDG ist die Schaufenster Demo GmbH.',
      'Kontakt: Unseren Kundenservice erreichst du über die Seite „Hilfe und Kontakt“.',
    ],
  },
  {
    path: '/i/datenschutz/',
    title: 'Datenschutz',
    paragraphs: [
      'Wir verarbeiten deine Daten nur, soweit es für deine Bestellung, dein Kundenkonto und – mit deiner Einwilligung – für Statistik und Marketing nötig ist.',
      'Deine Einwilligung kannst du jederzeit über die Cookie-Einstellungen ändern.',
    ],
  },
  {
    path: '/i/agb/',
    title: 'AGB',
    paragraphs: ['Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen in unserem Online-Shop. Der Vertrag kommt mit unserer Versandbestätigung zustande.'],
  },
  {
    path: '/i/widerrufsrecht/',
    title: 'Widerrufsrecht',
    paragraphs: ['Du hast das Recht, binnen 30 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beginnt mit dem Tag, an dem du die Ware erhalten hast.'],
  },
];

/** The contact page of the help area (search type HELP_CONTACT_PAGE). */
export const HELP_CONTACT_ARTICLE: Article = {
  path: '/faq/kontakt/',
  title: 'Kontakt zum Kundenservice',
  label: 'Kontakt',
  paragraphs: [
    'Du hast eine Frage zu deiner Bestellung, einer Rücksendung oder deinem Kundenkonto? Unser Kundenservice ist werktags von 9:00 bis 16:00 Uhr telefonisch und per E-Mail für dich da.',
    'Halte für eine schnelle Antwort bitte deine Bestellnummer bereit.',
  ],
};

/** What the help home page /faq/ says about itself, for the search index. */
export const HELP_HOME_TEXT = 'Antworten auf häufige Fragen zu Bestellung, Versand, Zahlung und Rücksendung, und der Weg zu unserem Kundenservice.';
