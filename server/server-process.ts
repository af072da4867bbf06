import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { buildApp } from './app';
import { REMOTE_BUNDLES_FOLDER } from '../widget-server/ssr/remote-bundles';
import { FIXTURE_SCRYPT_PARAMS, SCRYPT_PARAMS } from '../shop-api/auth/constants';
import { HashThreads } from '../shop-api/auth/hash-threads';
import { PasswordHasher, hashingLimits } from '../shop-api/auth/passwords';
import { smtpTransport } from '../shop-api/auth/smtp-transport';
import type { ServerConfig } from './config';
import { openDatabase, type OpenDatabase } from '../server-kit/db/database';
import { databaseOutageCause } from '../server-kit/db/database-outage';
import { within } from '../server-kit/db/within';
import { closeGracefully } from '../server-kit/http/graceful-close';
import { shareMetricsWithPrimary } from './metrics/cluster-metrics';
import { createServerMetrics } from './metrics/server-metrics';
import { PREVIEW_KEY_VARIABLE, type WorkerListening } from './server-cluster';
import { keepTrying, openServingDatabase, seedDemoCatalog } from './server-startup';
import type { ServerExtension } from './server-extension';

// A server process of main.ts's primary (node:cluster): the database, the app, listening, and its stop. The primary
// imports this only when it migrates and seeds for several processes, so the supervisor itself stays small.

/** Migrates and seeds once for the processes of WEB_CONCURRENCY > 1 (a single process does it itself). */
async function prepareDatabase(config: ServerConfig): Promise<void> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await seedDemoCatalog(database, config);
  } finally {
    await database.close();
  }
}

/**
 * Prepares the database before the processes of WEB_CONCURRENCY > 1 start, when it answers; when it does not, the
 * processes start anyway (each migrates under a lock when it connects) and this goes on trying in the background.
 */
export async function prepareDatabaseEventually(config: ServerConfig): Promise<void> {
  await keepTrying('preparing the database', () => prepareDatabase(config)).first;
}

/** How long closing the database may take after the drain: the last batched writes, then the pools. */
const CLOSE_TIMEOUT_MS = 4000;

/**
 * Stops the server on SIGINT or SIGTERM, whoever sends it (its primary, or a terminal, systemd or a container
 * runtime to the whole process group): not ready at once, still answering (with `Connection: close`) for
 * `preStopMs`, then stops accepting, lets the requests in flight finish (up to `drainMs`), writes the batched
 * changes, closes the database, and exits 0; 1 when requests had to be cut or the last writes failed. A repeated
 * signal (Ctrl-C reaches a worker as SIGINT from the terminal and SIGTERM from its primary) changes nothing.
 */
function stopOnSignals(app: FastifyInstance, database: OpenDatabase, { drainMs, preStopMs }: Pick<ServerConfig, 'drainMs' | 'preStopMs'>): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const { cutConnections } = await closeGracefully(app, drainMs, preStopMs);
    let clean = cutConnections === 0;
    if (!clean) console.error(`Schaufenster demo: the drain time (${drainMs / 1000} s) ran out, ${cutConnections} connection${cutConnections === 1 ? '' : 's'} cut`);
    try {
      await within(database.close(), CLOSE_TIMEOUT_MS, 'closing the database');
    } catch (error) {
      clean = false;
      // The cause only (a timeout, or an outage's fixed text): driver messages can carry values.
      const cause = databaseOutageCause(error) ?? (error instanceof Error ? error.name : 'unknown error');
      console.error(`Schaufenster demo: closing the database failed (${cause}); the last batched visits may be lost`);
    }
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

/** One server process (a worker of main.ts's primary): the database, the app, listening; it tells the primary its port. */
export async function runServer(config: ServerConfig, extension?: ServerExtension): Promise<void> {
  const limits = hashingLimits(config.webConcurrency);
  // PGlite: opened, seeded and indexed before listening. PostgreSQL: listening whether or not it answers yet.
  const { database, startup } = await openServingDatabase(config);
  // The process's own figures (memory, event loop, CPU) beside the app's; a scrape gets those of every process.
  const metrics = createServerMetrics(database.db);
  collectDefaultMetrics({ register: metrics.registry });
  const gatherMetrics = await shareMetricsWithPrimary(metrics.registry);
  // The dev pages show the stored mails, so only with them does the outbox keep codes and links.
  const app = await buildApp({
    db: database.db,
    widgetsDir: config.widgetsDir,
    imageOrigin: config.imageOrigin,
    productPath: config.productPath,
    helpPaths: config.helpPaths,
    extension,
    environment: config.environment,
    publicOrigin: config.publicOrigin,
    signInUrl: config.signInUrl,
    ordersUrl: config.ordersUrl,
    trustProxy: config.trustProxy,
    devPages: config.devPages,
    loopbackOnly: config.loopbackOnly,
    widgetCatalogToken: config.widgetCatalogToken,
    previewKey: process.env[PREVIEW_KEY_VARIABLE],
    cookieSameSite: config.cookieSameSite,
    searchEngine: config.searchEngine,
    serverRender: config.serverRender,
    serverRenderBudgetMs: config.serverRenderBudgetMs,
    serverSite: config.site?.text,
    metrics,
    gatherMetrics,
    startup,
    allowedOrigins: config.allowedOrigins,
    remoteOrigins: config.remoteOrigins,
    shopApiOrigin: config.shopApiOrigin,
    remoteBundlesDir: path.join(config.dataDir, REMOTE_BUNDLES_FOLDER),
    logger: config.logRequests,
    logErrors: true,
    auth: {
      // Each of the processes leaves cores to the others' event loops, and hashes below their priority.
      // The browser tests' server (their fixtures) hashes as the jest apps do: cheaply, never in a real deployment.
      hasher: new PasswordHasher(extension?.cheapHashes ? FIXTURE_SCRYPT_PARAMS : SCRYPT_PARAMS, limits, new HashThreads(limits.maxConcurrent).derive),
      outbox: config.devPages ? 'full' : 'redacted',
      service: config.service,
      mail: config.mail,
      ...(config.smtpUrl && { transport: smtpTransport(config.smtpUrl, config.mail.from) }),
    },
  });
  stopOnSignals(app, database, config);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  process.send?.({ listening: port } satisfies WorkerListening);
}

