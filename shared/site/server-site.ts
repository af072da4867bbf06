// What a server render tells the browser about the site it rendered for, apart from page-site.ts so that the loader
// can adopt a server's site configuration without the configuration's parser.
import { fnv1a } from '../hash/fnv1a';
import { readSnapshotAttribute, SERVER_SNAPSHOT_ATTRIBUTE } from '../mount/server-attribute';

/** The id of the inline JSON script a CMS page declares its site with. */
export const SITE_CONFIG_ID = 'schaufenster-site';

/**
 * A short fingerprint of a declared site configuration (the text of the page's script, or undefined for none): a
 * server render records the one it rendered for, and the browser hydrates only HTML rendered for the page's own.
 * FNV-1a over the parsed JSON written out again (spacing does not count), as 8 hex digits; no validation, so the
 * loader can tell without the configuration's parser.
 */
export function siteKey(text: string | undefined): string {
  let canonical = '';
  if (text !== undefined) {
    try {
      canonical = JSON.stringify(JSON.parse(text));
    } catch {
      canonical = text;
    }
  }
  return fnv1a(canonical).toString(16).padStart(8, '0');
}

/** The text of the page's site configuration script; undefined when the page declares none. */
export function declaredSite(doc: Document): string | undefined {
  return doc.getElementById(SITE_CONFIG_ID)?.textContent ?? undefined;
}

/** Whether a server render's snapshot was made for the page's declared site (a snapshot without a key: assumed so). */
export function renderedForPageSite(snapshot: { siteKey?: unknown }, doc: Document): boolean {
  return typeof snapshot.siteKey !== 'string' || snapshot.siteKey === siteKey(declaredSite(doc));
}

/** The site configuration text a server render carries (rendered with the server's SITE_CONFIG, not the page's own), if any. */
function carriedSite(element: Element): string | undefined {
  const site = readSnapshotAttribute(element)?.site;
  return typeof site === 'string' ? site : undefined;
}

/**
 * A page that declares no site configuration but includes widgets the server rendered with its own (SITE_CONFIG,
 * e.g. server-side includes): that configuration becomes the page's, as if the CMS had declared it, so every widget
 * of the page follows the same site. A page's own declaration always wins. Called by the loader before any mount.
 */
export function adoptServerSite(doc: Document): void {
  if (doc.getElementById(SITE_CONFIG_ID)) return;
  for (const element of doc.querySelectorAll(`[${SERVER_SNAPSHOT_ATTRIBUTE}]`)) {
    const site = carriedSite(element);
    if (site === undefined) continue;
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SITE_CONFIG_ID;
    script.textContent = site;
    doc.head.append(script);
    return;
  }
}
