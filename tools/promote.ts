// npm run promote -- <remote> [--percent P] [--version V] [--env E] [--yes] [--strict] [--server URL]: raises a rollout's
// share, makes it every session's version (no --percent; production's also becomes the remote's package.json version), or
// brings a released version to another environment (--version; one below today's asks first). It compares the version's
// p75 INP and LCP of real page views with the current version's, read from DATABASE_URL or else from the running server
// (--server, PUBLIC_ORIGIN or 127.0.0.1:PORT): warns, or refuses with --strict (also when they cannot be read). A rollout the
// server halted automatically is not promoted: promote says why it was halted, and rolling that version out again asks first.
import { CHANNEL_FLAGS, YES_FLAG, commandProvenance, parseCommand, percentFlag, runCommand, terminalConfirm } from './release-cli';
import { ReleaseError } from './entry-changes';
import { promoteRemote } from './promote-and-rollback';
import { setPackageVersion } from './releases';
import { distDir } from '../registry/registry-files';
import { PRODUCTION } from '../registry/registry';
import { openDatabase } from '../server-kit/db/database';
import { versionVitals } from '../widget-server/field-data/page-vitals-store';
import type { VitalsSource } from './rollout-vitals-check';
import { serverVitals, vitalsServer } from './server-vitals';

const USAGE = 'npm run promote -- <remote> [--percent P] [--version V] [--env environment] [--yes] [--strict] [--server URL]';

/**
 * The environment's speed insights from the server's PostgreSQL database (DATABASE_URL). None with PGlite: its data
 * directory belongs to the running demo server's process, which another process must not open beside it (promote
 * asks that server instead).
 */
function databaseVitals(environment: string): VitalsSource | undefined {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return undefined;
  return async () => {
    const database = await openDatabase({ dataDir: '', databaseUrl });
    try {
      return await versionVitals(database.db, environment);
    } finally {
      await database.close();
    }
  };
}

runCommand(async () => {
  const flags = { ...CHANNEL_FLAGS, ...YES_FLAG, percent: { type: 'string' }, version: { type: 'string' }, strict: { type: 'boolean' }, server: { type: 'string' } } as const;
  const { values, positionals } = parseCommand(USAGE, flags);
  const [remote] = positionals;
  if (!remote) throw new ReleaseError(`Usage: ${USAGE}`);
  const environment = values.env ?? PRODUCTION;
  // --server names the server to ask; without it, DATABASE_URL's database is read where there is one.
  const vitals = (values.server === undefined && databaseVitals(environment)) || serverVitals(vitalsServer(values.server), environment);
  return promoteRemote(distDir(), remote, {
    environment: values.env,
    percent: percentFlag(values.percent),
    version: values.version,
    yes: values.yes,
    strict: values.strict,
    vitals,
    confirm: terminalConfirm(),
    provenance: commandProvenance('promote'),
    onPromoted: setPackageVersion,
  });
});
