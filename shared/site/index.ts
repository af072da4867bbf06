// The page's site configuration (ARCHITECTURE.md contract 1): brand, routes and navigation of the shop that embeds the widgets.
export { DEFAULT_NAVIGATION, DEFAULT_ROUTES, ROUTE_NAMES, type RouteName } from './defaults';
export { describeJsonError } from './json-error';
export { parseSiteConfig, SITE_LIMITS, type SiteConfig, type SiteConfigProblem } from './site-config';
/** @internal for tests */
export { DEFAULT_SITE } from './site-config';
export { pageSite, renderForSite } from './page-site';
export { renderedForPageSite, SITE_CONFIG_ID, siteKey } from './server-site';
export { fillQuery, fillRoutes, logoutUrl, queryOfAddress, searchForm, withQuery } from './site-links';
