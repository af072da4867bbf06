import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../server-kit/db/database';
import { hitThrottle, refundThrottle } from '../../server-kit/throttle';
import { requestTime } from '../../server-kit/http/clock';
import { cspNonce } from '../../server-kit/http/csp-nonce';
import { acceptFormBodies, smallPage } from '../../server-kit/http/small-page';
import { CATALOG_KEY_TEXTS } from '../../server-kit/texts';
import { type CatalogAccessOptions, catalogAccess, grantCatalogCookie, isCatalogToken } from '../../widget-server/widget-catalog/catalog-access';
import { mountWindows } from '../../widget-server/field-data/mount-windows';
import { routeEvents } from '../../widget-server/field-data/page-events-store';
import { routeVitals, versionVitals } from '../../widget-server/field-data/page-vitals-store';
import { ENVIRONMENT_NAME, PRODUCTION } from '../../registry/registry';
import { sendPage } from '../page-routes';
import type { PageRenderer } from '../render';
import type { Page } from '../routes';
import { siteCatalog } from './site-catalog';
import { widgetCatalog } from './widget-catalog';
import { NO_EVENT_DATA, SHOP_EVENTS_TITLE, shopEventRows } from './widget-catalog-events';
import { BOX_PREVIEW_WINDOW_PX, PREVIEW_BOX_WIDTHS_PX, PREVIEW_WIDTHS_PX } from './widget-preview-frame';

/** The widget catalog for the CMS team and widget teams. */
export const WIDGET_CATALOG_PAGE: Page = { id: 'widget-catalog', path: '/widgets/', title: 'Widget-Katalog', template: 'widget-catalog', layout: 'tools', loadCart: false };

/** The speed insights `npm run promote` reads from a running server: p75 and counts per widget version, nothing else. */
export const PAGE_VITALS_JSON_PATH = '/widgets/page-vitals.json';

/** Keys typed into the key form per network: enough for a team's typos, far too few to guess a key of 32 characters. */
export const CATALOG_KEY_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 } as const;

/** The key form, 403: the catalog exists here, but not for this request (after a wrong key, or too many, it says so). */
function askForKey(reply: FastifyReply, problem?: 'wrongKey' | 'tooManyKeys', status = 403): FastifyReply {
  const form = [
    problem ? `<p role="alert">${CATALOG_KEY_TEXTS[problem]}</p>` : '',
    `<p>${CATALOG_KEY_TEXTS.needsKey}</p>`,
    `<form method="post" action="${WIDGET_CATALOG_PAGE.path}"><label for="token">${CATALOG_KEY_TEXTS.label}</label>`,
    '<input id="token" name="token" type="password" autocomplete="off" required>',
    `<button type="submit">${CATALOG_KEY_TEXTS.submit}</button></form>`,
  ].join('');
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(smallPage(WIDGET_CATALOG_PAGE.title, form));
}

/**
 * GET /widgets/: the page's site configuration, every remote of the registry with versions, props, example tags, live previews, mount counts and
 * speed insights, and the shop events counted with analytics consent per route, for
 * whom `catalogAccess` lets in; POST /widgets/: the key form, which sets the catalog's cookie and goes back to the
 * catalog (the key travels in a form body, never in an address, a log line or a referrer).
 */
export async function widgetCatalogRoutes(
  app: FastifyInstance,
  { renderer, db, widgetsDir, environment, access }: { renderer: PageRenderer; db: Database; widgetsDir: string; environment?: string; access: CatalogAccessOptions },
): Promise<void> {
  acceptFormBodies(app);

  app.get(WIDGET_CATALOG_PAGE.path, async (request, reply) => {
    const decision = catalogAccess(request, access);
    if (decision === 'hide') return reply.callNotFound();
    if (decision === 'ask') return askForKey(reply);
    const shown = environment ?? PRODUCTION;
    const figures = { windows: await mountWindows(db), routeVitals: await routeVitals(db, shown), versionVitals: await versionVitals(db, shown) };
    const remotes = await widgetCatalog(widgetsDir, environment, figures);
    const shopEvents = { title: SHOP_EVENTS_TITLE, empty: NO_EVENT_DATA, rows: shopEventRows(await routeEvents(db, shown)) };
    const html = await renderer.render(WIDGET_CATALOG_PAGE, cspNonce(reply), {}, { remotes, site: siteCatalog(), shopEvents, environment: environment ?? 'production', previewWidths: PREVIEW_WIDTHS_PX, previewBoxWidths: PREVIEW_BOX_WIDTHS_PX, boxPreviewWindow: BOX_PREVIEW_WINDOW_PX });
    return sendPage(reply, html, 200, 'no-store');
  });

  // The catalog's numbers for a script (promote on PGlite, whose database only the server may open): who may read the
  // catalog may read these; a script shows its key in X-Widget-Catalog-Token, never asked for it by a form.
  app.get<{ Querystring: { env?: unknown } }>(PAGE_VITALS_JSON_PATH, async (request, reply) => {
    const decision = catalogAccess(request, access);
    if (decision === 'hide') return reply.callNotFound();
    if (decision === 'ask') return reply.code(403).header('cache-control', 'no-store').send({ message: CATALOG_KEY_TEXTS.needsKey });
    const wanted = request.query.env ?? environment ?? PRODUCTION;
    if (typeof wanted !== 'string' || !ENVIRONMENT_NAME.test(wanted)) return reply.code(400).header('cache-control', 'no-store').send({ message: 'env ist kein Umgebungsname (a-z, 0-9, -).' });
    return reply.header('cache-control', 'no-store').send({ environment: wanted, versions: await versionVitals(db, wanted) });
  });

  app.post<{ Body: { token?: unknown } | undefined }>(WIDGET_CATALOG_PAGE.path, async (request, reply) => {
    const { token } = access;
    if (token === undefined) return reply.callNotFound();
    // Counted before the key is compared, so that past the limit no answer tells a right key from a wrong one.
    const key = `catalog-key:ip:${request.ip}`;
    const now = requestTime(request);
    const hit = await hitThrottle(db, key, CATALOG_KEY_LIMIT.limit, CATALOG_KEY_LIMIT.windowMs, now);
    if (!hit.allowed) return askForKey(reply.header('retry-after', String(hit.retryAfterS)), 'tooManyKeys', 429);
    if (!isCatalogToken(request.body?.token, token)) return askForKey(reply, 'wrongKey');
    // A right key is no guess.
    await refundThrottle(db, key, now);
    grantCatalogCookie(request, reply, token);
    return reply.header('cache-control', 'no-store').redirect(WIDGET_CATALOG_PAGE.path, 303);
  });
}
