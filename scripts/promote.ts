// npm run promote -- <remote> [--percent P] [--version V] [--env E] [--yes]: raises a rollout's share, makes it every
// session's version (no --percent; production's also becomes the remote's package.json version), or brings a
// released version to another environment (--version; one below today's asks first).
import { CHANNEL_FLAGS, YES_FLAG, commandProvenance, parseCommand, percentFlag, runCommand, terminalConfirm } from './release-cli';
import { promoteRemote, ReleaseError, setPackageVersion } from './releases';
import { distDir } from '../registry/registry-files';

const USAGE = 'npm run promote -- <remote> [--percent P] [--version V] [--env environment] [--yes]';

runCommand(async () => {
  const { values, positionals } = parseCommand(USAGE, { ...CHANNEL_FLAGS, ...YES_FLAG, percent: { type: 'string' }, version: { type: 'string' } });
  const [remote] = positionals;
  if (!remote) throw new ReleaseError(`Usage: ${USAGE}`);
  return promoteRemote(distDir(), remote, {
    environment: values.env,
    percent: percentFlag(values.percent),
    version: values.version,
    yes: values.yes,
    confirm: terminalConfirm(),
    provenance: commandProvenance('promote'),
    onPromoted: setPackageVersion,
  });
});
