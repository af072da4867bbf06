// npm run release -- <remote> [version] [--percent P] [--env E] [--force]: builds one remote at a new version,
// refuses it if placed tags would break under its props schema, and serves it to all or P % of the sessions.
import { packageVersion } from '../webpack.config';
import { isRemoteName } from './remotes';
import { CHANNEL_FLAGS, parseCommand, percentFlag, runCommand } from './release-cli';
import { ReleaseError, releaseRemote, setPackageVersion } from './releases';
import { templatesGate } from './tag-check/release-gate';
import { distDir } from '../registry/registry-files';

const USAGE = 'npm run release -- <remote> [version] [--percent P] [--env environment] [--force]   (version defaults to widgets/<remote>/package.json)';

runCommand(async () => {
  const { values, positionals } = parseCommand(USAGE, { ...CHANNEL_FLAGS, percent: { type: 'string' }, force: { type: 'boolean' } });
  const [remote = '', version] = positionals;
  if (!remote) throw new ReleaseError(`Usage: ${USAGE}`);
  const releaseVersion = version ?? (isRemoteName(remote) ? packageVersion(remote) : '');
  const result = await releaseRemote(distDir(), remote, releaseVersion, {
    environment: values.env,
    percent: percentFlag(values.percent),
    force: values.force,
    gate: templatesGate(remote),
  });
  if (version && isRemoteName(remote)) await setPackageVersion(remote, version);
  return result;
});
