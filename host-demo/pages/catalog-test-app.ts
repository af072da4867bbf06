import Fastify, { type FastifyInstance } from 'fastify';
import { attributeOf, elementsByTag, innerHtmlOf } from '../../test/html';
import type { OpenDatabase } from '../server/db/database';
import { openSeededDatabase } from '../server/catalog/seeded-test-database';
import { answerUnknownPage, pageRoutes } from './page-routes';
import { createPageRenderer } from './render';

/** Image origin of the test pages. */
export const IMAGE_ORIGIN = 'https://images.example';

const ENTITIES: Record<string, string> = { '&#34;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** Undoes Liquid's HTML escaping, as a browser does when it reads an attribute. */
export function decodeHtml(text: string): string {
  return text.replace(/&#34;|&#39;|&lt;|&gt;|&amp;/g, (entity) => ENTITIES[entity] ?? entity);
}

/** A product tile as the tracking script reads it: its parsed data-track-item, list, index, and inner HTML. */
export interface Tile {
  product: unknown;
  list: string;
  index: number;
  html: string;
}

/** The product tiles of a page. */
export function readTiles(html: string): Tile[] {
  return elementsByTag(html, 'li')
    .filter((tile) => attributeOf(tile, 'class') === 'product-tile')
    .map((tile) => ({
      product: JSON.parse(attributeOf(tile, 'data-track-item') ?? 'null'),
      list: attributeOf(tile, 'data-track-list') ?? '',
      index: Number(attributeOf(tile, 'data-track-index')),
      html: innerHtmlOf(html, tile),
    }));
}

/** For tests: the page routes over a seeded in-memory catalog, with the app's 404 handling. */
export async function createCatalogTestApp(): Promise<{ app: FastifyInstance; database: OpenDatabase; close(): Promise<void> }> {
  const database = await openSeededDatabase();
  const renderer = createPageRenderer({ imageOrigin: IMAGE_ORIGIN });
  const app = Fastify();
  await app.register(pageRoutes, { renderer, db: database.db, imageOrigin: IMAGE_ORIGIN });
  app.setNotFoundHandler((request, reply) => answerUnknownPage(renderer, request, reply));
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
