import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { registryFile } from '../../registry/registry';
import { buildApp } from './app';
import { SCRYPT_PARAMS } from './auth/constants';
import { HashThreads } from './auth/hash-threads';
import { PasswordHasher, hashingLimits } from './auth/passwords';
import { smtpTransport } from './auth/smtp-transport';
import { catalogIndexOf } from './catalog/search-engine/catalog-index-store';
import { seedCatalog } from './catalog/seed-catalog';
import { readConfig, type ServerConfig } from './config';
import type { FastifyInstance } from 'fastify';
import { backgroundDatabaseOf, openDatabase, type OpenDatabase } from './db/database';
import { databaseOutageCause } from './db/database-outage';
import { within } from './db/within';
import { closeGracefully } from './http/graceful-close';
import { crossSiteOriginsWarning } from './http/cross-site-origins';
import { runPrimary, type WorkerListening } from './server-cluster';

function checkWidgets(config: ServerConfig): void {
  if (!existsSync(path.join(config.widgetsDir, 'registry.json'))) {
    throw new Error(`no built widgets in ${config.widgetsDir}: run "npm run build" first (npm start does)`);
  }
  if (!existsSync(path.join(config.widgetsDir, registryFile(config.environment)))) {
    throw new Error(`no registry for WIDGETS_ENV=${config.environment}: release or promote a remote with --env ${config.environment} first`);
  }
}

/** Migrates and seeds: once before the workers start, or by the one process itself. */
async function prepareDatabase(config: ServerConfig): Promise<void> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    // Deterministic and idempotent: the first start fills the catalog, later starts find it there.
    const seed = await seedCatalog(backgroundDatabaseOf(database.db), { minProducts: config.catalogProducts });
    if (seed.seeded) console.log(`Schaufenster demo: seeded ${seed.products} products`);
  } finally {
    await database.close();
  }
}

function runningLine(config: ServerConfig, port: number, processes: number): string {
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const workers = processes > 1 ? `, ${processes} processes` : '';
  return `Schaufenster demo (${storage}${workers}) is running. Open http://${config.host}:${port}/`;
}

/** How long closing the database may take after the drain: the last batched writes, then the pools. */
const CLOSE_TIMEOUT_MS = 4000;

/**
 * Stops the server on SIGINT or SIGTERM, whoever sends it (a terminal, systemd or a container runtime to the
 * process or its group, the cluster's primary): stops accepting, lets the requests in flight finish (up to
 * `drainMs`), writes the batched changes, closes the database, and exits 0; 1 when requests had to be cut or the
 * last writes failed. A repeated signal (Ctrl-C reaches a worker as SIGINT from the terminal and SIGTERM from its
 * primary) changes nothing.
 */
function stopOnSignals(app: FastifyInstance, database: OpenDatabase, drainMs: number): void {
  let stopping = false;
  const say = (line: string) => cluster.isPrimary && console.log(`Schaufenster demo: ${line}`);
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}, finishing the requests in flight (up to ${drainMs / 1000} s)`);
    const { cutConnections } = await closeGracefully(app, drainMs);
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
    say('stopped');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** One server process: the database, the app, listening; a worker reports to the primary instead of printing. */
async function runServer(config: ServerConfig): Promise<void> {
  const limits = hashingLimits(config.webConcurrency);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  if (cluster.isPrimary) {
    const seed = await seedCatalog(backgroundDatabaseOf(database.db), { minProducts: config.catalogProducts });
    if (seed.seeded) console.log(`Schaufenster demo: seeded ${seed.products} products`);
  }
  // Build the search index before the first shopper types, not while they wait.
  if (config.searchEngine === 'memory') await catalogIndexOf(database.db);
  // The dev pages show the stored mails, so only with them does the outbox keep codes and links.
  const app = await buildApp({
    db: database.db,
    widgetsDir: config.widgetsDir,
    imageOrigin: config.imageOrigin,
    productPath: config.productPath,
    fixtures: config.fixtures,
    environment: config.environment,
    publicOrigin: config.publicOrigin,
    signInUrl: config.signInUrl,
    trustProxy: config.trustProxy,
    devPages: config.devPages,
    loopbackOnly: config.loopbackOnly,
    widgetCatalogToken: config.widgetCatalogToken,
    cookieSameSite: config.cookieSameSite,
    searchEngine: config.searchEngine,
    allowedOrigins: config.allowedOrigins,
    logger: config.logRequests,
    logErrors: true,
    auth: {
      // Each of the processes leaves cores to the others' event loops, and hashes below their priority.
      hasher: new PasswordHasher(SCRYPT_PARAMS, limits, new HashThreads(limits.maxConcurrent).derive),
      outbox: config.devPages ? 'full' : 'redacted',
      service: config.service,
      ...(config.smtpUrl && { transport: smtpTransport(config.smtpUrl) }),
    },
  });
  stopOnSignals(app, database, config.drainMs);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  if (cluster.isWorker) {
    process.send?.({ listening: port } satisfies WorkerListening);
    return;
  }
  console.log(runningLine(config, port, 1));
  if (config.devPages) console.log(`Sent mails (one-time codes, reset links): ${config.publicOrigin}/dev/outbox/`);
}

async function main(): Promise<void> {
  const config = readConfig();
  // Once per start: the workers of WEB_CONCURRENCY read the same settings.
  const crossSite = cluster.isPrimary && crossSiteOriginsWarning(config.allowedOrigins, config.publicOrigin, config.cookieSameSite);
  if (crossSite) console.warn(`Schaufenster demo: warning: ${crossSite}`);
  checkWidgets(config);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    await prepareDatabase(config);
    const port = await runPrimary(config.webConcurrency, { drainMs: config.drainMs });
    console.log(runningLine(config, port, config.webConcurrency));
    if (config.devPages) console.log(`Sent mails (one-time codes, reset links): ${config.publicOrigin}/dev/outbox/`);
    return;
  }
  await runServer(config);
}

main().catch((error: unknown) => {
  console.error(`Schaufenster demo could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
