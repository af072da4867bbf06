import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEV_ENVIRONMENT, registryFile } from '../registry/registry';
import { readConfig, type ServerConfig } from './config';
import { crossSiteOriginsWarning } from '../shop-api/server-session/cross-site-origins';
import { runningLine } from './running-line';
import { runPrimary } from './server-cluster';
import type { ServerExtension } from './server-extension';

// The server's start. This process is a small supervisor (node:cluster's primary): it checks the settings, starts
// the server processes (server-process.ts; one by default, WEB_CONCURRENCY of them on PostgreSQL), starts one again
// when it dies, and stops them all on SIGTERM or SIGINT.

function checkWidgets(config: ServerConfig): void {
  if (!existsSync(path.join(config.widgetsDir, 'registry.json'))) {
    throw new Error(`no built widgets in ${config.widgetsDir}: run "npm run build" first (npm start does)`);
  }
  if (!existsSync(path.join(config.widgetsDir, registryFile(config.environment)))) {
    if (config.environment === DEV_ENVIRONMENT) {
      throw new Error(`no development build in ${config.widgetsDir} yet: run npm run dev -- <remote> in another terminal, wait for its first build, then start this server again`);
    }
    throw new Error(`no registry for WIDGETS_ENV=${config.environment}: release or promote a remote with --env ${config.environment} first`);
  }
}

async function start(extension: ServerExtension | undefined): Promise<void> {
  const config = readConfig();
  if (cluster.isWorker) {
    // Imported here only: the supervisor never loads the app.
    const { runServer } = await import('./server-process');
    await runServer(config, extension);
    return;
  }
  // Once per start: the processes read the same settings.
  const crossSite = crossSiteOriginsWarning(config.allowedOrigins, config.publicOrigin, config.cookieSameSite);
  if (crossSite) console.warn(`Schaufenster demo: warning: ${crossSite}`);
  checkWidgets(config);
  if (config.webConcurrency > 1) await (await import('./server-process')).prepareDatabaseEventually(config);
  const port = await runPrimary(config.webConcurrency, { drainMs: config.drainMs, preStopMs: config.preStopMs });
  console.log(runningLine(config, port, config.webConcurrency));
  if (config.devPages) console.log(`Sent mails (one-time codes, reset links): ${config.publicOrigin}/dev/outbox/`);
}

/**
 * Starts the server from its entry script (main.ts; the browser tests' test/server/fixture-server.ts with their
 * `extension`), which every server process runs again; exits with the reason when it cannot start.
 */
export function startServer(extension?: ServerExtension): void {
  start(extension).catch((error: unknown) => {
    console.error(`Schaufenster demo could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
