/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { widgetMountHours } from '../../server-kit/db/schema';
import { useTestDatabase } from '../../test/server/harness';
import { HOUR_MS, hourlyPruning, hourOf } from './hourly-rows';

const NOW = new Date('2026-11-20T12:30:00Z');
const daysAgo = (days: number) => new Date(hourOf(NOW).getTime() - days * 24 * HOUR_MS);
const row = (hour: Date, count: number) => ({ environment: 'production', widget: 'header', version: '1.0.0', outcome: 'mounted', hour, count });

describe('hourly rows', () => {
  const database = useTestDatabase();
  beforeEach(() => database.db.delete(widgetMountHours));
  const counts = async () => (await database.db.select().from(widgetMountHours)).map((stored) => stored.count).sort((a, b) => a - b);

  it('keys a time by the start of its hour', () => {
    expect(hourOf(NOW).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(hourOf(new Date('2026-11-20T12:00:00Z')).toISOString()).toBe('2026-11-20T12:00:00.000Z');
  });

  it('drops the hours the 7-day window and a day to spare no longer reach, once per hour and process', async () => {
    const prune = hourlyPruning(widgetMountHours);
    await database.db.insert(widgetMountHours).values([row(daysAgo(8.5), 1), row(daysAgo(7.5), 2), row(hourOf(NOW), 4)]);
    await prune(database.db, hourOf(NOW));
    expect(await counts()).toEqual([2, 4]);
    // A row older than that, arriving in the same hour, waits for the next hour's pruning.
    await database.db.insert(widgetMountHours).values(row(daysAgo(9), 8));
    await prune(database.db, hourOf(NOW));
    expect(await counts()).toEqual([2, 4, 8]);
    await prune(database.db, new Date(hourOf(NOW).getTime() + HOUR_MS));
    expect(await counts()).toEqual([2, 4]);
  });
});
