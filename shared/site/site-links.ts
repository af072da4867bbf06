import { resolveUrl } from '@schaufenster/shared/http/resolve-url';
import { QUERY_PLACEHOLDER, QUERY_ROUTES, ROUTE_NAMES, type RouteName } from './defaults';
import type { SiteConfig } from './site-config';

/** Any base for parsing a path alone; it never shows in a result. */
const PATH_BASE = 'http://path.invalid';

/**
 * A search route's template with the shopper's text in place of `{query}` (URL-encoded). With no text the
 * search page is opened bare: a parameter that only carries `{query}` is left out (`/suche/?begriff={query}`
 * gives `/suche/`).
 */
export function fillQuery(template: string, query: string): string {
  if (query !== '') return template.split(QUERY_PLACEHOLDER).join(encodeURIComponent(query));
  const url = new URL(template, PATH_BASE);
  for (const [name, value] of [...url.searchParams]) if (value === QUERY_PLACEHOLDER) url.searchParams.delete(name);
  // A placeholder in the path goes with the slash it leaves doubled (`/suche/{query}/` gives `/suche/`).
  url.pathname = url.pathname.split(encodeURI(QUERY_PLACEHOLDER)).join('').replace(/\/{2,}/g, '/');
  return sameForm(template, url).split(encodeURIComponent(QUERY_PLACEHOLDER)).join('').split(QUERY_PLACEHOLDER).join('');
}

/**
 * HTML that names the site's pages by route (`{routes.cart}`, as a module contract's fallback does) with the links of
 * `routes` in their place, HTML-escaped for an attribute; a search route opens its page bare. A widget's contract
 * never writes a shop's path: whoever shows the HTML knows the site.
 */
export function fillRoutes(html: string, routes: Readonly<Record<Exclude<RouteName, 'logout'>, string>>): string {
  return html.replace(/\{routes\.(\w+)\}/g, (placeholder, name: string) => {
    if (!(ROUTE_NAMES as readonly string[]).includes(name) || name === 'logout') return placeholder;
    const route = name as Exclude<RouteName, 'logout'>;
    const href = QUERY_ROUTES.includes(route) ? fillQuery(routes[route], '') : routes[route];
    return href.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  });
}

/**
 * A site link with parameters added to the query it may already have (`/anmelden/?lang=de` + `p=guest`
 * gives `/anmelden/?lang=de&p=guest`), after dropping the ones named in `replaced`; its hash stays last.
 * A path stays a path, a URL a URL.
 */
export function withQuery(href: string, parameters: URLSearchParams, replaced: readonly string[] = []): string {
  const url = new URL(href, PATH_BASE);
  for (const name of replaced) url.searchParams.delete(name);
  for (const [name, value] of parameters) url.searchParams.set(name, value);
  return sameForm(href, url);
}

/** The URL written the way `href` was: a path when it was a path, else the whole URL. */
function sameForm(href: string, url: URL): string {
  return url.origin === PATH_BASE && href.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * Where Abmelden leads: the site's own logout route, or else the API's `/logout/` with the page's home as
 * `home`, where the API lands the shopper after logging out (only on an origin it allows).
 */
export function logoutUrl(site: SiteConfig, pageUrl: string = window.location.href): string {
  if (site.routes.logout) return site.routes.logout;
  const home = new URL(site.routes.home, pageUrl).href;
  return withQuery(resolveUrl('/logout/'), new URLSearchParams({ home }));
}

/** Where a plain HTML search form goes without JavaScript: its `action`, the name of its text field and its other fields. */
export interface SearchForm {
  action: string;
  field: string;
  hidden: [name: string, value: string][];
}

/**
 * The GET form of a search route template whose `{query}` is a query parameter (`/suche/?begriff={query}&sort=neu`:
 * action `/suche/`, field `begriff`, hidden `sort=neu`); a GET form replaces the action's query with its fields.
 */
export function searchForm(template: string): SearchForm {
  const url = new URL(template, PATH_BASE);
  const parameters = [...url.searchParams];
  const field = parameters.find(([, value]) => value === QUERY_PLACEHOLDER)?.[0] ?? 'q';
  url.search = '';
  const bare = fillQuery(sameForm(template, url), '');
  return { action: bare, field, hidden: parameters.filter(([name]) => name !== field) };
}

/**
 * The search text a page's address carries by its search route's template: the parameter that holds `{query}`
 * (`/suche/?begriff={query}`), or the part of the path where `{query}` stands (`/suche/{query}/`); '' when the
 * address does not fit the template.
 */
export function queryOfAddress(template: string, pageUrl: string): string {
  const page = new URL(pageUrl, PATH_BASE);
  const [before, after] = new URL(template, PATH_BASE).pathname.split(encodeURI(QUERY_PLACEHOLDER));
  if (after === undefined || before === undefined) return page.searchParams.get(searchForm(template).field) ?? '';
  const path = page.pathname;
  if (path.length < before.length + after.length || !path.startsWith(before) || !path.endsWith(after)) return '';
  try {
    return decodeURIComponent(path.slice(before.length, path.length - after.length));
  } catch {
    // A broken escape (`%E0`) is no search text.
    return '';
  }
}
