// npm run dev -- <remote>: rebuilds one remote on every save (development mode, source maps) into
// dist/widgets/<remote>/0.0.0-dev/ with its server build, and points registry.dev.json at it; a server started with
// WIDGETS_ENV=dev renders that build and reloads its open pages after each successful rebuild.
import webpack from 'webpack';
import { distDir } from '../registry/registry-files';
import { devConfig, rebuildHandler } from '../bundling/dev-build';
import { isRemoteName, REMOTE_NAMES } from '../registry/remotes';

function main([remote = '']: string[]): void {
  if (!isRemoteName(remote)) {
    console.error(`Usage: npm run dev -- <remote>   (one of ${REMOTE_NAMES.join(', ')}); then WIDGETS_ENV=dev npm run serve`);
    process.exit(2);
  }
  const onRebuild = rebuildHandler(distDir(), remote, { info: console.log, error: console.error });
  webpack(devConfig(remote, distDir())).watch({}, (error, stats) => void onRebuild(error, stats));
}

main(process.argv.slice(2));
