/** Shopper-facing texts of the header, verbatim from SPEC.md section 2 where it gives them. */
export const TEXTS = {
  logo: 'Schaufenster',
  logoLabel: 'Schaufenster – zur Startseite',
  navLabel: 'Hauptnavigation',
  nav: [
    { href: '/damen/', label: 'Damen' },
    { href: '/herren/', label: 'Herren' },
    { href: '/marken/', label: 'Marken' },
    { href: '/outlet/', label: 'Sale' },
    { href: '/faq/', label: 'Hilfe' },
  ],
  cart: 'Warenkorb',
  cartWithCount: (count: number) => `Warenkorb, ${count} Artikel`,
  account: 'Mein Konto',
  welcome: 'Herzlich Willkommen',
  notLoggedIn: 'Du bist noch nicht angemeldet',
  login: 'Anmelden',
  logout: 'Abmelden',
  accountLinks: [
    { href: '/account/overview/', label: 'Übersicht' },
    { href: '/account/my-orders/', label: 'Meine Bestellungen' },
    { href: '/account/return-items/', label: 'Rücksendungen' },
  ],
  safeCheckout: 'Sicher einkaufen',
} as const;
