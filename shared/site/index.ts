// The page's site configuration (ARCHITECTURE.md contract 1): brand, routes and navigation of the shop that embeds the widgets.
export { DEFAULT_NAVIGATION, DEFAULT_ROUTES, ROUTE_NAMES, type RouteName } from './defaults';
export { parseSiteConfig, type SiteConfig, type SiteConfigProblem } from './site-config';
/** @internal for tests */
export { DEFAULT_SITE } from './site-config';
export { pageSite, SITE_CONFIG_ID } from './page-site';
export { fillQuery, logoutUrl, withQuery } from './site-links';
