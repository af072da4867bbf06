// The demo shop's own site: what a page without a site configuration (or with a wrong key) gets. Its brand, routes
// and navigation are a site configuration themselves (ARCHITECTURE.md contract 1), kept as one: demo-site.json.
import demoSite from './demo-site.json';

/** The pages a widget links to or lands on, by the name the site configuration gives them. */
export const ROUTE_NAMES = [
  'home',
  'search',
  'helpSearch',
  'cart',
  'checkout',
  'account',
  'orders',
  'returns',
  'authenticate',
  'logout',
  'terms',
  'privacy',
  'orderConfirmation',
] as const;

/** One route of the site configuration. */
export type RouteName = (typeof ROUTE_NAMES)[number];

/** Routes that are templates: `{query}` stands for the shopper's search text. */
export const QUERY_ROUTES: readonly RouteName[] = ['search', 'helpSearch'];

/** What the templates of QUERY_ROUTES carry in place of the search text. */
export const QUERY_PLACEHOLDER = '{query}';

/**
 * The demo's routes (SPEC section 2). `logout` has none of its own: without one, the widgets send the shopper
 * to the API's `/logout/`, which lands on the page's `home` (see logoutUrl).
 */
export const DEFAULT_ROUTES: Readonly<Record<Exclude<RouteName, 'logout'>, string>> = demoSite.routes;

/** The demo's brand: a word mark, no logo image. */
export const DEFAULT_BRAND: { readonly name: string } = demoSite.brand;

/** The demo's main navigation (SPEC section 2: the header links, Sale for /outlet/, Hilfe for /faq/). */
export const DEFAULT_NAVIGATION: readonly { readonly label: string; readonly href: string }[] = demoSite.navigation;
