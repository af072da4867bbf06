import { SITE_CONFIG_ID } from '@schaufenster/shared/site';

/** A site of its own, unlike the demo's in every route, brand and navigation entry (for the widgets' tests). */
export const MODEHAUS_SITE = {
  brand: { name: 'Modehaus Berg', logo: 'https://cms.example/logo.svg', alt: 'Modehaus Berg Startseite' },
  routes: {
    home: '/start/',
    search: '/suche/?begriff={query}',
    helpSearch: '/hilfe/suche/?text={query}',
    cart: '/korb/',
    checkout: '/kasse/',
    account: '/konto/',
    orders: '/konto/bestellungen/',
    returns: '/konto/retouren/',
    authenticate: '/anmelden/',
    logout: '/abmelden/',
    terms: '/rechtliches/agb/',
    privacy: '/rechtliches/datenschutz/',
    orderConfirmation: '/kasse/danke/',
  },
  navigation: [
    { label: 'Neuheiten', href: '/neu/' },
    { label: 'Mäntel', href: '/kategorie/maentel/' },
  ],
} as const;

/**
 * Declares a page's site configuration as a CMS would (`<script type="application/json" id="schaufenster-site">`),
 * replacing any declared before; the JSON text is taken as it is when `raw` is a string. Returns its removal.
 */
export function declareSite(raw: unknown, type = 'application/json'): () => void {
  document.getElementById(SITE_CONFIG_ID)?.remove();
  const script = document.createElement('script');
  script.id = SITE_CONFIG_ID;
  script.type = type;
  script.textContent = typeof raw === 'string' ? raw : JSON.stringify(raw);
  document.head.append(script);
  return () => script.remove();
}
