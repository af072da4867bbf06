import type { PageEvents } from '@schaufenster/shared/api/page-events';
import { MAX_EVENT_COUNT } from '@schaufenster/shared/api/page-event-limit';
import { SHOP_EVENTS, type ShopEvent } from '@schaufenster/shared/tracking/constants';

/** How often each shop event was pushed in the current batch. */
export type EventCounts = Partial<Record<ShopEvent, number>>;

const SHOP_EVENT_NAMES: ReadonlySet<string> = new Set(SHOP_EVENTS);

/** The shop event a data-layer entry reports (`{event: 'add_to_cart', …}`); undefined for anything else. */
export function shopEventOf(entry: unknown): ShopEvent | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { event } = entry as { event?: unknown };
  return typeof event === 'string' && SHOP_EVENT_NAMES.has(event) ? (event as ShopEvent) : undefined;
}

/** Counts one shop event, up to MAX_EVENT_COUNT per name and batch. Only the name: nothing of the entry's contents. */
export function countEvent(counts: EventCounts, event: ShopEvent): void {
  counts[event] = Math.min((counts[event] ?? 0) + 1, MAX_EVENT_COUNT);
}

/** One batch's report: the route and the counts, nothing else; undefined when nothing was counted. */
export function eventsReport(route: string, counts: EventCounts): PageEvents | undefined {
  if (Object.keys(counts).length === 0) return undefined;
  return { route, events: { ...counts } };
}
