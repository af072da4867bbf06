import { type Stats, statSync, unwatchFile, watchFile } from 'node:fs';
import path from 'node:path';
import { DEV_ENVIRONMENT, registryFile } from '../../registry/registry';

/**
 * How often the dev registry's file is looked at. Polled, not watched by inotify: `npm run dev` replaces the file
 * (a rename), which a watch on the file itself loses, and a folder shared with a container or VM may send no events.
 */
const DEV_BUILD_POLL_MS = 200;

/** The dev registry of a release store: `npm run dev` rewrites it last after each successful rebuild (bundling/dev-build.ts). */
function devRegistryPath(widgetsDir: string): string {
  return path.join(widgetsDir, registryFile(DEV_ENVIRONMENT));
}

/** A build's stamp: the dev registry's modification time; empty before the first build. */
function stampOf(stats: Pick<Stats, 'mtimeMs'>): string {
  return stats.mtimeMs === 0 ? '' : String(stats.mtimeMs);
}

/** Which dev build the store holds now: a page rendered with one stamp is stale once the stamp changes. */
export function devBuildStamp(widgetsDir: string): string {
  try {
    return stampOf(statSync(devRegistryPath(widgetsDir)));
  } catch {
    return '';
  }
}

/** Calls `onBuild` with the new stamp whenever a dev build completes in the store; returns the function that stops watching. */
export function watchDevBuilds(widgetsDir: string, onBuild: (stamp: string) => void): () => void {
  const file = devRegistryPath(widgetsDir);
  const listener = (current: Stats, previous: Stats) => {
    if (current.mtimeMs !== previous.mtimeMs && current.mtimeMs !== 0) onBuild(stampOf(current));
  };
  // Not persistent: an open watch never keeps a stopping server alive.
  watchFile(file, { interval: DEV_BUILD_POLL_MS, persistent: false }, listener);
  return () => unwatchFile(file, listener);
}
