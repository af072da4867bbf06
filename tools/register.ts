// npm run register -- <remote> <version> --entry URL [--server-bundle module=URL ...] [--percent P] [--env E] [--yes]:
// serves a remote version hosted on another origin (a team's CDN named in REMOTE_ORIGINS) by absolute URLs and the
// sha384 of each file as fetched now; promote and rollback keep that entry as it is.
import { CHANNEL_FLAGS, YES_FLAG, commandProvenance, parseCommand, percentFlag, runCommand, terminalConfirm } from './release-cli';
import { ReleaseError } from './entry-changes';
import { registerRemote } from './remote-register';
import { setPackageVersion } from './releases';
import { distDir } from '../registry/registry-files';
import { readRemoteOrigins } from '../server/config-remote-origins';

const USAGE = 'npm run register -- <remote> <version> --entry URL [--server-bundle module=URL ...] [--percent P] [--env environment] [--yes]';

/** `--server-bundle mount=https://…` values by module name; anything else is a usage error. */
function serverBundles(values: readonly string[] = []): Record<string, string> {
  const bundles: Record<string, string> = {};
  for (const value of values) {
    const match = /^([a-z][a-z0-9-]*)=(.+)$/.exec(value);
    if (!match?.[1] || !match[2]) throw new ReleaseError(`--server-bundle must be module=URL (mount=https://cdn.example/search/1.3.1/server/mount.js), got "${value}"\nUsage: ${USAGE}`);
    bundles[match[1]] = match[2];
  }
  return bundles;
}

runCommand(async () => {
  const flags = { ...CHANNEL_FLAGS, ...YES_FLAG, entry: { type: 'string' }, 'server-bundle': { type: 'string', multiple: true }, percent: { type: 'string' } } as const;
  const { values, positionals } = parseCommand(USAGE, flags);
  const [remote, version] = positionals;
  if (!remote || !version || !values.entry) throw new ReleaseError(`Usage: ${USAGE}`);
  return registerRemote(distDir(), remote, version, {
    entry: values.entry,
    serverBundles: serverBundles(values['server-bundle']),
    percent: percentFlag(values.percent),
    allowedOrigins: readRemoteOrigins(process.env.REMOTE_ORIGINS),
    environment: values.env,
    yes: values.yes,
    confirm: terminalConfirm(),
    provenance: commandProvenance('register'),
    onPromoted: setPackageVersion,
  });
});
