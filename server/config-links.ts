// The shop's pages that API answers and mails link to: product and help pages, the sign-in page, the order page.
import { DEFAULT_ROUTES, type SiteConfig } from '@schaufenster/shared/site';
import { isSiteHref } from '@schaufenster/shared/site/site-config';
import { defaultSignInUrl, signInUrlProblem } from '../shop-api/auth/sign-in-url';
import { DEMO_HELP_PATHS, type HelpPaths } from '../shop-api/product-catalog/help-paths';
import { DEMO_PRODUCT_PATH, productPathProblem } from '../shop-api/product-catalog/product-path';
import { ConfigError } from '../server-kit/config-error';

/** Where the links of answers and mails lead. */
export interface ShopLinks {
  /** The shop's sign-in page reset links in mails open (`SIGN_IN_URL`, default SITE_CONFIG's `routes.authenticate` or the demo's, on `PUBLIC_ORIGIN`). */
  signInUrl: string;
  /** The shop's page of a customer's orders, linked from order confirmations (`ORDERS_URL`, default SITE_CONFIG's `routes.orders` or the demo's, on `PUBLIC_ORIGIN`). */
  ordersUrl: string;
  /** The pattern of product paths in API answers (`PRODUCT_PATH`, default `/p/{slug}/`). */
  productPath: string;
  /** Where help hits lead: `HELP_PATH`, `INFO_PATH` (patterns with `{slug}`), `HELP_HOME_PATH`; the demo's pages by default. */
  helpPaths: HelpPaths;
}

/** The demo's page of a customer's orders on the shop's origin. */
export function defaultOrdersUrl(publicOrigin: string): string {
  return new URL(DEFAULT_ROUTES.orders, publicOrigin).href;
}

/** ORDERS_URL: the shop's page of a customer's orders as an absolute http(s) URL (a mail has no page to resolve a path against). */
function readOrdersUrl(value: string | undefined, publicOrigin: string, site: SiteConfig | undefined): string {
  if (value === undefined || value === '') return site ? new URL(site.routes.orders, publicOrigin).href : defaultOrdersUrl(publicOrigin);
  // A link the widgets may render (no credentials, no control characters), and absolute.
  if (!/^https?:\/\//i.test(value) || !isSiteHref(value)) {
    throw new ConfigError(`ORDERS_URL must be the shop's page of a customer's orders as an absolute http(s) URL without credentials, e.g. https://cms.example/konto/bestellungen/, got "${value}"`);
  }
  return new URL(value).href;
}

/** SIGN_IN_URL: the shop's sign-in page as an absolute http(s) URL; the demo's /authenticate/ on PUBLIC_ORIGIN when unset. */
function readSignInUrl(value: string | undefined, publicOrigin: string, site: SiteConfig | undefined): string {
  const url = value?.trim() ?? '';
  if (url === '' && site) {
    const fromSite = new URL(site.routes.authenticate, publicOrigin).href;
    const problem = signInUrlProblem(fromSite);
    if (problem) throw new ConfigError(`SITE_CONFIG's routes.authenticate cannot be the sign-in page of reset links in mails: ${problem}, got "${site.routes.authenticate}" (SIGN_IN_URL can name another)`);
    return fromSite;
  }
  if (url === '') return defaultSignInUrl(publicOrigin);
  const problem = signInUrlProblem(url);
  if (problem) throw new ConfigError(`SIGN_IN_URL must be the shop's sign-in page as an absolute http(s) URL, e.g. https://cms.example/anmelden/; ${problem}, got "${value}"`);
  return new URL(url).href;
}

/** PRODUCT_PATH: a pattern with `{slug}`, a path on the page's origin or an absolute http(s) URL; the demo's `/p/{slug}/` when unset. */
function readProductPath(value: string | undefined): string {
  const pattern = value?.trim() ?? '';
  if (pattern === '') return DEMO_PRODUCT_PATH;
  const problem = productPathProblem(pattern);
  if (problem) {
    throw new ConfigError(`PRODUCT_PATH must be a pattern for product pages such as /artikel/{slug}.html or https://cms.example/p/{slug}/; ${problem}, got "${value}"`);
  }
  return pattern;
}

/** HELP_PATH and INFO_PATH (patterns with `{slug}`, as PRODUCT_PATH) and HELP_HOME_PATH (a path or an http(s) URL). */
function readHelpPaths(env: NodeJS.ProcessEnv): HelpPaths {
  const pattern = (name: 'HELP_PATH' | 'INFO_PATH', fallback: string, example: string) => {
    const value = env[name]?.trim() ?? '';
    if (value === '') return fallback;
    const problem = productPathProblem(value);
    if (problem) throw new ConfigError(`${name} must be a pattern for the shop's pages such as ${example}; ${problem}, got "${env[name]}"`);
    return value;
  };
  const home = env.HELP_HOME_PATH?.trim() ?? '';
  if (home !== '' && !isSiteHref(home)) {
    throw new ConfigError(`HELP_HOME_PATH must be a path starting with one "/" or an absolute http(s) URL, e.g. /hilfe/, got "${env.HELP_HOME_PATH}"`);
  }
  return {
    helpPath: pattern('HELP_PATH', DEMO_HELP_PATHS.helpPath, '/hilfe/{slug}/'),
    infoPath: pattern('INFO_PATH', DEMO_HELP_PATHS.infoPath, '/info/{slug}/'),
    helpHomePath: home || DEMO_HELP_PATHS.helpHomePath,
  };
}

/**
 * Reads SIGN_IN_URL, ORDERS_URL, PRODUCT_PATH, HELP_PATH, INFO_PATH and HELP_HOME_PATH; the server's site
 * configuration (SITE_CONFIG), when there is one, gives the first two their defaults, as it gives the widgets theirs.
 */
export function readShopLinks(env: NodeJS.ProcessEnv, publicOrigin: string, site?: SiteConfig): ShopLinks {
  return {
    signInUrl: readSignInUrl(env.SIGN_IN_URL, publicOrigin, site),
    ordersUrl: readOrdersUrl(env.ORDERS_URL, publicOrigin, site),
    productPath: readProductPath(env.PRODUCT_PATH),
    helpPaths: readHelpPaths(env),
  };
}
