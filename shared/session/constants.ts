/** Retries of the session call (SPEC section 9 gives it 2). */
export const SESSION_RETRIES = 2;

/** Later session calls wait this long for more route changes (SPEC section 9). */
export const SESSION_DEBOUNCE_MS = 50;

/** DOM event on `window` by which the loader or a CMS script announces a route change without history. */
export const ROUTE_CHANGE_EVENT = 'schaufenster:route-change';
