import type { RouteName } from '@schaufenster/shared/site';

/**
 * Shopper-facing texts of the header, verbatim from SPEC.md section 2 where it gives them. The brand, the
 * navigation and every address come from the page's site configuration (shared/site).
 */
export const TEXTS = {
  logoLabel: (brand: string) => `${brand} – zur Startseite`,
  navLabel: 'Hauptnavigation',
  accountLinks: [
    { route: 'account', label: 'Übersicht' },
    { route: 'orders', label: 'Meine Bestellungen' },
    { route: 'returns', label: 'Rücksendungen' },
  ] satisfies readonly { route: RouteName; label: string }[],
  cart: 'Warenkorb',
  cartWithCount: (count: number) => `Warenkorb, ${count} Artikel`,
  account: 'Mein Konto',
  welcome: 'Herzlich Willkommen',
  notLoggedIn: 'Du bist noch nicht angemeldet',
  login: 'Anmelden',
  logout: 'Abmelden',
  safeCheckout: 'Sicher einkaufen',
  search: 'Suche',
  menu: 'Menü',
  home: 'Startseite',
  menuTitle: 'Menü',
  close: 'Schließen',
  accountMenuLabel: 'Mein Konto – Menü',
} as const;
