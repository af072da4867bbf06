import type { Description } from '@schaufenster/shared/props';
import { DEFAULT_NAVIGATION, DEFAULT_ROUTES, ROUTE_NAMES, SITE_CONFIG_ID, type RouteName } from '@schaufenster/shared/site';
import { DEFAULT_BRAND, QUERY_PLACEHOLDER, QUERY_ROUTES } from '@schaufenster/shared/site/defaults';
import { BRAND_DESCRIPTIONS, NAVIGATION_DESCRIPTION, ROUTE_DESCRIPTIONS, SITE_EXAMPLE } from '@schaufenster/shared/site/site-docs';

/** One key of the site configuration as the catalog's table shows it. */
export interface SiteKeyRow {
  /** Its path in the JSON, e.g. `routes.cart`. */
  key: string;
  type: string;
  /** What applies without it; empty when nothing does. */
  default: string;
  description: string;
  descriptionEn: string;
}

/** The site configuration as the widget catalog documents it: every key, and a whole declaration to copy. */
export interface SiteCatalog {
  id: string;
  rows: SiteKeyRow[];
  exampleTag: string;
}

/** What Abmelden does when the site names no logout route (shared/site logoutUrl). */
export const LOGOUT_DEFAULT = '/logout/?home=<home> (API)';

const row = (key: string, type: string, fallback: string, { de, en }: Description): SiteKeyRow => ({ key, type, default: fallback, description: de, descriptionEn: en });

const routeType = (name: RouteName) => (QUERY_ROUTES.includes(name) ? `string (Vorlage mit ${QUERY_PLACEHOLDER})` : 'string (Pfad oder URL)');

/** The table of every key, made from shared/site's own lists, so a new route shows here with its default. */
function siteKeyRows(): SiteKeyRow[] {
  return [
    row('brand.name', 'string', DEFAULT_BRAND.name, BRAND_DESCRIPTIONS.name),
    row('brand.logo', 'string (URL)', '', BRAND_DESCRIPTIONS.logo),
    row('brand.alt', 'string', '', BRAND_DESCRIPTIONS.alt),
    ...ROUTE_NAMES.map((name) => row(`routes.${name}`, routeType(name), name === 'logout' ? LOGOUT_DEFAULT : DEFAULT_ROUTES[name], ROUTE_DESCRIPTIONS[name])),
    row('navigation', '{ label, href }[]', DEFAULT_NAVIGATION.map((link) => `${link.label} ${link.href}`).join(', '), NAVIGATION_DESCRIPTION),
  ];
}

/** The site configuration's section of the widget catalog. */
export function siteCatalog(): SiteCatalog {
  return {
    id: SITE_CONFIG_ID,
    rows: siteKeyRows(),
    exampleTag: `<script type="application/json" id="${SITE_CONFIG_ID}">\n${JSON.stringify(SITE_EXAMPLE, null, 2)}\n</script>`,
  };
}
