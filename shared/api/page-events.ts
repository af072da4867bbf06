import { enums, integer, max, min, object, record, refine, type Infer, type Struct } from 'superstruct';
import { SHOP_EVENTS, type ShopEvent } from '../tracking/constants';
import { MAX_EVENT_COUNT } from './page-event-limit';
import { PageRoute } from './page-route';

/** How often each shop event was counted: superstruct types a record of enums as naming every key, a batch names some. */
const EventCounts = record(enums(SHOP_EVENTS), max(min(integer(), 1), MAX_EVENT_COUNT)) as unknown as Struct<Partial<Record<ShopEvent, number>>, null>;

/**
 * One batch of a page's web analytics: its route (the CMS page id) and how often each shop event (SPEC section 7's
 * list) was pushed while analytics consent was granted. Nothing that names a visitor, no order value, no exact time.
 */
export const PageEvents = object({
  route: PageRoute,
  events: refine(EventCounts, 'someEvent', (events) => Object.keys(events).length > 0),
});

/** A validated batch of event counts. */
export type PageEvents = Infer<typeof PageEvents>;
