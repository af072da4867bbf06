import path from 'node:path';
import { Liquid } from 'liquidjs';
import { HELP_ARTICLES, PROMISES } from './content';
import { queryText } from './query-params';
import { CHECKOUT_FOOTER_LINKS, FOOTER_LINKS, type Page } from './routes';

/** Renders CMS pages: the page's template, then the layout its `layout` property names; `data` adds to the template context. */
export interface PageRenderer {
  render(page: Page, query?: Record<string, unknown>, data?: Record<string, unknown>): Promise<string>;
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
    async render(page, query = {}, data = {}) {
      const context = {
        ...data,
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
        cartPageProps: { loadCart: page.loadCart, view: 'page' },
        authProps: { mode: 'modal' },
        authPageProps: { mode: 'page' },
        addressProps: { mode: 'checkout-delivery', country: 'DE' },
        checkoutProps: {},
      };
      const content: string = await engine.renderFile(`pages/${page.template}`, context);
      return engine.renderFile(`layouts/${page.layout}`, { ...context, content });
    },
  };
}
