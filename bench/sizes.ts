import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped size (level 9) of a file, in bytes. */
export function gzBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function readManifest(folder: string): Manifest {
  return JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as Manifest;
}

/** A remote's own gz bytes: remoteEntry plus its exposed modules' chunks, without the shared singletons. */
export function ownRemoteBytes(folder: string): number {
  const manifest = readManifest(folder);
  const sharedFiles = new Set(manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]));
  const own = new Set(['remoteEntry.js']);
  for (const expose of manifest.exposes) {
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) if (!sharedFiles.has(file)) own.add(file);
  }
  return [...own].reduce((sum, file) => sum + gzBytes(path.join(folder, file)), 0);
}

/** Gz bytes of the remoteEntry files of every remote in a build folder. */
export function remoteEntryBytes<R extends string>(distDir: string, remotes: readonly R[], version: (remote: R) => string): number {
  return remotes.reduce((sum, remote) => sum + gzBytes(path.join(distDir, remote, version(remote), 'remoteEntry.js')), 0);
}
