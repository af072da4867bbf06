import path from 'node:path';
import { Liquid } from 'liquidjs';
import { HELP_ARTICLES, PROMISES } from './content';
import { CHECKOUT_FOOTER_LINKS, FOOTER_LINKS, type Page } from './routes';

/** Longest query text a page echoes back (search terms are short; the rest is noise). */
const MAX_QUERY_LENGTH = 200;

/** Renders CMS pages: the page's template, then the layout its `layout` property names. */
export interface PageRenderer {
  render(page: Page, query?: Record<string, unknown>): Promise<string>;
}

function queryText(query: Record<string, unknown>, name: string): string {
  const value = query[name];
  return typeof value === 'string' ? value.trim().slice(0, MAX_QUERY_LENGTH) : '';
}

function headerProps(page: Page) {
  if (page.layout !== 'checkout') return { variant: 'storefront' };
  return { variant: 'checkout', safeCheckout: page.safeCheckout ?? false, sellingPoints: page.sellingPoints ?? [] };
}

/** A renderer over `templates/`; every output is HTML-escaped unless a template says `raw`. */
export function createPageRenderer({ imageOrigin }: { imageOrigin: string }): PageRenderer {
  const engine = new Liquid({
    root: path.join(__dirname, 'templates'),
    extname: '.liquid',
    outputEscape: 'escape',
    strictFilters: true,
    cache: process.env.NODE_ENV !== 'development',
  });
  return {
    async render(page, query = {}) {
      const context = {
        page,
        imageOrigin,
        query: queryText(query, 'q'),
        helpQuery: queryText(query, 'fq'),
        promises: PROMISES,
        helpArticles: HELP_ARTICLES,
        footerLinks: FOOTER_LINKS,
        checkoutFooterLinks: CHECKOUT_FOOTER_LINKS,
        headerProps: headerProps(page),
        miniCartProps: { loadCart: page.loadCart },
        authProps: { mode: 'modal' },
        authPageProps: { mode: 'page' },
        addressProps: { country: 'DE' },
      };
      const content: string = await engine.renderFile(`pages/${page.template}`, context);
      return engine.renderFile(`layouts/${page.layout}`, { ...context, content });
    },
  };
}
