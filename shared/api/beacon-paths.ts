// The paths of the page scripts' beacons, apart from the API table: the speed-insights and web-analytics scripts
// load on every page before any widget, and the whole table (about 1 KB gz each) would be most of what they carry.

/** Where speed insights send a page view's Core Web Vitals (the route table's `pageVitals`). */
export const PAGE_VITALS_PATH = '/api/page-vitals/';

/** Where web analytics send the counted shop events (the route table's `pageEvents`). */
export const PAGE_EVENTS_PATH = '/api/page-events/';
