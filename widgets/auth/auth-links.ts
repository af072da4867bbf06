/** The page after a login when no valid callback is given (SPEC.md section 2). */
export const DEFAULT_LANDING_PATH = '/account/overview/';

/** The /authenticate/ address of a tab, keeping the page to come back to. */
export function authenticateHref(page: string, callbackPath: string | null): string {
  const query = new URLSearchParams();
  if (page !== 'login') query.set('p', page);
  if (callbackPath) query.set('callbackPath', callbackPath);
  const search = query.toString();
  return `/authenticate/${search ? `?${search}` : ''}`;
}
