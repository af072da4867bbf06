import type { ApiRoute } from '@schaufenster/shared/api';

/** Fastify's method and url of one call of the API table (shared/api), for `app.route({ ...routeOf(API.x), handler })`. */
export function routeOf(route: ApiRoute): { method: ApiRoute['method']; url: ApiRoute['path'] } {
  return { method: route.method, url: route.path };
}
