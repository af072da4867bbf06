// The schema's counters of the widgets in use: mount outcomes, speed insights and shop events, nothing that names a visitor.
import { bigserial, index, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** What every counter of the hour has: the environment it counts in, the hour (its start) and the count. */
const hourlyCount = () => ({
  environment: text('environment').notNull(),
  hour: timestamptz('hour').notNull(),
  count: integer('count').notNull().default(0),
});

/** How often each widget version mounted, failed, timed out or got invalid props in each environment, since ever (the loader's beacons). */
export const widgetMounts = pgTable(
  'widget_mounts',
  {
    environment: text('environment').notNull().default('production'),
    widget: text('widget').notNull(),
    version: text('version').notNull(),
    outcome: text('outcome').notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.environment, table.widget, table.version, table.outcome] })],
);

/** The same counts per hour, for the last 24 hours and 7 days; rows older than that are pruned. */
export const widgetMountHours = pgTable(
  'widget_mount_hours',
  {
    ...hourlyCount(),
    widget: text('widget').notNull(),
    version: text('version').notNull(),
    outcome: text('outcome').notNull(),
  },
  (table) => [primaryKey({ columns: [table.environment, table.widget, table.version, table.outcome, table.hour] })],
);

/**
 * Speed insights (migration 0012): one page view's Core Web Vitals with its route and mounted widget versions, by the
 * hour it was sent; nothing that names a visitor. Rows older than the catalog's 7 days (and a day) are pruned.
 */
export const pageVitals = pgTable(
  'page_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    environment: text('environment').notNull(),
    route: text('route').notNull(),
    /** Tag name -> version, e.g. `{"header": "1.4.0", "minicart/buy-button": "2.0.1"}`. */
    widgets: jsonb('widgets').$type<Record<string, string>>().notNull().default({}),
    lcp: real('lcp'),
    inp: real('inp'),
    cls: real('cls'),
    ttfb: real('ttfb'),
    hour: timestamptz('hour').notNull(),
    /** Whom the page view counts for (BeaconSource in http/beacon-guard.ts): keys that name nobody; '' before they were kept. */
    sessionKey: text('session_key').notNull().default(''),
    networkKey: text('network_key').notNull().default(''),
  },
  (table) => [index('page_vitals_environment_hour_idx').on(table.environment, table.hour)],
);

/**
 * Web analytics (migration 0013): how often each shop event was pushed with analytics consent, per environment, route
 * (the CMS page id) and hour; counts only, nothing that names a visitor. Hours older than the catalog's 7 days (and a
 * day) are pruned.
 */
export const pageEvents = pgTable(
  'page_events',
  {
    ...hourlyCount(),
    route: text('route').notNull(),
    event: text('event').notNull(),
  },
  (table) => [primaryKey({ columns: [table.environment, table.hour, table.route, table.event] })],
);

/**
 * The page views of each rollout's version per session (migration 0018), what an automatic halt judges: how many of
 * them the session reported, how many failed, and the network it came from (BeaconSource's keys, naming nobody).
 * Kept per session so that a session counts a shopper's share at most; a halted version's rows are dropped.
 */
export const rolloutViews = pgTable(
  'rollout_views',
  {
    environment: text('environment').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    sessionKey: text('session_key').notNull(),
    networkKey: text('network_key').notNull(),
    views: integer('views').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.environment, table.remote, table.version, table.sessionKey] })],
);
