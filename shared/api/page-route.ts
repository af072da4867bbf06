import { pattern, string } from 'superstruct';

/** A page's route as the beacons report it: the CMS page id (`home`, `product`), one per route, never a path with a query. */
export const PageRoute = pattern(string(), /^[a-z0-9][a-z0-9-]{0,63}$/);
