import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { PageVitals } from '@schaufenster/shared/api/page-vitals';
import { VITAL_NAMES, type VitalName } from '@schaufenster/shared/api/vital-names';
import type { Database } from '../../server-kit/db/database';
import { pageVitals } from '../../server-kit/db/schema';
import { HOUR_MS, hourlyPruning, hourOf, HOURLY_WINDOWS } from './hourly-rows';

/** The window the catalog and promote judge vitals over: the last 7 days. */
export const VITALS_WINDOW_MS = HOURLY_WINDOWS.week;

/** The 75th percentile of one vital, how many page views measured it, and from how many sessions and networks they came. */
export interface VitalP75 {
  p75: number | null;
  count: number;
  sessions: number;
  networks: number;
}

/**
 * The page views of one session that count for one widget version in the window: a shopper's visit or two, so that
 * no session (a script's included) moves a p75 by more than its share.
 */
export const SESSION_SHARE = 10;

/** Whom one page view counts for and where: its environment and BeaconSource's keys. */
export interface PageViewSource {
  environment: string;
  sessionKey: string;
  networkKey: string;
}

/** The vitals of the page views on which a widget version was mounted. */
export interface VersionVitals {
  widget: string;
  version: string;
  visits: number;
  vitals: Record<VitalName, VitalP75>;
}

/** The same, on one route. */
export interface RouteVersionVitals extends VersionVitals {
  route: string;
}

const prunePageVitals = hourlyPruning(pageVitals);

/** Stores one page view by the hour it arrived in (no exact time), and drops page views no window reaches any more. */
export async function recordPageVitals(db: Database, view: PageVitals, source: PageViewSource, at: Date = new Date()): Promise<void> {
  const hour = hourOf(at);
  const { route, widgets, lcp, inp, cls, ttfb } = view;
  await db.insert(pageVitals).values({ ...source, route, widgets, lcp, inp, cls, ttfb, hour });
  await prunePageVitals(db, hour);
}

const p75Of = (name: VitalName) => sql<number | null>`percentile_cont(0.75) within group (order by ${sql.identifier(name)})`.as(`${name}_p75`);
const countOf = (name: VitalName) => sql<string>`count(${sql.identifier(name)})`.as(`${name}_count`);
const distinctOf = (name: VitalName, key: 'session_key' | 'network_key', as: string) =>
  sql<string>`count(distinct ${sql.identifier(key)}) filter (where ${sql.identifier(name)} is not null)`.as(`${name}_${as}`);

const vitalColumns = Object.fromEntries(
  VITAL_NAMES.flatMap((name) => [
    [`${name}_p75`, p75Of(name)],
    [`${name}_count`, countOf(name)],
    [`${name}_sessions`, distinctOf(name, 'session_key', 'sessions')],
    [`${name}_networks`, distinctOf(name, 'network_key', 'networks')],
  ]),
);

function vitalsOf(row: Record<string, unknown>): Record<VitalName, VitalP75> {
  const entries = VITAL_NAMES.map((name) => {
    const p75 = row[`${name}_p75`];
    const count = (what: string) => Number(row[`${name}_${what}`]);
    return [name, { p75: p75 === null || p75 === undefined ? null : Number(p75), count: count('count'), sessions: count('sessions'), networks: count('networks') }];
  });
  return Object.fromEntries(entries) as Record<VitalName, VitalP75>;
}

/** The hours whose page views a window ending `now` counts: from 7 days before this hour to its end. */
function inWindow(environment: string, now: Date) {
  const thisHour = hourOf(now).getTime();
  return and(eq(pageVitals.environment, environment), gte(pageVitals.hour, new Date(thisHour - VITALS_WINDOW_MS + HOUR_MS)), lt(pageVitals.hour, new Date(thisHour + HOUR_MS)));
}

/**
 * The window's page views once per widget mounted on them (route, widget, version, the vitals and the keys), the first
 * SESSION_SHARE views of a version per shopper session only.
 */
function countedViews(environment: string, now: Date) {
  const { id, route, lcp, inp, cls, ttfb, sessionKey, networkKey } = pageVitals;
  return sql`(select * from (
    select ${route} as route, mounted.widget, mounted.version, ${lcp} as lcp, ${inp} as inp, ${cls} as cls, ${ttfb} as ttfb,
      ${sessionKey} as session_key, ${networkKey} as network_key,
      row_number() over (partition by ${sessionKey}, mounted.widget, mounted.version order by ${id}) as nth
    from ${pageVitals} cross join lateral jsonb_each_text(${pageVitals.widgets}) as mounted(widget, version)
    where ${inWindow(environment, now)}
  ) as shares where nth <= ${SESSION_SHARE}) as counted`;
}

/** Per route, widget and version: the p75 of each vital over the last 7 days and the page views behind it. */
export async function routeVitals(db: Database, environment: string, now: Date = new Date()): Promise<RouteVersionVitals[]> {
  const rows = await db
    .select({ route: sql<string>`counted.route`, widget: sql<string>`counted.widget`, version: sql<string>`counted.version`, visits: sql<string>`count(*)`, ...vitalColumns })
    .from(countedViews(environment, now))
    .groupBy(sql`counted.route`, sql`counted.widget`, sql`counted.version`)
    .orderBy(sql`counted.route`, sql`counted.widget`, sql`counted.version`);
  return rows.map((row) => ({ route: row.route, widget: row.widget, version: row.version, visits: Number(row.visits), vitals: vitalsOf(row) }));
}

/** Per widget and version, over every route: the p75 of each vital over the last 7 days (what a rollout is judged by). */
export async function versionVitals(db: Database, environment: string, now: Date = new Date()): Promise<VersionVitals[]> {
  const rows = await db
    .select({ widget: sql<string>`counted.widget`, version: sql<string>`counted.version`, visits: sql<string>`count(*)`, ...vitalColumns })
    .from(countedViews(environment, now))
    .groupBy(sql`counted.widget`, sql`counted.version`);
  return rows.map((row) => ({ widget: row.widget, version: row.version, visits: Number(row.visits), vitals: vitalsOf(row) }));
}
