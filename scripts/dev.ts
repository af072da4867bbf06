// npm run dev -- <remote>: rebuilds one remote on every save (development mode, source maps) into
// dist/widgets/<remote>/0.0.0-dev/ and points registry.dev.json at it; serve the demo with WIDGETS_ENV=dev.
import webpack from 'webpack';
import { DEV_ENVIRONMENT, DEV_VERSION } from '../registry/registry';
import { builtMfVersion, distDir, readRegistry, writeRegistry } from '../registry/registry-files';
import { remoteConfig } from '../webpack.config';
import { isRemoteName, REMOTE_NAMES } from './remotes';

async function pointDevRegistry(remote: string): Promise<void> {
  // Every other remote stays at production's version; this one has no integrity, its bytes change on every save
  // (the loader accepts that only for DEV_VERSION in registry.dev.json, from the registry's own origin).
  const registry = await readRegistry(distDir(), DEV_ENVIRONMENT);
  const mfVersion = await builtMfVersion(distDir(), remote, DEV_VERSION);
  registry.remotes[remote] = { version: DEV_VERSION, entry: `${remote}/${DEV_VERSION}/remoteEntry.js`, mfVersion };
  await writeRegistry(distDir(), registry, DEV_ENVIRONMENT);
}

function main([remote = '']: string[]): void {
  if (!isRemoteName(remote)) {
    console.error(`Usage: npm run dev -- <remote>   (one of ${REMOTE_NAMES.join(', ')}); then WIDGETS_ENV=dev npm run serve`);
    process.exit(2);
  }
  let pointed = false;
  webpack(remoteConfig(remote, DEV_VERSION, { outDir: distDir() }, 'development')).watch({}, (error, stats) => {
    if (error || stats?.hasErrors()) {
      console.error(error?.message ?? stats?.toString('errors-only'));
      return;
    }
    const done = () => console.log(`${new Date().toLocaleTimeString('de-DE')} ${remote}@${DEV_VERSION} built; reload the page`);
    if (pointed) return done();
    pointed = true;
    pointDevRegistry(remote).then(done, (failure: unknown) => console.error(failure));
  });
}

main(process.argv.slice(2));
