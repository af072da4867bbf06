// npm run rollback -- <remote> [version] [--env E]: stops a rollout (every session back on the pinned
// version), or serves a version released before to every session.
import { CHANNEL_FLAGS, parseCommand, runCommand } from './release-cli';
import { describeEntry, ReleaseError, rollbackRemote } from './releases';
import { distDir, readRegistry, releasedVersions } from '../registry/registry-files';

const USAGE = 'npm run rollback -- <remote> [version] [--env environment]';

runCommand(async () => {
  const { values, positionals } = parseCommand(USAGE, CHANNEL_FLAGS);
  const [remote, version] = positionals;
  if (!remote) throw new ReleaseError(`Usage: ${USAGE}`);
  const entry = (await readRegistry(distDir(), values.env)).remotes[remote];
  if (version === undefined && !entry?.rollout) {
    const versions = await releasedVersions(distDir(), remote);
    throw new ReleaseError(`${remote} has no rollout to stop; name the version to serve. Now: ${describeEntry(entry)}; released: ${versions.join(', ') || 'none'}`);
  }
  return rollbackRemote(distDir(), remote, version, { environment: values.env });
});
