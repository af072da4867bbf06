import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteConfig } from '../webpack.config';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from '../widgets/remotes';
import { readRegistry, releasedVersions, runWebpack, setRegistryEntry } from './widgets-dist';

const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** Raised for a release or rollback that must not happen; the message says why. */
export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';
}

function checkRemote(remote: string): RemoteName {
  if (!isRemoteName(remote)) throw new ReleaseError(`Unknown remote "${remote}"; expected one of ${REMOTE_NAMES.join(', ')}`);
  return remote;
}

/**
 * Builds one remote into its new, immutable version folder and points the registry at it.
 * Every other remote's files and registry entry stay untouched.
 */
export async function releaseRemote(dir: string, remoteName: string, version: string): Promise<string> {
  const remote = checkRemote(remoteName);
  if (!VERSION_PATTERN.test(version)) throw new ReleaseError(`"${version}" is not a version like 1.2.3`);
  const target = path.join(dir, remote, version);
  if (existsSync(target)) throw new ReleaseError(`${remote}@${version} is already released; versions are immutable, choose a new one`);
  // Build beside the target and move it in at once, so no half-built version is ever served.
  const staging = path.join(dir, remote, `.staging-${version}-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  const config = remoteConfig(remote, version, { outDir: dir }, 'production');
  await runWebpack([{ ...config, output: { ...config.output, path: staging } }]);
  await rename(staging, target);
  const previous = (await readRegistry(dir)).remotes[remote]?.version;
  await setRegistryEntry(dir, remote, version);
  return `Released ${remote}@${version}${previous ? ` (was ${previous})` : ''}`;
}

/** Points the registry back (or forward) at a version that was released before. */
export async function rollbackRemote(dir: string, remoteName: string, version: string): Promise<string> {
  const remote = checkRemote(remoteName);
  const versions = await releasedVersions(dir, remote);
  if (!versions.includes(version)) {
    throw new ReleaseError(`${remote}@${version} was never released here; released: ${versions.join(', ') || 'none'}`);
  }
  const previous = (await readRegistry(dir)).remotes[remote]?.version;
  await setRegistryEntry(dir, remote, version);
  return `Registry now serves ${remote}@${version}${previous ? ` (was ${previous})` : ''}`;
}

/** Records a new version in the remote's package.json, so the next clean build uses it too. */
export async function setPackageVersion(remote: RemoteName, version: string): Promise<void> {
  const file = path.join(__dirname, '..', 'widgets', remote, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8')) as { version: string };
  pkg.version = version;
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
}
