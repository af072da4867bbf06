import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspNonce } from '../server-kit/http/csp-nonce';
import { pageCustomerOf } from '../server-kit/http/route-concerns';
import type { Database } from '../server-kit/db/database';
import { findCatalogPresets } from '../shop-api/server-session/catalog-presets';
import { createAccountPages } from './account-pages';
import { databaseOutageCause } from '../server-kit/db/database-outage';
import { renderWithoutShopper } from '../widget-server/ssr/server-render-hook';
import { createCatalogPages, madeFromMemory, type CatalogPage } from './catalog-pages';
import type { PageRenderer } from './render';
import { PAGES, type Page } from './routes';

/** The German 404 page, in the storefront layout. */
export const NOT_FOUND_PAGE: Page = { id: 'not-found', path: '', title: 'Seite nicht gefunden', template: 'not-found', layout: 'storefront', loadCart: true };

/** Paths of catalog pages that exist only with a trailing slash: product pages and brand pages. */
const CATALOG_PAGE_WITHOUT_SLASH = /^\/(p|marken)\/[^/]+$/;

/** Sends a rendered page as HTML; pages are dynamic, so the browser revalidates them (personal ones are never stored). */
export async function sendPage(reply: FastifyReply, html: string, status = 200, cacheControl = 'no-cache'): Promise<FastifyReply> {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html);
}

/** Answers a GET that matched no route: `/damen` -> 301 `/damen/`, else the German 404 page. */
export async function answerUnknownPage(renderer: PageRenderer, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const url = new URL(request.url, 'http://localhost');
  if (!url.pathname.endsWith('/') && (PAGES.has(`${url.pathname}/`) || CATALOG_PAGE_WITHOUT_SLASH.test(url.pathname))) {
    return reply.redirect(`${url.pathname}/${url.search}`, 301);
  }
  return sendPage(reply, await renderer.render(NOT_FOUND_PAGE, cspNonce(reply)), 404);
}

/**
 * The session's catalog presets, or none and the outage's error when the database is away: a listing then starts
 * without them, from the in-memory catalog, instead of asking the database once more.
 */
async function presetsOrOutage(db: Database, request: FastifyRequest): Promise<{ presets?: unknown; outage?: unknown }> {
  try {
    return { presets: await findCatalogPresets(db, request) };
  } catch (error) {
    if (!databaseOutageCause(error)) throw error;
    return { outage: error };
  }
}

/**
 * A page made from the in-memory catalog while the database is away: rendered without the shopper (looking them up
 * would wait for the database again) and never stored, so that the next visit after the outage gets the live page.
 */
function cacheControlOf(reply: FastifyReply, answer: object | null, otherwise: string): string {
  if (!madeFromMemory(answer)) return otherwise;
  renderWithoutShopper(reply);
  return 'no-store';
}

/** What the page routes need; without `db` listings show no products and product and brand pages do not exist. */
export interface PageRouteOptions {
  renderer: PageRenderer;
  db?: Database;
  /** Origin of product images in tiles and tracking JSON. */
  imageOrigin?: string;
}

/**
 * Every CMS page of the page table, and with a database the product pages /p/<slug>/, brand pages /marken/<slug>/ and
 * /produktansicht/<id>/ (a product page as a CMS builds it from the feed: the product view by id alone).
 */
export async function pageRoutes(app: FastifyInstance, { renderer, db, imageOrigin = '' }: PageRouteOptions): Promise<void> {
  const catalog = db ? createCatalogPages(db, imageOrigin) : undefined;
  const account = db ? createAccountPages(db) : undefined;
  for (const page of PAGES.values()) {
    if (page.customerOnly) {
      // Customer pages: a visitor is sent to the login (302); a customer sees only their own orders.
      app.get(page.path, { config: { auth: 'customer-page' } }, async (request, reply) => {
        const customer = pageCustomerOf(request);
        if (!account) return reply;
        const query = request.query as Record<string, unknown>;
        const data = await account.pageData(page, customer, query);
        if (!data) return sendPage(reply, await renderer.render(NOT_FOUND_PAGE, cspNonce(reply)), 404, 'no-store');
        return sendPage(reply, await renderer.render(page, cspNonce(reply), query, data), 200, 'no-store');
      });
      continue;
    }
    app.get(page.path, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      // Listings start with the session's catalog presets: the answer depends on the cookie.
      const { presets, outage } = page.listing && db ? await presetsOrOutage(db, request) : {};
      if (page.listing) reply.header('vary', 'cookie');
      const data = await catalog?.pageData(page, query, presets, outage);
      const cacheControl = cacheControlOf(reply, data ?? null, 'no-cache');
      return sendPage(reply, await renderer.render(page, cspNonce(reply), query, data), 200, cacheControl);
    });
  }
  if (!catalog) return;
  const sendCatalogPage = async (reply: FastifyReply, found: CatalogPage | null, query: Record<string, unknown> = {}) =>
    found
      ? sendPage(reply, await renderer.render(found.page, cspNonce(reply), query, found.data), 200, cacheControlOf(reply, found, 'no-cache'))
      : sendPage(reply, await renderer.render(NOT_FOUND_PAGE, cspNonce(reply)), 404);
  app.get<{ Params: { slug: string } }>('/p/:slug/', async (request, reply) => sendCatalogPage(reply, await catalog.productPage(request.params.slug)));
  app.get<{ Params: { id: string } }>('/produktansicht/:id/', async (request, reply) => sendCatalogPage(reply, await catalog.productViewPage(request.params.id)));
  app.get<{ Params: { slug: string } }>('/marken/:slug/', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    reply.header('vary', 'cookie');
    const { presets, outage } = db ? await presetsOrOutage(db, request) : {};
    return sendCatalogPage(reply, await catalog.brandPage(request.params.slug, query, presets, outage), query);
  });
}
