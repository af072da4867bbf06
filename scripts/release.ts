// npm run release -- <remote> [version]: builds one remote at a new version and points the registry at it.
import { packageVersion } from '../webpack.config';
import { isRemoteName } from '../widgets/remotes';
import { releaseRemote, setPackageVersion } from './releases';
import { distDir } from './widgets-dist';

async function main([remote = '', version]: string[]): Promise<void> {
  if (!remote) throw new Error('Usage: npm run release -- <remote> [version]   (version defaults to widgets/<remote>/package.json)');
  const releaseVersion = version ?? (isRemoteName(remote) ? packageVersion(remote) : '');
  console.log(await releaseRemote(distDir(), remote, releaseVersion));
  if (version && isRemoteName(remote)) await setPackageVersion(remote, version);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
