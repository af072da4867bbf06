/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { pageVitals } from '../db/schema';
import { useTestDatabase } from '../testing/harness';
import { recordPageVitals, routeVitals, versionVitals } from './page-vitals-store';

const NOW = new Date('2026-11-20T12:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe('page vitals over the last 7 days', () => {
  const database = useTestDatabase();
  beforeEach(() => database.db.delete(pageVitals));

  it('gives the p75 of each vital per route, widget and version, with the page views behind it', async () => {
    // LCP 100 … 400 ms on four home views with header 1.0.0: p75 (interpolated) 325 ms; INP measured on two of them only.
    for (const [index, lcp] of [100, 200, 300, 400].entries()) {
      await recordPageVitals(database.db, { route: 'home', widgets: { header: '1.0.0' }, lcp, ...(index < 2 && { inp: 40 * (index + 1) }), cls: 0.1, ttfb: 50 }, 'production', NOW);
    }
    await recordPageVitals(database.db, { route: 'product', widgets: { header: '1.0.0', 'minicart/buy-button': '2.0.0' }, lcp: 900 }, 'production', NOW);
    const rows = await routeVitals(database.db, 'production', NOW);
    expect(rows.map(({ route, widget, version, visits }) => [route, widget, version, visits])).toEqual([
      ['home', 'header', '1.0.0', 4],
      ['product', 'header', '1.0.0', 1],
      ['product', 'minicart/buy-button', '2.0.0', 1],
    ]);
    expect(rows[0]?.vitals).toEqual({ lcp: { p75: 325, count: 4 }, inp: { p75: 70, count: 2 }, cls: { p75: expect.closeTo(0.1, 5), count: 4 }, ttfb: { p75: 50, count: 4 } });
    expect(rows[1]?.vitals.inp).toEqual({ p75: null, count: 0 });
  });

  it('counts the last 7 days of the environment only, and forgets what no window reaches', async () => {
    await recordPageVitals(database.db, { route: 'home', widgets: { header: '1.0.0' }, lcp: 100 }, 'production', daysAgo(9));
    await recordPageVitals(database.db, { route: 'home', widgets: { header: '1.0.0' }, lcp: 200 }, 'production', daysAgo(6.9));
    await recordPageVitals(database.db, { route: 'home', widgets: { header: '1.0.0' }, lcp: 300 }, 'staging', NOW);
    await recordPageVitals(database.db, { route: 'home', widgets: { header: '1.0.0' }, lcp: 400 }, 'production', NOW);
    const [row] = await versionVitals(database.db, 'production', NOW);
    expect(row).toMatchObject({ widget: 'header', version: '1.0.0', visits: 2, vitals: { lcp: { p75: 350, count: 2 } } });
    expect((await database.db.select().from(pageVitals)).map((stored) => stored.lcp).sort()).toEqual([200, 300, 400]);
  });

  it('sums a version over every route for its rollout', async () => {
    await recordPageVitals(database.db, { route: 'home', widgets: { search: '1.0.0' }, inp: 100 }, 'production', NOW);
    await recordPageVitals(database.db, { route: 'damen', widgets: { search: '1.0.0' }, inp: 300 }, 'production', NOW);
    await recordPageVitals(database.db, { route: 'damen', widgets: { search: '1.1.0' }, inp: 500 }, 'production', NOW);
    const versions = await versionVitals(database.db, 'production', NOW);
    const byVersion = Object.fromEntries(versions.map((row) => [row.version, [row.visits, row.vitals.inp.p75]]));
    expect(byVersion).toEqual({ '1.0.0': [2, 250], '1.1.0': [1, 500] });
  });
});
