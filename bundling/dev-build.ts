import path from 'node:path';
import type { Configuration, Stats } from 'webpack';
import { DEV_ENVIRONMENT, DEV_VERSION } from '../registry/registry';
import { builtModuleDefaults, builtMfVersion, readRegistry, serverBuild, writeRegistry } from '../registry/registry-files';
import { withRegistryLock } from '../registry/registry-lock';
import { remoteConfig } from './webpack.config';
import type { RemoteName } from '../registry/remotes';
import { buildServerBundles } from './server-build';

/** The development build of one remote: its own `0.0.0-dev` folder of the store, never a released version's. */
export function devConfig(remote: RemoteName, dir: string): Configuration {
  return remoteConfig(remote, DEV_VERSION, { outDir: dir }, 'development');
}

/**
 * Points registry.dev.json at a remote's dev folder, its server build included; every other remote stays at
 * production's version. The dev entry has no integrity: its bytes change on every save (the loader accepts that only
 * for DEV_VERSION in registry.dev.json, from the registry's own origin). Production's registry is never touched.
 */
export async function pointDevRegistry(dir: string, remote: RemoteName): Promise<void> {
  const mfVersion = await builtMfVersion(dir, remote, DEV_VERSION);
  const modules = await builtModuleDefaults(dir, remote, DEV_VERSION);
  const server = await serverBuild(dir, remote, DEV_VERSION);
  // Each remote's watcher points its own entry, some at the same moment: one at a time, so none undoes another's.
  await withRegistryLock(dir, async () => {
    const registry = await readRegistry(dir, DEV_ENVIRONMENT);
    registry.remotes[remote] = { version: DEV_VERSION, entry: `${remote}/${DEV_VERSION}/remoteEntry.js`, mfVersion, ...(server && { server }), ...(modules && { modules }) };
    await writeRegistry(dir, registry, DEV_ENVIRONMENT);
  });
}

/**
 * Completes one successful browser rebuild of a remote: its server bundles beside it (as `npm run build` makes them),
 * then registry.dev.json rewritten. The rewrite comes last and on every rebuild: a dev server reloads its open pages
 * when the file changes (widget-server/dev/dev-reload-routes.ts), and by then both builds are on disk.
 */
export async function completeDevBuild(dir: string, remote: RemoteName): Promise<void> {
  await buildServerBundles(remote, path.join(dir, remote, DEV_VERSION));
  await pointDevRegistry(dir, remote);
}

/** Where the dev loop reports: the terminal of `npm run dev`. */
export interface DevLog {
  info(line: string): void;
  error(line: string): void;
}

/** What a rebuild handler reads of webpack's answer. */
type RebuildStats = Pick<Stats, 'hasErrors' | 'toString'>;

/**
 * The handler of webpack's watch: a failed rebuild shows its errors and changes nothing (open pages stay as they are);
 * a successful one is completed (`completeDevBuild`), one at a time in the order of the rebuilds, so a slower
 * server build never overtakes a newer one. Resolves once this rebuild is completed or reported.
 */
export function rebuildHandler(dir: string, remote: RemoteName, log: DevLog): (error: Error | null | undefined, stats?: RebuildStats) => Promise<void> {
  let completions = Promise.resolve();
  return (error, stats) => {
    if (error || !stats || stats.hasErrors()) {
      log.error(error?.message ?? stats?.toString('errors-only') ?? 'webpack answered without stats');
      return completions;
    }
    const started = Date.now();
    completions = completions.then(() =>
      completeDevBuild(dir, remote).then(
        () => log.info(`${new Date().toLocaleTimeString('de-DE')} ${remote}@${DEV_VERSION} built (server build ${Date.now() - started} ms); open dev pages reload`),
        (failure: unknown) => log.error(`${remote}@${DEV_VERSION}: the server build failed, pages not reloaded: ${failure instanceof Error ? failure.message : String(failure)}`),
      ),
    );
    return completions;
  };
}
