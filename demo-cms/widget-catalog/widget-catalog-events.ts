import type { RouteEventCount } from '../../widget-server/field-data/page-events-store';

/** The heading of the catalog's section of shop events. */
export const SHOP_EVENTS_TITLE = 'Shop-Ereignisse (letzte 7 Tage, nur mit Statistik-Einwilligung)';

/** What the section says when no batch arrived in the last 7 days. */
export const NO_EVENT_DATA = 'keine Daten';

/** One row of the shop-events table: a route, an event and its count over the last 7 days, as people read it. */
export interface ShopEventRow {
  route: string;
  event: string;
  count: string;
}

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** The rows of the shop-events table, per route and event in the store's order, the counts in German digits. */
export function shopEventRows(counts: readonly RouteEventCount[]): ShopEventRow[] {
  return counts.map(({ route, event, count }) => ({ route, event, count: number.format(count) }));
}
