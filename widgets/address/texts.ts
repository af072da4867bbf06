// Shopper-facing texts of the address remote: the form, the address book and the checkout.
// Validation messages come verbatim from the shared address rules (ADDRESS_MESSAGES, SPEC.md section 5).

/** Texts of the address form. */
export const FORM_TEXTS = {
  formLabel: { 'checkout-delivery': 'Lieferadresse', 'checkout-billing': 'Rechnungsadresse', book: 'Adresse' },
  submit: { 'checkout-delivery': 'Lieferadresse speichern', 'checkout-billing': 'Rechnungsadresse speichern', book: 'Adresse speichern' },
  cancel: 'Abbrechen',
  gender: 'Anrede',
  genderPlaceholder: 'Bitte wählen',
  genders: { female: 'Frau', male: 'Herr', diverse: 'Divers' },
  addressType: 'Adressart',
  addressTypes: { home: 'Hausanschrift', packstation: 'Packstation' },
  givenName: 'Vorname',
  familyName: 'Nachname',
  streetHouseNumber: 'Straße und Hausnummer',
  additional: 'Adresszusatz / Firma (Optional)',
  servicePointMemberId: 'DHL-Kundennummer (Postnummer)',
  servicePointId: 'Packstationsnummer',
  zipCode: 'Postleitzahl',
  city: 'Stadt',
  state: 'Bundesland',
  country: 'Land',
  defaultDelivery: 'Als Standard-Lieferadresse verwenden',
  defaultBilling: 'Als Standard-Rechnungsadresse verwenden',
  done: 'Eingabe vollständig',
  saved: 'Deine Adresse wurde gespeichert.',
  signInToSave: 'Bitte melde dich an, um deine Adresse zu speichern.',
  signIn: 'Anmelden',
} as const;

/** Texts of the address book (/account/addresses/). */
export const BOOK_TEXTS = {
  title: 'Meine Adressen',
  loading: 'Deine Adressen werden geladen …',
  empty: 'Du hast noch keine Adresse gespeichert.',
  add: 'Neue Adresse hinzufügen',
  addTitle: 'Neue Adresse',
  editTitle: 'Adresse bearbeiten',
  edit: 'Bearbeiten',
  remove: 'Löschen',
  removed: 'Die Adresse wurde gelöscht.',
  makeDelivery: 'Als Lieferadresse festlegen',
  makeBilling: 'Als Rechnungsadresse festlegen',
  defaultDelivery: 'Standard-Lieferadresse',
  defaultBilling: 'Standard-Rechnungsadresse',
  defaultsChanged: 'Deine Standardadresse wurde geändert.',
  listLabel: 'Gespeicherte Adressen',
  signIn: 'Bitte melde dich an, um deine Adressen zu sehen.',
} as const;

/** How an address reads in lists: labels of the packstation lines. */
export const ADDRESS_LINE_TEXTS = {
  packstation: 'Packstation',
  postNumber: 'Postnummer',
} as const;

/** Texts of the checkout (/checkout/) and the order confirmation. */
export const CHECKOUT_TEXTS = {
  title: 'Kasse',
  loading: 'Die Kasse wird geladen …',
  signInTitle: 'Anmelden oder als Gast bestellen',
  signInText: 'Melde dich mit deinem Kundenkonto an oder bestelle mit einem Gastkonto: Wir schicken dir dafür einen Code per E-Mail.',
  signIn: 'Anmelden',
  guest: 'Als Gast bestellen',
  emptyCart: 'Dein Warenkorb ist leer.',
  continueShopping: 'Weiter einkaufen',
  backToCart: 'Zurück zum Warenkorb',
  deliveryTitle: 'Lieferadresse',
  billingTitle: 'Rechnungsadresse',
  newAddress: 'Neue Adresse eingeben',
  billingSame: 'Rechnungsadresse entspricht der Lieferadresse',
  chooseAddress: 'Bitte wähle eine Adresse aus oder gib eine neue ein.',
  billingNoPackstation: 'Eine Packstation kann keine Rechnungsadresse sein.',
  toPayment: 'Weiter zur Zahlungsart',
  change: 'Ändern',
  paymentTitle: 'Zahlungsart',
  paymentMethods: { invoice: 'Rechnung', paypal: 'PayPal', creditcard: 'Kreditkarte' },
  choosePayment: 'Bitte wähle eine Zahlungsart aus.',
  summaryTitle: 'Deine Bestellung',
  size: 'Größe',
  quantity: 'Menge',
  subtotal: 'Zwischensumme',
  voucher: 'Gutschein',
  shipping: 'Versand',
  freeShipping: 'kostenlos',
  total: 'Gesamtsumme',
  placeOrder: 'Jetzt kaufen',
  terms: 'Mit deiner Bestellung akzeptierst du unsere AGB und die Datenschutzerklärung.',
  thanks: 'Vielen Dank für deine Bestellung!',
  orderNumber: 'Deine Bestellnummer:',
  confirmationMail: 'Du erhältst in Kürze eine Bestätigung per E-Mail.',
  myOrders: 'Zu meinen Bestellungen',
} as const;
