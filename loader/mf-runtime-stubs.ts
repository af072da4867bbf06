// Stand-ins for the MF runtime's snapshot and preload-assets plugins in loader.js. With
// FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN (bundling/webpack.config.ts) runtime-core never calls them, but it still
// imports them, so the bundler kept ~9 KB of code nobody runs; these stubs say so loudly if that changes.

const notInThisBuild = (name: string) => (): never => {
  throw new Error(`${name} is not part of loader.js (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN); remotes are registered by their remoteEntry URL`);
};

/** Never called with the snapshot plugin disabled. */
export const snapshotPlugin = notInThisBuild('snapshotPlugin');
/** Never called with the snapshot plugin disabled. */
export const assignRemoteInfo = notInThisBuild('assignRemoteInfo');
/** Never called with the snapshot plugin disabled. */
export const generatePreloadAssetsPlugin = notInThisBuild('generatePreloadAssetsPlugin');
