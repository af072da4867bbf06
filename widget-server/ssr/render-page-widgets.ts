import { escapeHtml } from '@schaufenster/shared/html';
import type { Registry } from '../../registry/registry';
import type { ServerProducts, ServerSnapshot } from '../../shared/ssr/render-context';
import { SERVER_VERSION_ATTRIBUTE } from './constants';
import type { ServerWidgets } from './server-widgets';
import { productIdOf, productsOfTag } from './product-lookup';
import { findPageWidgets, type PageWidgets } from './widget-tags-in-html';

/** The attribute of a server-rendered widget root that carries its snapshot (shared/mount/server-host.ts reads it). */
const SNAPSHOT_ATTRIBUTE = 'data-server-render';


/** How many distinct pages the parse cache keeps (a catalog's pages differ only in what the tags do not see). */
const PARSED_PAGES_KEPT = 200;

/** The widget tags of pages parsed before, by their HTML with the answer's nonce blanked out (same length: the offsets hold). */
const parsedPages = new Map<string, PageWidgets>();

/**
 * A page's widget tags, parsed once per distinct page: answers of the same page differ only in their CSP nonce, and
 * parsing the HTML (parse5) is most of what rendering the tags costs an answer once the renders themselves are kept.
 */
function pageWidgets(html: string, nonce: string | undefined): PageWidgets {
  const key = nonce ? html.replaceAll(nonce, '\u0000'.repeat(nonce.length)) : html;
  let parsed = parsedPages.get(key);
  if (parsed) parsedPages.delete(key);
  else parsed = findPageWidgets(html);
  parsedPages.set(key, parsed);
  if (parsedPages.size > PARSED_PAGES_KEPT) parsedPages.delete(parsedPages.keys().next().value ?? '');
  return parsed;
}

/** What one page's server renders know of the shopper. */
export interface PageRenderContext {
  /** The answer's CSP nonce, which the page's own scripts carry (answers of one page differ in it alone). */
  nonce?: string;
  /** The registry URL the page's loader must name for its tags to be rendered here (another registry: other versions). */
  registryUrl: string;
  /** The registry the tags render from: the store's, or the fixture's the page's loader reads instead (`readsFixture`). */
  registry: Registry;
  /** The page's loader reads a fixture's registry, whatever its URL: the tags render from that one. */
  readsFixture?: boolean;
  rolloutKey?: string;
  snapshot: ServerSnapshot;
  /** The server's site configuration (SITE_CONFIG, its JSON): what a page that declares none is rendered for. */
  serverSite?: string;
  /** The products the page's tags name by id, looked up before rendering (product-lookup.ts): each tag gets its own. */
  products?: ServerProducts;
  /** Tags whose server render is made to throw (the browser tests' failure fixtures only). */
  failing?: ReadonlySet<string>;
  /** The page's address (path and query): widgets that read it (and the API calls they name) are rendered for it. */
  pageUrl?: string;
  /** The API's answers to the calls the page's tags name (pageRequests), looked up before rendering, by URL. */
  answers?: ReadonlyMap<string, unknown>;
}

/** Thrown for a tag the fixtures make fail, as a widget that throws while rendering on the server. */
class FixtureRenderError extends Error {
  override readonly name = 'FixtureRenderError';
}

/** The product ids a page's tags name (`productId`), for the lookup before its tags are rendered. */
export function productIdsOfPage(html: string, nonce: string | undefined): string[] {
  return pageWidgets(html, nonce).tags.flatMap((tag) => productIdOf(tag.props) ?? []);
}

