import type { Struct } from 'superstruct';
import { apiPath, type PathValues } from '@schaufenster/shared/api/api-path';
import type { ApiRoute } from '@schaufenster/shared/api/routes';
import { request, type RequestOptions } from './request';

/** A call of the API table whose answer the widgets read, with the answer's type T and, if it has one, its body's type B. */
interface ReadRoute<T, P extends string, B> {
  method: ApiRoute['method'];
  path: P;
  answer: Struct<T, unknown>;
  body?: Struct<B, unknown>;
}

/**
 * How one call of the table is made: request's options but its method and schema, and the path's parameter values;
 * `json` has the type of the call's body schema (the one the server validates it with), where the table names one.
 */
type CallOptions<T, P extends string, B> = Omit<RequestOptions<T>, 'method' | 'schema' | 'json'> & {
  json?: NoInfer<B>;
  params?: PathValues<P>;
  query?: URLSearchParams;
};

/** Calls one route of the API table (shared/api): its method, its path with the parameters filled in, its answer schema. */
export function callApi<T, P extends string, B = unknown>(route: ReadRoute<T, P, B>, { params, query, ...options }: CallOptions<T, P, B>): Promise<T> {
  const path = apiPath(route, params ?? ({} as PathValues<P>));
  return request(query ? `${path}?${query.toString()}` : path, { ...options, method: route.method, schema: route.answer });
}
