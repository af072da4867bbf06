import type { FastifyInstance, FastifyReply } from 'fastify';
import { enums, object, optional, pattern, refine, size, string, type, validate } from 'superstruct';
import { API, LISTING_SORTS, MAX_QUERY_LENGTH, ProductId } from '@schaufenster/shared/api';
import { matching, sized } from '@schaufenster/shared/props';
import { sendJsonWithEtag } from '../../server-kit/http/etag';
import { FEED_MAX_LIMIT, productBySlug, readFeedPage } from './product-feed';
import type { Database } from '../../server-kit/db/database';
import { feedValidationAnswer, validationAnswer } from './catalog-requests';
import { listingOrder, listProducts } from './list-products';
import { loadProductImage } from './product-image';
import { loadProductPages, loadProducts, type ProductLinks } from './product-view';
import type { HelpPaths } from './help-paths';
import { searchCatalog } from './search';
import type { SearchEngine } from './search-engines';
import { routeOf } from '../../server-kit/http/api-route';

/** What the catalog API needs: the database, where product and help links lead, and where searches run. */
export interface CatalogRouteOptions extends ProductLinks {
  db: Database;
  searchEngine?: SearchEngine;
  helpPaths?: HelpPaths;
}

/** Query of GET /api/catalog/products/; other parameters (cache busters) are ignored. */
const ListingQuery = type({
  gender: optional(enums(['damen', 'herren'])),
  outlet: optional(enums(['0', '1', 'true', 'false'])),
  brand: optional(size(string(), 1, 100)),
  q: optional(size(string(), 0, MAX_QUERY_LENGTH)),
  page: optional(pattern(string(), /^[1-9]\d{0,5}$/)),
  sort: optional(enums(LISTING_SORTS)),
});

/** Path parameters of GET /api/products/<id>/: the id as tags name it (bounded, letters, digits, `-` and `_`). */
const ProductParams = object({ id: ProductId });

/** An image of the gallery: `P12.svg` (the first view), `P12-2.svg` and on for the next views. */
const IMAGE_FILE = /^(P\d{1,9})(?:-([2-9]))?\.svg$/;

/** Query of GET /api/catalog/feed/. */
const FeedQueryParams = type({
  after: optional(ProductId),
  limit: optional(refine(pattern(string(), /^[1-9]\d{0,2}$/), 'Limit', (value) => Number(value) <= FEED_MAX_LIMIT)),
  updatedSince: optional(refine(string(), 'Timestamp', (value) => ISO_TIMESTAMP.test(value) && Number.isFinite(Date.parse(value)))),
});

/** An ISO 8601 date with time and zone, as `generatedAt` and `nextUpdatedSince` write it. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Path parameters of GET /api/catalog/products/by-slug/<slug>. */
const SlugParams = object({ slug: matching(sized(string(), 1, 200), /^[a-z0-9-]+$/) });

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ message: 'Not Found', error: { code: 'not_found' } });
}

/** The catalog part of the shop API: POST /api/search/, product listing and detail, one product by id, and product placeholder images. */
export async function catalogRoutes(app: FastifyInstance, { db, searchEngine, helpPaths, ...links }: CatalogRouteOptions): Promise<void> {
  app.route({ ...routeOf(API.search), handler: async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const [error, body] = validate(request.body, API.search.body);
    if (error) return reply.code(422).send(validationAnswer(error));
    return searchCatalog(db, body.query, { ...links, helpPaths, engine: searchEngine });
  } });

  app.route({ ...routeOf(API.catalogProducts), handler: async (request, reply) => {
    const [error, query] = validate(request.query, ListingQuery);
    if (error) return reply.code(422).send(validationAnswer(error));
    reply.header('cache-control', 'no-cache');
    return listProducts(db, {
      gender: query.gender,
      outlet: query.outlet === '1' || query.outlet === 'true',
      brandSlug: query.brand,
      query: query.q,
      order: listingOrder(query.sort ?? 'empfohlen'),
      page: Number(query.page ?? '1'),
      ...links,
    });
  } });

  app.route<{ Params: { id: string } }>({ ...routeOf(API.catalogProduct), handler: async (request, reply) => {
    const [product] = await loadProducts(db, [request.params.id], links);
    if (!product) return notFound(reply);
    reply.header('cache-control', 'no-cache');
    return product;
  } });

  // The buy button's product by id: a tag names only the id, so stock and price are read fresh on every page view.
  app.route({ ...routeOf(API.product), handler: async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const [error, params] = validate(request.params, ProductParams);
    if (error) return reply.code(422).send(validationAnswer(error));
    const [product] = await loadProductPages(db, [params.id], links);
    return product ?? notFound(reply);
  } });

  // The product feed of a CMS's import: every product once, page by page, or only those changed since a time.
  app.route({ ...routeOf(API.catalogFeed), handler: async (request, reply) => {
    const [error, query] = validate(request.query, FeedQueryParams);
    if (error) return reply.code(422).send(feedValidationAnswer(error));
    reply.header('cache-control', 'no-cache');
    const feedQuery = {
      after: query.after,
      limit: query.limit === undefined ? undefined : Number(query.limit),
      updatedSince: query.updatedSince === undefined ? undefined : new Date(query.updatedSince),
    };
    const page = await readFeedPage(db, API.catalogFeed.path, feedQuery, links);
    // A page is current while its products and its next page are: when it was read is no part of that.
    return sendJsonWithEtag(request, reply, page, { products: page.products, next: page.next });
  } });

  // A CMS's product page by its address: the slug of PRODUCT_PATH names the product.
  app.route({ ...routeOf(API.catalogProductBySlug), handler: async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const [error, params] = validate(request.params, SlugParams);
    const product = error ? undefined : await productBySlug(db, params.slug, links);
    return product ? sendJsonWithEtag(request, reply, product) : notFound(reply);
  } });

  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const [, productId, view] = IMAGE_FILE.exec(request.params.file) ?? [];
    const svg = productId ? await loadProductImage(db, productId, view ? Number(view) - 1 : 0) : null;
    if (svg === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    // A product's name and colour never change, so its image never does either.
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
  });
}
