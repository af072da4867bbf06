import type { Struct } from 'superstruct';
import { apiPath, type ApiRoute, type PathValues } from '@schaufenster/shared/api';
import { request, type RequestOptions } from './request';

/** A call of the API table whose answer the widgets read, with the answer's type T. */
interface ReadRoute<T, P extends string> {
  method: ApiRoute['method'];
  path: P;
  answer: Struct<T, unknown>;
}

/** How one call of the table is made: request's options but its method and schema, and the path's parameter values. */
type CallOptions<T, P extends string> = Omit<RequestOptions<T>, 'method' | 'schema'> & {
  params?: PathValues<P>;
  query?: URLSearchParams;
};

/** Calls one route of the API table (shared/api): its method, its path with the parameters filled in, its answer schema. */
export function callApi<T, P extends string>(route: ReadRoute<T, P>, { params, query, ...options }: CallOptions<T, P>): Promise<T> {
  const path = apiPath(route, params ?? ({} as PathValues<P>));
  return request(query ? `${path}?${query.toString()}` : path, { ...options, method: route.method, schema: route.answer });
}
