import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/db/database';
import { cspNonce } from '../server/http/csp-nonce';
import { mountWindows } from '../server/widgets/mount-windows';
import { sendPage } from './page-routes';
import type { PageRenderer } from './render';
import type { Page } from './routes';
import { widgetCatalog } from './widget-catalog';
import { PREVIEW_WIDTHS_PX } from './widget-preview-frame';

/** The widget catalog for the CMS team and widget teams. */
export const WIDGET_CATALOG_PAGE: Page = { id: 'widget-catalog', path: '/widgets/', title: 'Widget-Katalog', template: 'widget-catalog', layout: 'tools', loadCart: false };

/** GET /widgets/: every remote of the registry with versions, props, example tags, live previews and mount counts. */
export async function widgetCatalogRoutes(
  app: FastifyInstance,
  { renderer, db, widgetsDir, environment }: { renderer: PageRenderer; db: Database; widgetsDir: string; environment?: string },
): Promise<void> {
  app.get(WIDGET_CATALOG_PAGE.path, async (_request, reply) => {
    const remotes = await widgetCatalog(widgetsDir, environment, await mountWindows(db));
    const html = await renderer.render(WIDGET_CATALOG_PAGE, cspNonce(reply), {}, { remotes, environment: environment ?? 'production', previewWidths: PREVIEW_WIDTHS_PX });
    return sendPage(reply, html, 200, 'no-store');
  });
}