/** The markup a tag gets for its server render: its props script, then the widget root with its declarative shadow root. */
export function serverMarkup(widget: string, version: string, html: string, css: string, snapshot: ServerSnapshot, propsScript = ''): string {
  // goober's sheet id: the browser's goober finds it and adds to it instead of writing the same rules again. The sheet
  // comes first: the parser may paint a shadow root's first nodes before it reaches the rest (a loaded machine did,
  // and the header's unstyled links stood 120 px high until its sheet came, a layout shift of 0.21). React's
  // hydration passes over an element it does not expect among a root's children.
  const style = css === '' ? '' : `<style id="_goober">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const attributes = `data-widget-root="${escapeHtml(widget)}" ${SNAPSHOT_ATTRIBUTE}="${escapeHtml(JSON.stringify(snapshot))}" ${SERVER_VERSION_ATTRIBUTE}="${escapeHtml(version)}"`;
  return `${propsScript}<div ${attributes}><template shadowrootmode="open">${style}${html}</template></div>`;
}

/** The site the page's tags render for, and whether the server may render them at all (the page's loader reads its registry). */
function pageRender(html: string, context: Omit<PageRenderContext, 'snapshot'>) {
  const parsed = pageWidgets(html, context.nonce);
  // A page without its own configuration gets the server's, and carries it for the browser (shared/site adoptServerSite).
  const site = parsed.site ?? context.serverSite;
  // A page whose loader reads another registry gets other versions than the server would render: it mounts as before.
  const renders = context.readsFixture === true || parsed.registry === undefined || parsed.registry === context.registryUrl;
  return { tags: parsed.tags, declared: parsed.site, site, renders };
}

/** The API calls (relative GET URLs) the page's widget tags make first at `pageUrl`: the server looks them up before rendering the page. */
export function pageRequests(html: string, widgets: ServerWidgets, context: Omit<PageRenderContext, 'snapshot'> & { pageUrl: string }): string[] {
  const { tags, site, renders } = pageRender(html, context);
  if (!renders) return [];
  const input = { site, pageUrl: context.pageUrl };
  const urls = tags.flatMap((tag) => (tag.props === undefined ? [] : widgets.requests(tag.remote, tag.module, tag.props, context.rolloutKey, input, context.registry)));
  return [...new Set(urls)];
}

/**
 * What a tag's render assumes of the page beyond the shared snapshot: for a widget that names API calls, the page's
 * address and the answers found for its calls (so its hydration shows the same); nothing for the others, whose renders
 * then stay the same on every page.
 */
function tagSnapshot(snapshot: ServerSnapshot, requests: readonly string[], context: PageRenderContext): ServerSnapshot {
  if (requests.length === 0 || context.pageUrl === undefined) return snapshot;
  const found = requests.filter((url) => context.answers?.has(url)).map((url) => [url, context.answers?.get(url)] as const);
  return { ...snapshot, pageUrl: context.pageUrl, ...(found.length > 0 && { answers: Object.fromEntries(found) }) };
}

/**
 * Renders every widget tag of a page into its placeholder: each tag's content becomes the widget's HTML in a
 * declarative shadow root, in the version the shopper's loader will hydrate. A tag whose render is missing, throws
 * or takes longer than its budget keeps its fallback (the browser mounts it as before); the page never waits for one.
 */
export function renderPageWidgets(html: string, widgets: ServerWidgets, context: PageRenderContext): string {
  const { tags, declared, site, renders } = pageRender(html, context);
  const carried = declared === undefined ? site : undefined;
  if (!renders) return html;
  let out = '';
  let from = 0;
  for (const tag of tags) {
    if (tag.props === undefined) continue;
    const requests = context.pageUrl === undefined ? [] : widgets.requests(tag.remote, tag.module, tag.props, context.rolloutKey, { site, pageUrl: context.pageUrl }, context.registry);
    // A tag that names a product by id renders it (and hydrates with it) as the server looked it up.
    const assumed = tagSnapshot({ ...context.snapshot, ...productsOfTag(tag.props, context.products) }, requests, context);
    const rendered = context.failing?.has(tag.widget)
      ? { reason: 'threw' as const, error: new FixtureRenderError(`widget "${tag.widget}" made to fail`) }
      : widgets.render(tag.remote, tag.module, tag.props, context.rolloutKey, { site, snapshot: assumed }, context.registry);
    if ('reason' in rendered) continue;
    const propsScript = tag.propsScriptAt && html.slice(tag.propsScriptAt.start, tag.propsScriptAt.end);
    const snapshot = { ...assumed, siteKey: rendered.siteKey, site: carried };
    out += html.slice(from, tag.contentStart) + serverMarkup(tag.widget, rendered.version, rendered.html, rendered.css, snapshot, propsScript);
    from = tag.contentEnd;
  }
  return out + html.slice(from);
}
