// The API benches compare PGlite with PostgreSQL when one is at hand: BENCH_DATABASE_URL (or DATABASE_URL) names one;
// without either, and with Debian's postgresql installed, the bench runs itself again under scripts/with-postgres.sh.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { QUICK_CHECK } from './quick-check';

const root = path.join(__dirname, '..');

function postgresInstalled(): boolean {
  try {
    return readdirSync('/usr/lib/postgresql').length > 0;
  } catch {
    return false;
  }
}

/**
 * The PostgreSQL server the bench may use, or undefined. Takes DATABASE_URL out of the environment, so the default
 * runs (and every server process the bench starts) stay on PGlite unless told otherwise. When a throwaway server can
 * be started, this process runs the bench again under it and exits with its code (BENCH_POSTGRES=0 turns that off).
 */
export function benchPostgresUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  if (url) return url;
  // The quick check starts none: initdb and the servers on it would take longer than the rest of the check.
  if (process.env.BENCH_POSTGRES === '0' || QUICK_CHECK || !postgresInstalled()) return undefined;
  const run = spawnSync(path.join(root, 'scripts', 'with-postgres.sh'), ['sh', '-c', 'BENCH_DATABASE_URL=$DATABASE_URL exec "$@"', 'bench', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PG_TEST_PORT: process.env.BENCH_PG_PORT ?? process.env.PG_TEST_PORT ?? '55442' },
  });
  process.exit(run.status ?? 1);
}
