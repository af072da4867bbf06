import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerUnknownPage, pageRoutes } from '../pages/page-routes';
import { createPageRenderer } from '../pages/render';
import type { Database } from './db/database';
import { fixtureRoutes } from './fixtures/fixture-routes';
import { sessionRoutes } from './session/session-routes';
import { staticRoutes } from './static/static-routes';

/** What the app needs from its environment. */
export interface AppOptions {
  db: Database;
  widgetsDir: string;
  /** Origin of product images, preconnected from every storefront page. */
  imageOrigin: string;
  fixtures?: boolean;
  logger?: boolean;
}

/** Paths whose 404 is plain: files and API calls, never an HTML page. */
const PLAIN_NOT_FOUND = /^\/(widgets|fonts|assets|__fixtures__)\//;

/** The demo server: CMS pages, built remotes, site assets and the shop API. */
export async function buildApp({ db, widgetsDir, imageOrigin, fixtures = false, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          // Never log cookies, headers or query strings: they carry session tokens, e-mail addresses and click ids.
          serializers: { req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }) },
        }
      : false,
    forceCloseConnections: true,
  });
  const renderer = createPageRenderer({ imageOrigin });

  await app.register(fastifyCookie);
  await app.register(staticRoutes, { widgetsDir });
  await app.register(sessionRoutes, { db });
  await app.register(pageRoutes, { renderer });
  if (fixtures) await app.register(fixtureRoutes, { widgetsDir, renderer });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) return reply.code(404).send({ message: 'Not Found', error: { code: 'not_found' } });
    if (PLAIN_NOT_FOUND.test(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return answerUnknownPage(renderer, request, reply);
  });
  return app;
}
