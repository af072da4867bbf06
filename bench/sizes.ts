import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped size (level 9) of a file, in bytes. */
export function gzBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Gz bytes of loader.js and of its MF runtime chunk (`mf-runtime.<hash>.js`, fetched when the first remote is needed). */
export function loaderBytes(folder: string): { loader: number; mfRuntime: number } {
  const chunk = readdirSync(folder).find((file) => /^mf-runtime\.[0-9a-f]+\.js$/.test(file));
  return { loader: gzBytes(path.join(folder, 'loader.js')), mfRuntime: chunk ? gzBytes(path.join(folder, chunk)) : 0 };
}

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function readManifest(folder: string): Manifest {
  return JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as Manifest;
}

/** The exposed modules' own chunks (not the shared singletons'): loaded with the module, or later by it (`import()`). */
function ownChunks(folder: string, kind: 'sync' | 'async'): Set<string> {
  const manifest = readManifest(folder);
  const sharedFiles = new Set(manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]));
  return new Set(manifest.exposes.flatMap((expose) => expose.assets.js[kind]).filter((file) => !sharedFiles.has(file)));
}

const gzSum = (folder: string, files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzBytes(path.join(folder, file)), 0);

/** A remote's own gz bytes on mounting: remoteEntry plus its exposed modules' chunks, without the shared singletons. */
export function ownRemoteBytes(folder: string): number {
  return gzSum(folder, new Set(['remoteEntry.js', ...ownChunks(folder, 'sync')]));
}

/** A remote's own gz bytes it loads only when needed (dynamic imports, e.g. the auth widget's password word lists). */
export function lazyRemoteBytes(folder: string): number {
  const sync = ownChunks(folder, 'sync');
  return gzSum(folder, [...ownChunks(folder, 'async')].filter((file) => !sync.has(file)));
}

/** Gz bytes of the remoteEntry files of every remote in a build folder. */
export function remoteEntryBytes<R extends string>(distDir: string, remotes: readonly R[], version: (remote: R) => string): number {
  return remotes.reduce((sum, remote) => sum + gzBytes(path.join(distDir, remote, version(remote), 'remoteEntry.js')), 0);
}
