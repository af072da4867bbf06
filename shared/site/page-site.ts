import { describeJsonError } from './json-error';
import { SITE_CONFIG_ID } from './server-site';
import { DEFAULT_SITE, parseSiteConfig, type SiteConfig } from './site-config';

/** What the page declares: nothing, an element that is no JSON script, or the script's text. */
type Declared = { kind: 'none' } | { kind: 'wrong-element' } | { kind: 'json'; text: string };

/** What the last read saw and what came of it (a CMS may replace the script; then it is read anew). */
let last: { key: string; config: SiteConfig } | undefined;

function declared(doc: Document): Declared {
  const script = doc.getElementById(SITE_CONFIG_ID);
  if (!script) return { kind: 'none' };
  if (!(script instanceof HTMLScriptElement) || script.type !== 'application/json') return { kind: 'wrong-element' };
  return { kind: 'json', text: script.textContent ?? '' };
}

/** What a page without a site configuration is told, once: the widgets then link to the demo's pages. */
export const NO_SITE_WARNING =
  `[schaufenster] this page has widgets but no site configuration (<script type="application/json" id="${SITE_CONFIG_ID}">): ` +
  "the demo's brand, links and routes apply. Declare the shop's once per page; see docs/cms/site-configuration.md";

/**
 * The configuration a declaration makes, each problem said once in the browser's console (where the CMS engineer
 * looks), and never on the server: a fragment's every render would write its site's mistakes, values and all, to the
 * log again (SITE_CONFIG is checked when the server starts; a page's own declaration is reported in its browser).
 */
function readConfig(site: Declared, inBrowser: boolean): SiteConfig {
  const say = inBrowser ? (message: string) => console.error(message) : () => undefined;
  if (site.kind === 'none') {
    // A page the loader runs on (not a server render, not a widget's own test document) is a CMS page missing it.
    if (inBrowser && document.querySelector('script[src$="/loader.js"]')) console.warn(NO_SITE_WARNING);
    return DEFAULT_SITE;
  }
  if (site.kind === 'wrong-element') {
    say(`[schaufenster] #${SITE_CONFIG_ID} must be a <script type="application/json">; the demo's site applies`);
    return DEFAULT_SITE;
  }
  const text = site.text;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    say(`[schaufenster] the site configuration #${SITE_CONFIG_ID} is not valid JSON at ${describeJsonError(text, error)}; the demo's site applies`);
    return DEFAULT_SITE;
  }
  const { config, problems } = parseSiteConfig(raw);
  for (const { path, reason } of problems) say(`[schaufenster] site configuration #${SITE_CONFIG_ID}: ${path}: ${reason}; its default applies`);
  return config;
}

/** The site a server render is rendering for (its page's script text), set only while that render runs. */
let serverSite: Declared = { kind: 'none' };

/**
 * Runs a server render (which is synchronous) for a page whose site script has `text` (undefined: the page
 * declares none): `pageSite()` reads that text meanwhile, as the browser reads the page's script.
 */
export function renderForSite<T>(text: string | undefined, render: () => T): T {
  const before = serverSite;
  serverSite = text === undefined ? { kind: 'none' } : { kind: 'json', text };
  try {
    return render();
  } finally {
    serverSite = before;
  }
}

/**
 * The page's site configuration (`<script type="application/json" id="schaufenster-site">`), read once and
 * again only when the script's text changes; each problem is one console error, and that key keeps its default.
 * Without a document (a render on the server) it is the site of the page being rendered (`renderForSite`).
 */
export function pageSite(doc: Document | undefined = globalThis.document): SiteConfig {
  const site = doc ? declared(doc) : serverSite;
  const key = site.kind === 'json' ? `json:${site.text}` : site.kind;
  if (last?.key !== key) last = { key, config: readConfig(site, doc !== undefined) };
  return last.config;
}
