/** The Core Web Vitals a page view reports, in the catalog's order. */
export const VITAL_NAMES = ['lcp', 'inp', 'cls', 'ttfb'] as const;

/** One of the vitals. */
export type VitalName = (typeof VITAL_NAMES)[number];

/** Most widget tags one page view names (more are cut off by the page, refused by the server). */
export const MAX_WIDGETS_PER_VIEW = 25;
