import type { Configuration } from 'webpack';
import { DEV_ENVIRONMENT, DEV_VERSION } from '../registry/registry';
import { builtModuleDefaults, builtMfVersion, readRegistry, writeRegistry } from '../registry/registry-files';
import { withRegistryLock } from '../registry/registry-lock';
import { remoteConfig } from '../webpack.config';
import type { RemoteName } from '../registry/remotes';

/** The development build of one remote: its own `0.0.0-dev` folder of the store, never a released version's. */
export function devConfig(remote: RemoteName, dir: string): Configuration {
  return remoteConfig(remote, DEV_VERSION, { outDir: dir }, 'development');
}

/**
 * Points registry.dev.json at a remote's dev folder; every other remote stays at production's version. The dev
 * entry has no integrity: its bytes change on every save (the loader accepts that only for DEV_VERSION in
 * registry.dev.json, from the registry's own origin). Production's registry is never touched.
 */
export async function pointDevRegistry(dir: string, remote: RemoteName): Promise<void> {
  const mfVersion = await builtMfVersion(dir, remote, DEV_VERSION);
  const modules = await builtModuleDefaults(dir, remote, DEV_VERSION);
  // Each remote's watcher points its own entry, some at the same moment: one at a time, so none undoes another's.
  await withRegistryLock(dir, async () => {
    const registry = await readRegistry(dir, DEV_ENVIRONMENT);
    registry.remotes[remote] = { version: DEV_VERSION, entry: `${remote}/${DEV_VERSION}/remoteEntry.js`, mfVersion, ...(modules && { modules }) };
    await writeRegistry(dir, registry, DEV_ENVIRONMENT);
  });
}
