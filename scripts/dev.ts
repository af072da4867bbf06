// npm run dev -- <remote>: rebuilds one remote on every save (development mode, source maps) into
// dist/widgets/<remote>/0.0.0-dev/ and points registry.dev.json at it; serve the demo with WIDGETS_ENV=dev.
import webpack from 'webpack';
import { DEV_VERSION } from '../registry/registry';
import { distDir } from '../registry/registry-files';
import { devConfig, pointDevRegistry } from './dev-build';
import { isRemoteName, REMOTE_NAMES } from '../registry/remotes';

function main([remote = '']: string[]): void {
  if (!isRemoteName(remote)) {
    console.error(`Usage: npm run dev -- <remote>   (one of ${REMOTE_NAMES.join(', ')}); then WIDGETS_ENV=dev npm run serve`);
    process.exit(2);
  }
  let pointed = false;
  webpack(devConfig(remote, distDir())).watch({}, (error, stats) => {
    if (error || stats?.hasErrors()) {
      console.error(error?.message ?? stats?.toString('errors-only'));
      return;
    }
    const done = () => console.log(`${new Date().toLocaleTimeString('de-DE')} ${remote}@${DEV_VERSION} built; reload the page`);
    if (pointed) return done();
    pointed = true;
    pointDevRegistry(distDir(), remote).then(done, (failure: unknown) => console.error(failure));
  });
}

main(process.argv.slice(2));
