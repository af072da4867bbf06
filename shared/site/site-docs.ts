// What each key of the site configuration means, for the widget catalog (/widgets/). The texts are data for the CMS
// team (site-docs.json); typed here, so a new route or brand field does not type-check without its description.
// Not part of the widgets' runtime.
import type { Description } from '@schaufenster/shared/props';
import type { RouteName } from './defaults';
import type { NavigationLink, SiteBrand } from './site-config';
import docs from './site-docs.json';

/** One description per brand field (the type demands every one). */
export const BRAND_DESCRIPTIONS: { [K in keyof SiteBrand]-?: Description } = docs.brand;

/** What each page is for and which widget leads there (the type demands one per route). */
export const ROUTE_DESCRIPTIONS: Record<RouteName, Description> = docs.routes;

/** The main navigation: the header's links and the mobile menu's. */
export const NAVIGATION_DESCRIPTION: Description = docs.navigation;

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
