import path from 'node:path';
import { PRODUCTION } from '../loader/constants';
import { readCookieSameSite, type CookieSameSite } from './session/cookie-policy';

/** Everything the demo server reads from its environment, with the embedded defaults. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Where PGlite keeps its files (`DATA_DIR`, default `.data`). */
  dataDir: string;
  /** A PostgreSQL server to use instead of PGlite (`DATABASE_URL`). */
  databaseUrl?: string;
  /** The built widgets (`WIDGETS_DIST`, default `dist/widgets`). */
  widgetsDir: string;
  /** Serve the failure fixtures the browser tests need (`DEMO_FIXTURES=1`); never in a real deployment. */
  fixtures: boolean;
  /** Whose registry pages load (`WIDGETS_ENV`, default production: registry.json; else registry.<env>.json). */
  environment: string;
  /** SameSite of the session cookie (`COOKIE_SAMESITE`, default lax; none only over HTTPS). */
  cookieSameSite: CookieSameSite;
}

const repoRoot = path.join(__dirname, '..', '..');

/** The default port of the demo. */
export const DEFAULT_PORT = 3000;

/** Reads the configuration; a malformed PORT is an error, not a silent default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}"`);
  }
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    widgetsDir: path.resolve(repoRoot, env.WIDGETS_DIST || path.join('dist', 'widgets')),
    fixtures: env.DEMO_FIXTURES === '1',
    environment: env.WIDGETS_ENV || PRODUCTION,
    cookieSameSite: readCookieSameSite(env),
  };
}
