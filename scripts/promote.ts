// npm run promote -- <remote> [--percent P] [--version V] [--env E]: raises a rollout's share, makes it every
// session's version (no --percent), or brings a released version to another environment (--version).
import { CHANNEL_FLAGS, parseCommand, percentFlag, runCommand } from './release-cli';
import { promoteRemote, ReleaseError } from './releases';
import { distDir } from '../registry/registry-files';

const USAGE = 'npm run promote -- <remote> [--percent P] [--version V] [--env environment]';

runCommand(async () => {
  const { values, positionals } = parseCommand(USAGE, { ...CHANNEL_FLAGS, percent: { type: 'string' }, version: { type: 'string' } });
  const [remote] = positionals;
  if (!remote) throw new ReleaseError(`Usage: ${USAGE}`);
  return promoteRemote(distDir(), remote, { environment: values.env, percent: percentFlag(values.percent), version: values.version });
});
