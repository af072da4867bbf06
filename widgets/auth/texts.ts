/** Shopper-facing texts of the auth widget, verbatim from SPEC.md section 2 where it gives them. */
export const TEXTS = {
  modalTitle: 'Anmelden',
  close: 'Schließen',
  modalIntro: 'Melde dich an, um deine Bestellungen und Rücksendungen zu sehen.',
  toLogin: 'Zur Anmeldung',
  tabsLabel: 'Anmeldung',
  tabs: [
    { page: 'login', label: 'Anmelden', intro: 'Melde dich mit deiner E-Mail-Adresse und deinem Passwort an.' },
    { page: 'register', label: 'Registrieren', intro: 'Lege ein Kundenkonto an und behalte deine Bestellungen im Blick.' },
    { page: 'guest', label: 'Gastkonto', intro: 'Wir schicken dir einen 6-stelligen Code per E-Mail, mit dem du dich ohne Passwort anmeldest.' },
  ],
} as const;
