import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MountReport } from '../../loader/mount-reports';
import { isRemoteName } from '../../registry/remotes';
import { searchIndexStateOf } from '../../shop-api/product-catalog/search-engine/catalog-index-store';
import { poolsOf, type Database } from '../../server-kit/db/database';
import type { PoolFigures } from '../../server-kit/db/pool-watch';
import { unavailableCauseOf } from '../../server-kit/http/unavailable-cause';
import type { RenderObserver } from '../../widget-server/ssr/server-widgets';

/** Every metric's name starts with it. */
const PREFIX = 'schaufenster_';

/** Latency buckets of an answer: most take milliseconds, a database outage's 503 up to its budget of about 3.5 s. */
const REQUEST_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Waits for a connection of a pool: none while one is idle, up to the connect timeout (2 s) when the pool is full or the database away. */
const WAIT_BUCKETS_S = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];

/** One widget's server render: a fraction of its 50 ms budget, or over it. */
const RENDER_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25];

/** The route label of a request that matched no route (a 404): never its URL, which could name anything. */
const UNMATCHED_ROUTE = 'unmatched';

/** The figures of one server process, and what its parts report them through. */
export interface ServerMetrics {
  registry: Registry;
  /** The server renders (ssr/server-widgets.ts). */
  onRender: RenderObserver;
  /** The mount outcomes the loader's beacons report, once counted (widgets/mount-report-routes.ts). */
  onMounts: (reports: readonly MountReport[]) => void;
}

/** The database's pools and the search index, read when the figures are asked for. */
function databaseGauges(registry: Registry, db: Database): void {
  const pools = () => Object.entries(poolsOf(db)).flatMap(([pool, watch]) => (watch ? [{ pool, figures: watch.figures() }] : []));
  const poolGauge = (name: string, help: string, read: (figures: PoolFigures) => number) =>
    new Gauge({
      name: `${PREFIX}database_pool_${name}`,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const { pool, figures } of pools()) this.set({ pool }, read(figures));
      },
    });
  poolGauge('connections', 'Open connections of a PostgreSQL pool (none on PGlite: one connection inside the process).', (figures) => figures.total);
  poolGauge('idle_connections', 'Open connections of a PostgreSQL pool that no query uses.', (figures) => figures.idle);
  poolGauge('max_connections', 'The most connections a PostgreSQL pool opens.', (figures) => figures.max);
  poolGauge('waiting_queries', 'Queries waiting for a connection of a PostgreSQL pool.', (figures) => figures.waiting);
  const wait = new Histogram({
    name: `${PREFIX}database_connection_wait_seconds`,
    help: 'How long a query waited for a connection of a PostgreSQL pool (a refused one after the connect timeout included).',
    labelNames: ['pool'],
    buckets: WAIT_BUCKETS_S,
    registers: [registry],
  });
  for (const [pool, watch] of Object.entries(poolsOf(db))) watch?.onWait((seconds) => wait.observe({ pool }, seconds));

  new Gauge({
    name: `${PREFIX}search_index_age_seconds`,
    help: 'Seconds since the catalog was read for the search index that answers searches (the oldest of all processes).',
    registers: [registry],
    aggregator: 'max',
    collect() {
      const state = searchIndexStateOf(db);
      if (state) this.set(state.ageSeconds);
    },
  });
  new Gauge({
    name: `${PREFIX}search_index_behind`,
    help: '1 while a catalog change is not yet in the search index that answers searches (it is rebuilt on the next search).',
    registers: [registry],
    aggregator: 'max',
    collect() {
      const state = searchIndexStateOf(db);
      if (state) this.set(state.behind ? 1 : 0);
    },
  });
}

/**
 * The metrics of one server process in a registry of its own (tests build many apps in one process): every answer by
 * route pattern, method and status, 503s by cause, the database's pools and the search index, server renders, and
 * the mount outcomes the beacons report. Labels never carry a URL, a query, an id or anything else of a shopper.
 */
export function createServerMetrics(db: Database): ServerMetrics {
  const registry = new Registry();
  databaseGauges(registry, db);
  const renders = new Counter({
    name: `${PREFIX}server_renders_total`,
    help: 'Widget tags rendered on the server, by remote and result: cached (a render kept from before), rendered, or a miss (no-server-build, not-downloaded: a bundle on another origin not downloaded yet, threw, over-budget: the tag keeps its fallback).',
    labelNames: ['widget', 'result'],
    registers: [registry],
  });
  const renderTime = new Histogram({
    name: `${PREFIX}server_render_seconds`,
    help: 'How long a widget render on the server took (renders kept from before not counted).',
    labelNames: ['widget'],
    buckets: RENDER_BUCKETS_S,
    registers: [registry],
  });
  const mounts = new Counter({
    name: `${PREFIX}widget_mounts_total`,
    help: 'Mount outcomes the loader reported from shoppers’ pages (mounted, failed: a crash or a render that threw, timeout, invalid-props, failed-later: a mounted widget that failed afterwards, whose mount it takes back), by widget and version.',
    labelNames: ['widget', 'version', 'outcome'],
    registers: [registry],
  });
  return {
    registry,
    onRender(remote, result, seconds) {
      // A page's tag may name anything; only the remotes there are become a label.
      const widget = isRemoteName(remote) ? remote : 'unknown';
      renders.inc({ widget, result });
      if (seconds !== undefined) renderTime.observe({ widget }, seconds);
    },
    onMounts(reports) {
      for (const { widget, version, outcome } of reports) mounts.inc({ widget, version, outcome });
    },
  };
}

/** Counts every answer of `app` (its route's pattern, method, status and time) and every 503 by its cause. */
export function countAnswers(app: FastifyInstance, { registry }: ServerMetrics): void {
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Answers by route pattern, method and status, and how long they took (the count is the number of requests).',
    labelNames: ['route', 'method', 'status'],
    buckets: REQUEST_BUCKETS_S,
    registers: [registry],
  });
  const unavailable = new Counter({
    name: `${PREFIX}http_unavailable_total`,
    help: '503 answers by cause: database, hashing_queue (busy), readiness (/readyz not ready), server_render (/fragments/ without a render), fixture, other.',
    labelNames: ['route', 'cause'],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    duration.observe({ route, method: request.method, status: String(status) }, reply.elapsedTime / 1000);
    if (status === 503) unavailable.inc({ route, cause: unavailableCauseOf(reply) });
    done();
  });
}
