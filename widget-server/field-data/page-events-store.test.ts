/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { pageEvents } from '../../server-kit/db/schema';
import { useTestDatabase } from '../../test/server/harness';
import { recordPageEvents, routeEvents } from './page-events-store';

const NOW = new Date('2026-11-20T12:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe('shop events over the last 7 days', () => {
  const database = useTestDatabase();
  beforeEach(() => database.db.delete(pageEvents));

  it('adds the batches up per route, event and hour: one row per counter, not per batch', async () => {
    await recordPageEvents(database.db, { route: 'home', events: { page_view: 1, add_to_cart: 2 } }, 'production', NOW);
    await recordPageEvents(database.db, { route: 'home', events: { page_view: 3 } }, 'production', new Date(NOW.getTime() + 60_000));
    await recordPageEvents(database.db, { route: 'product', events: { view_item: 1 } }, 'production', NOW);
    expect(await routeEvents(database.db, 'production', NOW)).toEqual([
      { route: 'home', event: 'add_to_cart', count: 2 },
      { route: 'home', event: 'page_view', count: 4 },
      { route: 'product', event: 'view_item', count: 1 },
    ]);
    const rows = await database.db.select().from(pageEvents);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.hour.getTime() % (60 * 60 * 1000) === 0)).toBe(true);
  });

  it('counts the last 7 days of the environment only, and forgets hours no window reaches', async () => {
    await recordPageEvents(database.db, { route: 'home', events: { page_view: 1 } }, 'production', daysAgo(9));
    await recordPageEvents(database.db, { route: 'home', events: { page_view: 2 } }, 'production', daysAgo(7.5));
    await recordPageEvents(database.db, { route: 'home', events: { page_view: 4 } }, 'production', daysAgo(6.9));
    await recordPageEvents(database.db, { route: 'home', events: { page_view: 8 } }, 'staging', NOW);
    await recordPageEvents(database.db, { route: 'home', events: { page_view: 16 } }, 'production', NOW);
    expect(await routeEvents(database.db, 'production', NOW)).toEqual([{ route: 'home', event: 'page_view', count: 20 }]);
    expect((await database.db.select().from(pageEvents)).map((row) => row.count).sort((a, b) => a - b)).toEqual([2, 4, 8, 16]);
  });
});
