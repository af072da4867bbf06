import type { RouteOptions } from 'fastify';
import { API, type ApiRoute } from '@schaufenster/shared/api';

const TABLE: [string, ApiRoute][] = Object.entries(API);

/**
 * The API table (shared/api) and the route must agree: a call whose table entry answers `not_logged_in` declares
 * `auth: 'user'`, and one that declares it has `not_logged_in` among its codes. Thrown at registration, so a server
 * with such a route does not start.
 */
export function assertAuthAgrees(route: RouteOptions): void {
  const methods = [route.method].flat();
  const entry = TABLE.find(([, call]) => call.path === route.url && methods.includes(call.method));
  if (!entry) return;
  const [name, call] = entry;
  const answersNotLoggedIn = call.errors.some((code) => code === 'not_logged_in');
  const declared = route.config?.auth === 'user';
  if (answersNotLoggedIn && !declared) throw new Error(`route ${name} (${call.method} ${call.path}) answers not_logged_in but does not declare config.auth 'user'`);
  if (declared && !answersNotLoggedIn) throw new Error(`route ${name} (${call.method} ${call.path}) declares config.auth 'user' but its table entry lacks not_logged_in`);
}
