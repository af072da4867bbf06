import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REVALIDATE } from '../widget-server/static/static-routes';

const assetsDir = path.join(__dirname, 'assets');

/** `/assets/` (the site's CSS for tools outside the page layouts, the favicon) and `/favicon.ico`. */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', REVALIDATE),
  });
  // Browsers ask for /favicon.ico where a page names no icon (the bare productShippingInfo layout, old clients):
  // the shop's icon instead of a 404 in every console.
  app.get('/favicon.ico', (_request, reply) => reply.header('cache-control', REVALIDATE).type('image/svg+xml').sendFile('favicon.svg', assetsDir));
}
