import { existsSync } from 'node:fs';
import path from 'node:path';
import { registryFile } from '../../registry/registry';
import { buildApp } from './app';
import { smtpTransport } from './auth/smtp-transport';
import { readConfig } from './config';
import { seedCatalog } from './catalog/seed-catalog';
import { openDatabase } from './db/database';

async function main(): Promise<void> {
  const config = readConfig();
  if (!existsSync(path.join(config.widgetsDir, 'registry.json'))) {
    throw new Error(`no built widgets in ${config.widgetsDir}: run "npm run build" first (npm start does)`);
  }
  if (!existsSync(path.join(config.widgetsDir, registryFile(config.environment)))) {
    throw new Error(`no registry for WIDGETS_ENV=${config.environment}: release or promote a remote with --env ${config.environment} first`);
  }
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // Deterministic and idempotent: the first start fills the catalog, later starts find it there.
  const seed = await seedCatalog(database.db);
  if (seed.seeded) console.log(`Schaufenster demo: seeded ${seed.products} products`);
  // The dev pages show the stored mails, so only with them does the outbox keep codes and links.
  const app = await buildApp({
    db: database.db,
    widgetsDir: config.widgetsDir,
    imageOrigin: process.env.IMAGE_ORIGIN || `http://localhost:${config.port}`,
    fixtures: config.fixtures,
    environment: config.environment,
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy,
    devPages: config.devPages,
    cookieSameSite: config.cookieSameSite,
    allowedOrigins: (process.env.ALLOWED_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    logger: process.env.LOG_REQUESTS === '1',
    auth: { outbox: config.devPages ? 'full' : 'redacted', ...(process.env.SMTP_URL && { transport: smtpTransport(process.env.SMTP_URL) }) },
  });
  const shutdown = async (signal: string) => {
    console.log(`Schaufenster demo: ${signal}, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const storage = database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Schaufenster demo (${storage}) is running. Open http://${config.host}:${port}/`);
  if (config.devPages) console.log(`Sent mails (one-time codes, reset links): ${config.publicOrigin}/dev/outbox/`);
}

main().catch((error: unknown) => {
  console.error(`Schaufenster demo could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
