// What each key of the site configuration means, for the widget catalog (/widgets/): kept beside the keys, so a
// new route or brand field does not type-check without its description. Not part of the widgets' runtime.
import type { Description } from '@schaufenster/shared/props';
import type { RouteName } from './defaults';
import type { NavigationLink, SiteBrand } from './site-config';

/** One description per brand field (the type demands every one). */
export const BRAND_DESCRIPTIONS: { [K in keyof SiteBrand]-?: Description } = {
  name: { de: 'Name des Shops: Schriftzug im Header und Text des Logo-Links.', en: 'The shop’s name: the header’s word mark and the logo link’s text.' },
  logo: { de: 'Logo-Bild (http(s)-URL) statt des Schriftzugs.', en: 'Logo image (http(s) URL) in place of the word mark.' },
  alt: { de: 'Alternativtext des Logo-Bilds; ohne Angabe der Name.', en: 'The logo image’s text alternative; the name when missing.' },
};

/** What each page is for and which widget leads there (the type demands one per route). */
export const ROUTE_DESCRIPTIONS: Record<RouteName, Description> = {
  home: { de: 'Startseite: Ziel des Logos, „Weiter einkaufen“, Landung nach dem Abmelden.', en: 'Home page: the logo’s link, “continue shopping”, where logging out lands.' },
  search: {
    de: 'Suchergebnisse: Enter in der Suche; {query} steht für den Suchtext (leer: die Seite ohne Suchtext).',
    en: 'Search results: Enter in the search box; {query} stands for the search text (none: the page without it).',
  },
  helpSearch: { de: 'Hilfesuche: Enter, wenn alle Treffer Hilfeseiten sind ({query} wie bei search).', en: 'Help search: Enter when every hit is a help page ({query} as for search).' },
  cart: { de: 'Warenkorbseite: Warenkorb im Header, Links im Warenkorb und im Sheet nach dem Hinzufügen.', en: 'Cart page: the header’s cart, links in the mini-cart and the sheet after adding.' },
  checkout: { de: 'Kasse: „Zur Kasse“ im Warenkorb.', en: 'Checkout: “Zur Kasse” in the cart.' },
  account: {
    de: 'Kontoübersicht: Konto-Menü; Landung nach der Registrierung und nach einer Anmeldung ohne callbackPath.',
    en: 'Account overview: the account menu; the landing after registering and after a sign-in without callbackPath.',
  },
  orders: { de: 'Meine Bestellungen: Konto-Menü, Bestellbestätigung.', en: 'My orders: the account menu, the order confirmation.' },
  returns: { de: 'Rücksendungen: Konto-Menü.', en: 'Returns: the account menu.' },
  authenticate: {
    de: 'Anmeldeseite mit dem auth-Widget ({"mode":"page"}). Seine Unterseiten hängen ?p= an: login (ohne p), register, guest, forgot-password, reset-password (mit cid und hash aus der Mail), otp-verify; callbackPath nennt die Seite nach der Anmeldung.',
    en: 'Sign-in page carrying the auth widget ({"mode":"page"}). Its sub-pages add ?p=: login (no p), register, guest, forgot-password, reset-password (with the mail’s cid and hash), otp-verify; callbackPath names the page after signing in.',
  },
  logout: {
    de: 'Abmelden im Konto-Menü. Ohne Angabe die Route /logout/ der API, die danach auf home landet (liegt home nicht auf PUBLIC_ORIGIN oder ALLOWED_ORIGINS: auf /).',
    en: 'Abmelden in the account menu. Without one, the API’s /logout/, which then lands on home (on /, unless home is on PUBLIC_ORIGIN or ALLOWED_ORIGINS).',
  },
  terms: { de: 'AGB: Link im Registrierungsformular.', en: 'Terms: the link in the registration form.' },
  privacy: { de: 'Datenschutz: Link im Registrierungsformular.', en: 'Privacy: the link in the registration form.' },
  orderConfirmation: { de: 'Bestellbestätigung nach dem Kauf, mit ?order=<Bestellnummer>.', en: 'Order confirmation after buying, with ?order=<order number>.' },
};

/** The main navigation: the header's links and the mobile menu's. */
export const NAVIGATION_DESCRIPTION: Description = {
  de: 'Hauptnavigation: Links im Header und im mobilen Menü, je label und href; [] für keine.',
  en: 'Main navigation: the header’s and mobile menu’s links, each label and href; [] for none.',
};

/**
 * A whole site configuration to copy (ARCHITECTURE.md contract 1 with every route), passing parseSiteConfig (tested).
 * Without `logout`: a copied `"/logout/"` would name the shop's own path, not the API's logout, which applies without one.
 */
export const SITE_EXAMPLE = {
  brand: { name: 'Modehaus', logo: 'https://cms.example/logo.svg', alt: 'Modehaus' },
  routes: {
    home: '/',
    search: '/suche/?begriff={query}',
    helpSearch: '/hilfe/?frage={query}',
    cart: '/korb/',
    checkout: '/kasse/',
    account: '/konto/',
    orders: '/konto/bestellungen/',
    returns: '/konto/retouren/',
    authenticate: '/anmelden/',
    terms: '/agb/',
    privacy: '/datenschutz/',
    orderConfirmation: '/danke/',
  },
  navigation: [{ label: 'Damen', href: '/damen/' }],
} satisfies { brand: Required<SiteBrand>; routes: Record<Exclude<RouteName, 'logout'>, string>; navigation: NavigationLink[] };
