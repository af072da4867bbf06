import type { ServerConfig } from './config';

/**
 * The start-up line: where the server runs and where to open it. Behind a proxy (PUBLIC_ORIGIN names another
 * origin than the one it listens on) that is PUBLIC_ORIGIN, with the address it listens on beside it.
 */
export function runningLine(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'host' | 'publicOrigin'>, port: number, processes: number): string {
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const workers = processes > 1 ? `, ${processes} processes` : '';
  const listening = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const open = config.publicOrigin === listening ? `Open ${listening}/` : `Open ${config.publicOrigin}/ (PUBLIC_ORIGIN); it listens on ${listening}/`;
  return `Schaufenster demo (${storage}${workers}) is running. ${open}`;
}
