// npm run rollback -- <remote> [version] [--env E]: stops a rollout (every session back on the pinned version);
// without a rollout, serves the version pinned before the current one (from the release history); with a version,
// serves that version released before to every session.
import { CHANNEL_FLAGS, commandProvenance, parseCommand, runCommand } from './release-cli';
import { ReleaseError } from './entry-changes';
import { rollbackRemote } from './promote-and-rollback';
import { distDir } from '../registry/registry-files';

const USAGE = 'npm run rollback -- <remote> [version] [--env environment]';

runCommand(async () => {
  const { values, positionals } = parseCommand(USAGE, CHANNEL_FLAGS);
  const [remote, version] = positionals;
  if (!remote) throw new ReleaseError(`Usage: ${USAGE}`);
  return rollbackRemote(distDir(), remote, version, { environment: values.env, provenance: commandProvenance('rollback') });
});
