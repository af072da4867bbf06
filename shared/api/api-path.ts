/** Where every call of the shop API starts; the server's CORS and 404 handling match it. */
export const API_PREFIX = '/api/';

/** The `:name` parameters of a path. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's parameters: none for a path without any. */
export type PathValues<P extends string> = [PathParams<P>] extends [never] ? Record<never, never> : Record<PathParams<P>, string>;

/** The path of one call, its `:name` parameters replaced by their percent-encoded values. */
export function apiPath<P extends string>(route: { path: P }, values: PathValues<P>): string {
  const byName: Record<string, string> = values;
  return route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(byName[name] ?? ''));
}
