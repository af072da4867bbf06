import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Liquid } from 'liquidjs';
import { ROUTES } from '@schaufenster/shared/api/route-table';
import { HELP_ARTICLES, PROMISES } from './content';
import { queryText } from './query-params';
import { CHECKOUT_FOOTER_LINKS, FOOTER_LINKS, type Page } from './routes';

/**
 * Renders CMS pages: the page's template, then the layout its `layout` property names; `data` adds to the template
 * context. `nonce` is the answer's CSP nonce (`cspNonce(reply)`): the templates write it on their own `<script>` tags.
 */
export interface PageRenderer {
  render(page: Page, nonce: string, query?: Record<string, unknown>, data?: Record<string, unknown>): Promise<string>;
}

/**
 * A file of this folder written inline into each page's head, read once: the demo's tag manager (the data layer and
 * the consent preferences, as a tag manager's snippet is) and the site's stylesheet. As files they blocked the first
 * paint by a request each (Lighthouse mobile charged both to the LCP). `tag` is the element it is written into, whose
 * closing tag the file must not contain.
 */
function readInline(file: string, tag: 'script' | 'style'): string {
  const text = readFileSync(path.join(__dirname, file), 'utf8');
  if (new RegExp(`</${tag}`, 'i').test(text)) throw new Error(`${file} must not contain "</${tag}": it is written inline`);
  return text;
}

/** The checkout layout's header props: each checkout page says whether it shows the safe-checkout label and which selling points. */
function checkoutHeaderProps(page: Page) {
  return { variant: 'checkout', safeCheckout: page.safeCheckout ?? false, sellingPoints: page.sellingPoints ?? [] };
}

/** Where a dev page learns of completed dev builds: the server's event stream, its event, and the current build's stamp. */
export interface LiveReload {
  stream: string;
  event: string;
  build: () => string;
}

/** A renderer over `templates/`; every output is HTML-escaped unless a template says `raw`. */
export function createPageRenderer({
  imageOrigin,
  registryUrl = '/widgets/registry.json',
  development = false,
  liveReload,
}: {
  imageOrigin: string;
  registryUrl?: string;
  /** The pages' loader script carries `data-dev`: the widgets warn about page mistakes (e.g. a missing page id). */
  development?: boolean;
  /** Pages reload after each completed dev build (the dev registry's server only); production pages carry nothing of it. */
  liveReload?: LiveReload;
}): PageRenderer {
  const tagManagerScript = readInline('tag-manager.js', 'script');
  const siteStyles = readInline('assets/site.css', 'style');
  const liveReloadScript = liveReload && readInline('live-reload.js', 'script');
  const engine = new Liquid({
    root: path.join(__dirname, 'templates'),
    extname: '.liquid',
    outputEscape: 'escape',
    strictFilters: true,
    cache: process.env.NODE_ENV !== 'development',
  });
  return {
    async render(page, nonce, query = {}, data = {}) {
      // An empty nonce would still be written as nonce="" and silently block every script of the page.
      if (nonce === '') throw new Error('rendering a page needs the answer’s CSP nonce');
      const context = {
        ...data,
        page,
        nonce,
        imageOrigin,
        registryUrl,
        development,
        // The build the page is rendered with: one completed after it makes the page reload.
        liveReload: liveReload && { stream: liveReload.stream, event: liveReload.event, build: liveReload.build(), script: liveReloadScript },
        tagManagerScript,
        siteStyles,
        mountBeaconUrl: ROUTES.widgetMounts.path,
        pageVitalsUrl: ROUTES.pageVitals.path,
        pageEventsUrl: ROUTES.pageEvents.path,
        helpQuery: queryText(query, 'fq'),
        promises: PROMISES,
        helpArticles: HELP_ARTICLES,
        footerLinks: FOOTER_LINKS,
        checkoutFooterLinks: CHECKOUT_FOOTER_LINKS,
        checkoutHeaderProps: checkoutHeaderProps(page),
        miniCartProps: { loadCart: page.loadCart },
        cartPageProps: { loadCart: page.loadCart, view: 'page' },
      };
      const content: string = await engine.renderFile(`pages/${page.template}`, context);
      return engine.renderFile(`layouts/${page.layout}`, { ...context, content });
    },
  };
}
