// npm run rollback -- <remote> <version>: points the registry at a version released before.
import { releasedVersions, readRegistry, distDir } from './widgets-dist';
import { rollbackRemote } from './releases';

async function main([remote = '', version]: string[]): Promise<void> {
  if (!remote) throw new Error('Usage: npm run rollback -- <remote> <version>');
  if (!version) {
    const current = (await readRegistry(distDir())).remotes[remote]?.version ?? 'none';
    const versions = await releasedVersions(distDir(), remote);
    throw new Error(`Name the version to serve. ${remote}: current ${current}; released ${versions.join(', ') || 'none'}`);
  }
  console.log(await rollbackRemote(distDir(), remote, version));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
