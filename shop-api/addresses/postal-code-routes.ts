import type { FastifyInstance } from 'fastify';
import { object, optional, pattern, size, string } from 'superstruct';
import { API } from '@schaufenster/shared/api';
import { ApiError } from '../../server-kit/http/api-error';
import { placesFor } from './postal-places';
import { routeOf } from '../../server-kit/http/api-route';
import { SERVER_TEXTS } from '../../server-kit/texts';

/** The places of a code change rarely: a day of caching spares the lookups of every shopper typing it. */
const CACHE_SECONDS = 24 * 60 * 60;

const PostalCodeQuery = object({
  country: pattern(string(), /^[A-Z]{2}$/),
  zipCode: size(string(), 1, 50),
  // Tolerated: cache-busting parameters some proxies add.
  _: optional(string()),
});

/**
 * GET /api/address/postal-codes/?country=DE&zipCode=10115: the place names of a postal code, for the address form's city completion: `{country, zipCode, places}`,
 * places empty where the server has no data (every country but DE) or does not know the code.
 */
export async function postalCodeRoutes(app: FastifyInstance): Promise<void> {
  app.route({ ...routeOf(API.postalCodes), handler: async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (!PostalCodeQuery.is(query)) throw new ApiError(422, 'validation', SERVER_TEXTS.validation);
    const zipCode = query.zipCode.trim().toUpperCase();
    reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
    return { country: query.country, zipCode, places: placesFor(query.country, zipCode) ?? [] };
  } });
}
