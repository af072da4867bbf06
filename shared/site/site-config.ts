import { refine, size, string, validate, type Struct } from 'superstruct';
import { DEFAULT_BRAND, DEFAULT_NAVIGATION, DEFAULT_ROUTES, QUERY_PLACEHOLDER, QUERY_ROUTES, ROUTE_NAMES, type RouteName } from './defaults';

/** The shop's brand as the header shows it: its name, and a logo image in place of the word mark if it has one. */
export interface SiteBrand {
  name: string;
  logo?: string;
  /** The logo's text alternative; the name when missing. */
  alt?: string;
}

/** A link of the main navigation. */
export interface NavigationLink {
  label: string;
  href: string;
}

/** The page's site: every link, landing and redirect a widget makes comes from here (ARCHITECTURE.md contract 1). */
export interface SiteConfig {
  brand: SiteBrand;
  /** Every route but `logout` always has a value; a missing `logout` means the API's own logout. */
  routes: Readonly<Record<Exclude<RouteName, 'logout'>, string>> & { readonly logout?: string };
  navigation: readonly NavigationLink[];
}

/** One thing wrong with a site configuration: where (`routes.cart`) and why; that key keeps its default. */
export interface SiteConfigProblem {
  path: string;
  reason: string;
}

/** The site configuration with nothing declared: the demo's site. */
export const DEFAULT_SITE: SiteConfig = { brand: DEFAULT_BRAND, routes: DEFAULT_ROUTES, navigation: DEFAULT_NAVIGATION };

// C0 controls, DEL and the backslash: browsers drop or reinterpret them in URLs (`/\evil.example` is another host).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** Tells whether a value is a link the widgets may render: a path of the page's site (one `/` first) or an http(s) URL. */
export function isSiteHref(value: string): boolean {
  if (value.trim() !== value || UNSAFE_CHARACTERS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const HREF_REASON = 'a path starting with one "/" (e.g. "/korb/") or an http(s) URL';

/** A link of the site: path or http(s) URL, nothing that could run script or name another host by accident. */
const SiteHref = refine(string(), 'SiteHref', (value) => isSiteHref(value) || `Expected ${HREF_REASON}, but received: ${JSON.stringify(value)}`);

/** A search page's address with `{query}` where the search text goes. */
const QueryTemplate = refine(SiteHref, 'QueryTemplate', (value) => value.includes(QUERY_PLACEHOLDER) || `Expected a template with ${QUERY_PLACEHOLDER} where the search text goes, e.g. "/suche/?begriff=${QUERY_PLACEHOLDER}"`);

/** The site configuration's limits: a label's length (brand name, navigation), the logo's alt text, the links of the navigation the header lays out. */
export const SITE_LIMITS = { labelMax: 80, altMax: 200, navigationMax: 20 } as const;

/** A text shown to shoppers: not empty, not endless. */
const Label = size(string(), 1, SITE_LIMITS.labelMax);

const NAVIGATION_LINK_FIELDS: Record<keyof NavigationLink, Struct<string>> = { label: Label, href: SiteHref };

/** Each field of a section, checked on its own so one wrong field keeps only its own default. */
const BRAND_FIELDS: Record<keyof SiteBrand, Struct<string>> = { name: Label, logo: SiteHref, alt: size(string(), 0, SITE_LIMITS.altMax) };
const ROUTE_FIELDS = Object.fromEntries(ROUTE_NAMES.map((name) => [name, QUERY_ROUTES.includes(name) ? QueryTemplate : SiteHref])) as Record<RouteName, Struct<string>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const describe = (value: unknown) => (Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value);

/** Checks a section of single-string fields (`brand`, `routes`), keeping the default of every wrong or missing field. */
function readSection<K extends string>(
  section: string,
  raw: unknown,
  fields: Record<K, Struct<string>>,
  problems: SiteConfigProblem[],
): Partial<Record<K, string>> {
  if (raw === undefined) return {};
  if (!isRecord(raw)) {
    problems.push({ path: section, reason: `Expected an object, but received ${describe(raw)}` });
    return {};
  }
  const known: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(fields, key)) {
      problems.push({ path: `${section}.${key}`, reason: `is no key of ${section} (known: ${Object.keys(fields).join(', ')})` });
      continue;
    }
    const [error, valid] = validate(value, fields[key as K]);
    if (error) problems.push({ path: `${section}.${key}`, reason: error.message });
    else known[key as K] = valid;
  }
  return known;
}

/**
 * Reads the navigation link by link: a wrong link is a problem and left out, the links beside it stay (a shop's
 * navigation without one link beats the demo's, whose links lead nowhere on the shop's site).
 */
function readNavigation(raw: unknown, problems: SiteConfigProblem[]): readonly NavigationLink[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) {
    problems.push({ path: 'navigation', reason: `Expected an array of links ({ "label": …, "href": … }), but received ${describe(raw)}` });
    return undefined;
  }
  const links: NavigationLink[] = [];
  for (const [index, entry] of raw.entries()) {
    const where = `navigation.${index}`;
    const before = problems.length;
    const link = readSection(where, entry, NAVIGATION_LINK_FIELDS, problems);
    for (const field of ['label', 'href'] as const) {
      if (isRecord(entry) && link[field] === undefined && !Object.hasOwn(entry, field)) problems.push({ path: `${where}.${field}`, reason: 'is missing' });
    }
    if (problems.length > before) continue;
    if (links.length === SITE_LIMITS.navigationMax) {
      problems.push({ path: where, reason: `is one link too many: the header lays out ${SITE_LIMITS.navigationMax} at most` });
      break;
    }
    if (link.label !== undefined && link.href !== undefined) links.push({ label: link.label, href: link.href });
  }
  return links;
}

const TOP_LEVEL_KEYS = ['brand', 'routes', 'navigation'];

/**
 * Reads a site configuration (the parsed JSON of `#schaufenster-site`): every key is optional, a wrong one is
 * a problem and keeps its default, unknown keys are problems and ignored. Never throws.
 */
export function parseSiteConfig(raw: unknown): { config: SiteConfig; problems: SiteConfigProblem[] } {
  const problems: SiteConfigProblem[] = [];
  if (!isRecord(raw)) {
    if (raw !== undefined) problems.push({ path: '(root)', reason: `Expected an object, but received ${describe(raw)}` });
    return { config: DEFAULT_SITE, problems };
  }
  for (const key of Object.keys(raw)) {
    if (!TOP_LEVEL_KEYS.includes(key)) problems.push({ path: key, reason: `is no key of the site configuration (known: ${TOP_LEVEL_KEYS.join(', ')})` });
  }
  const brand = readSection('brand', raw.brand, BRAND_FIELDS, problems);
  const routes = readSection('routes', raw.routes, ROUTE_FIELDS, problems);
  const navigation = readNavigation(raw.navigation, problems);
  return {
    config: {
      brand: { ...DEFAULT_BRAND, ...brand },
      routes: { ...DEFAULT_ROUTES, ...routes },
      navigation: navigation ?? DEFAULT_NAVIGATION,
    },
    problems,
  };
}
