/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { pageVitals } from '../../server-kit/db/schema';
import { useTestDatabase } from '../../test/server/harness';
import { recordPageVitals, routeVitals, SESSION_SHARE, versionVitals } from './page-vitals-store';

const NOW = new Date('2026-11-20T12:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let sessions = 0;
/** A page view's source in `environment`: a session of its own unless named, in network `n1` unless named. */
const from = (environment = 'production', sessionKey = `s${++sessions}`, networkKey = 'n1') => ({ environment, sessionKey, networkKey });

describe('page vitals over the last 7 days', () => {
  const database = useTestDatabase();
  beforeEach(() => database.db.delete(pageVitals));

  it('gives the p75 of each vital per route, widget and version, with the page views behind it', async () => {
    // LCP 100 … 400 ms on four home views with header 1.0.0: p75 (interpolated) 325 ms; INP measured on two of them only.
    for (const [index, lcp] of [100, 200, 300, 400].entries()) {
      await recordPageVitals(database.db, { route: 'home', widgets: { header: '1.0.0' }, lcp, ...(index < 2 && { inp: 40 * (index + 1) }), cls: 0.1, ttfb: 50 }, from(), NOW);
    }
    await recordPageVitals(database.db, { route: 'product', widgets: { header: '1.0.0', 'minicart/buy-button': '2.0.0' }, lcp: 900 }, from(), NOW);
    const rows = await routeVitals(database.db, 'production', NOW);
    expect(rows.map(({ route, widget, version, visits }) => [route, widget, version, visits])).toEqual([
      ['home', 'header', '1.0.0', 4],
      ['product', 'header', '1.0.0', 1],
      ['product', 'minicart/buy-button', '2.0.0', 1],
    ]);
    const behind = (count: number) => ({ count, sessions: count, networks: count > 0 ? 1 : 0 });
    expect(rows[0]?.vitals).toEqual({ lcp: { p75: 325, ...behind(4) }, inp: { p75: 70, ...behind(2) }, cls: { p75: expect.closeTo(0.1, 5), ...behind(4) }, ttfb: { p75: 50, ...behind(4) } });
    expect(rows[1]?.vitals.inp).toEqual({ p75: null, ...behind(0) });
  });

  it('counts the last 7 days of the environment only, and forgets what no window reaches', async () => {
    await recordPageVitals(database.db, { route: 'home', widgets: { header: '1.0.0' }, lcp: 100 }, from(), daysAgo(9));
    await recordPageVitals(database.db, { route: 'home', widgets: { header: '1.0.0' }, lcp: 200 }, from(), daysAgo(6.9));
    await recordPageVitals(database.db, { route: 'home', widgets: { header: '1.0.0' }, lcp: 300 }, from('staging'), NOW);
    await recordPageVitals(database.db, { route: 'home', widgets: { header: '1.0.0' }, lcp: 400 }, from(), NOW);
    const [row] = await versionVitals(database.db, 'production', NOW);
    expect(row).toMatchObject({ widget: 'header', version: '1.0.0', visits: 2, vitals: { lcp: { p75: 350, count: 2 } } });
    expect((await database.db.select().from(pageVitals)).map((stored) => stored.lcp).sort()).toEqual([200, 300, 400]);
  });

  it('sums a version over every route for its rollout', async () => {
    await recordPageVitals(database.db, { route: 'home', widgets: { search: '1.0.0' }, inp: 100 }, from(), NOW);
    await recordPageVitals(database.db, { route: 'damen', widgets: { search: '1.0.0' }, inp: 300 }, from(), NOW);
    await recordPageVitals(database.db, { route: 'damen', widgets: { search: '1.1.0' }, inp: 500 }, from(), NOW);
    const versions = await versionVitals(database.db, 'production', NOW);
    const byVersion = Object.fromEntries(versions.map((row) => [row.version, [row.visits, row.vitals.inp.p75]]));
    expect(byVersion).toEqual({ '1.0.0': [2, 250], '1.1.0': [1, 500] });
  });

  it("counts no more than SESSION_SHARE page views of a version in each shopper session, the earliest, and says how many sessions and networks stand behind a figure", async () => {
    // A script's one session sends 50 views of 1 ms beside 5 shoppers' 1,000 ms from two other networks.
    for (let view = 0; view < 50; view++) await recordPageVitals(database.db, { route: 'home', widgets: { search: '1.1.0' }, inp: 1 }, from('production', 'script', 'n9'), NOW);
    for (let shopper = 0; shopper < 5; shopper++) {
      await recordPageVitals(database.db, { route: 'home', widgets: { search: '1.1.0' }, inp: 1000 }, from('production', `shopper${shopper}`, `n${shopper % 2}`), NOW);
    }
    const [version] = await versionVitals(database.db, 'production', NOW);
    expect(version).toMatchObject({ version: '1.1.0', visits: SESSION_SHARE + 5, vitals: { inp: { count: SESSION_SHARE + 5, sessions: 6, networks: 3 } } });
    const [route] = await routeVitals(database.db, 'production', NOW);
    expect(route?.vitals.inp).toEqual(version?.vitals.inp);
  });
});
