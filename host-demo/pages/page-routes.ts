import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from './render';
import { PAGES, type Page } from './routes';

/** The German 404 page, in the storefront layout. */
export const NOT_FOUND_PAGE: Page = { path: '', title: 'Seite nicht gefunden', template: 'not-found', layout: 'storefront', loadCart: true };

/** Sends a rendered page as HTML; pages are dynamic, so the browser revalidates them. */
export async function sendPage(reply: FastifyReply, html: string, status = 200): Promise<FastifyReply> {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/** Answers a GET that matched no route: `/damen` -> 301 `/damen/`, else the German 404 page. */
export async function answerUnknownPage(renderer: PageRenderer, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const url = new URL(request.url, 'http://localhost');
  if (!url.pathname.endsWith('/') && PAGES.has(`${url.pathname}/`)) {
    return reply.redirect(`${url.pathname}/${url.search}`, 301);
  }
  return sendPage(reply, await renderer.render(NOT_FOUND_PAGE), 404);
}

/** Every CMS page of the page table. */
export async function pageRoutes(app: FastifyInstance, { renderer }: { renderer: PageRenderer }): Promise<void> {
  for (const page of PAGES.values()) {
    app.get(page.path, async (request, reply) => sendPage(reply, await renderer.render(page, request.query as Record<string, unknown>)));
  }
}
