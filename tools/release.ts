// npm run release -- <remote> [version] [--percent P] [--yes] [--env E] [--force] [--allow-dirty] [--skip-checks]
// [--skip-smoke]: runs the remote's tests and the typecheck, builds it at a new version, refuses it if placed tags
// would break under its props schema or it fails its smoke test in Chromium, and serves it to all or P % of the sessions.
import { packageVersion } from '../bundling/webpack.config';
import { isRemoteName } from '../registry/remotes';
import { CHANNEL_FLAGS, YES_FLAG, commandProvenance, parseCommand, percentFlag, runCommand, terminalConfirm } from './release-cli';
import { runRemoteChecks } from './release-checks';
import { smokeTest } from './smoke/smoke-test';
import { ReleaseError } from './entry-changes';
import { releaseRemote, setPackageVersion } from './releases';
import { templatesGate } from './tag-check/release-gate';
import { distDir } from '../registry/registry-files';

const USAGE =
  'npm run release -- <remote> [version] [--percent P | --yes] [--env environment] [--force] [--allow-dirty] [--skip-checks] [--skip-smoke]   (version defaults to widgets/<remote>/package.json)';

runCommand(async () => {
  const { values, positionals } = parseCommand(USAGE, {
    ...CHANNEL_FLAGS,
    ...YES_FLAG,
    percent: { type: 'string' },
    force: { type: 'boolean' },
    'allow-dirty': { type: 'boolean' },
    'skip-checks': { type: 'boolean' },
    'skip-smoke': { type: 'boolean' },
  });
  const [remote = '', version] = positionals;
  if (!remote || !isRemoteName(remote)) throw new ReleaseError(remote ? `Unknown remote "${remote}"\nUsage: ${USAGE}` : `Usage: ${USAGE}`);
  return releaseRemote(distDir(), remote, version ?? packageVersion(remote), {
    environment: values.env,
    percent: percentFlag(values.percent),
    force: values.force,
    allowDirty: values['allow-dirty'],
    yes: values.yes,
    confirm: terminalConfirm(),
    provenance: commandProvenance('release'),
    gate: templatesGate(remote),
    checks: values['skip-checks'] ? undefined : () => runRemoteChecks(remote),
    smoke: values['skip-smoke'] ? undefined : (candidate) => smokeTest(candidate, { environment: values.env }),
    onPromoted: setPackageVersion,
  });
});
