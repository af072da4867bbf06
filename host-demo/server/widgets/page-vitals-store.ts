import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { PageVitals } from '@schaufenster/shared/api/page-vitals';
import { VITAL_NAMES, type VitalName } from '@schaufenster/shared/api/vital-names';
import type { Database } from '../db/database';
import { pageVitals } from '../db/schema';
import { HOUR_MS, hourlyPruning, hourOf, HOURLY_WINDOWS } from './hourly-rows';

/** The window the catalog and promote judge vitals over: the last 7 days. */
export const VITALS_WINDOW_MS = HOURLY_WINDOWS.week;

/** The 75th percentile of one vital and how many page views measured it. */
export interface VitalP75 {
  p75: number | null;
  count: number;
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
export async function recordPageVitals(db: Database, view: PageVitals, environment: string, at: Date = new Date()): Promise<void> {
  const hour = hourOf(at);
  const { route, widgets, lcp, inp, cls, ttfb } = view;
  await db.insert(pageVitals).values({ environment, route, widgets, lcp, inp, cls, ttfb, hour });
  await prunePageVitals(db, hour);
}

const widgetPairs = sql`${pageVitals} cross join lateral jsonb_each_text(${pageVitals.widgets}) as mounted(widget, version)`;
const p75Of = (name: VitalName) => sql<number | null>`percentile_cont(0.75) within group (order by ${sql.identifier(name)})`.as(`${name}_p75`);
const countOf = (name: VitalName) => sql<string>`count(${sql.identifier(name)})`.as(`${name}_count`);

const vitalColumns = Object.fromEntries(VITAL_NAMES.flatMap((name) => [[`${name}_p75`, p75Of(name)], [`${name}_count`, countOf(name)]]));

function vitalsOf(row: Record<string, unknown>): Record<VitalName, VitalP75> {
  const entries = VITAL_NAMES.map((name) => {
    const p75 = row[`${name}_p75`];
    return [name, { p75: p75 === null || p75 === undefined ? null : Number(p75), count: Number(row[`${name}_count`]) }];
  });
  return Object.fromEntries(entries) as Record<VitalName, VitalP75>;
}

/** The hours whose page views a window ending `now` counts: from 7 days before this hour to its end. */
function inWindow(environment: string, now: Date) {
  const thisHour = hourOf(now).getTime();
  return and(eq(pageVitals.environment, environment), gte(pageVitals.hour, new Date(thisHour - VITALS_WINDOW_MS + HOUR_MS)), lt(pageVitals.hour, new Date(thisHour + HOUR_MS)));
}

/** Per route, widget and version: the p75 of each vital over the last 7 days and the page views behind it. */
export async function routeVitals(db: Database, environment: string, now: Date = new Date()): Promise<RouteVersionVitals[]> {
  const rows = await db
    .select({ route: sql<string>`${pageVitals.route}`, widget: sql<string>`mounted.widget`, version: sql<string>`mounted.version`, visits: sql<string>`count(*)`, ...vitalColumns })
    .from(widgetPairs)
    .where(inWindow(environment, now))
    .groupBy(sql`${pageVitals.route}`, sql`mounted.widget`, sql`mounted.version`)
    .orderBy(sql`${pageVitals.route}`, sql`mounted.widget`, sql`mounted.version`);
  return rows.map((row) => ({ route: row.route, widget: row.widget, version: row.version, visits: Number(row.visits), vitals: vitalsOf(row) }));
}

/** Per widget and version, over every route: the p75 of each vital over the last 7 days (what a rollout is judged by). */
export async function versionVitals(db: Database, environment: string, now: Date = new Date()): Promise<VersionVitals[]> {
  const rows = await db
    .select({ widget: sql<string>`mounted.widget`, version: sql<string>`mounted.version`, visits: sql<string>`count(*)`, ...vitalColumns })
    .from(widgetPairs)
    .where(inWindow(environment, now))
    .groupBy(sql`mounted.widget`, sql`mounted.version`);
  return rows.map((row) => ({ widget: row.widget, version: row.version, visits: Number(row.visits), vitals: vitalsOf(row) }));
}
