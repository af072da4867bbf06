import { renderToString } from 'react-dom/server';
import { renderForSite, siteKey } from '@schaufenster/shared/site';
import { readServerProducts, ServerRenderContext, type ServerSheet, type ServerSnapshot } from '@schaufenster/shared/ssr';
import type { Mount } from './create-mount';

/** What the page's server knows when it renders a widget: the page's site script (its text) and the shopper's state. */
export interface ServerRenderInput {
  /** The text of the page's `#schaufenster-site` script; undefined when the page declares none. */
  site?: string;
  snapshot: ServerSnapshot;
}

/** A widget rendered on the server: its shadow root's HTML and goober's CSS for it. */
export interface ServerRenderOutput {
  html: string;
  css: string;
  /** The fingerprint of the site configuration it was rendered for (the browser hydrates it only for the same). */
  siteKey?: string;
}

/** What a remote's server build exports per exposed module: `render(props, context) -> { html, css }`. */
export type ServerRender = (props: unknown, context: ServerRenderInput) => ServerRenderOutput;

/** Also exported per module: the API calls (relative GET URLs) to look up before rendering it for a page's site and address. */
export type ServerRequests = (props: unknown, context: { site?: string; pageUrl: string }) => string[];

/**
 * Makes the server render of an exposed module from its `mount`: the same content the browser renders into the
 * shadow root, rendered to a string with its CSS collected in a sheet of its own. Invalid props or a widget that
 * throws throw here: the page keeps the tag's fallback.
 */
export function createServerRender(mount: Mount): ServerRender {
  return (props, { site, snapshot }) => {
    const sheet: ServerSheet = { data: '' };
    // Read as the browser reads them from the page (shared/mount/server-host), so that the hydration renders the same.
    const products = readServerProducts(snapshot.products);
    const values = { ...snapshot, products, styleTarget: sheet };
    const html = renderForSite(site, () => renderToString(<ServerRenderContext.Provider value={values}>{mount.content(props)}</ServerRenderContext.Provider>));
    return { html, css: sheet.data, siteKey: siteKey(site) };
  };
}

/** Makes the server build's `requests` of an exposed module from its `mount`, read under the page's site as its render is. */
export function createServerRequests(mount: Mount): ServerRequests {
  return (props, { site, pageUrl }) => renderForSite(site, () => mount.requests(props, pageUrl));
}
