// What a remote version needs to hydrate one of its modules, beside its remoteEntry.js (`hydration.json`): the build
// writes it from the chunk graph (bundling/hydration-files-plugin.ts), the loader reads it to fetch those files ahead of
// their use without running them. Browser-safe: the loader bundles this file.

/** The file beside each remoteEntry.js that lists the chunks its modules and its shared modules are made of. */
export const HYDRATION_FILE = 'hydration.json';

/** Chunk files (names in the version folder) and the shared names their code consumes. */
export interface ChunkNeeds {
  files: string[];
  consumes: string[];
}

/** A remote version's chunks: per exposed module (`mount`, `buy-button`) and per shared name it provides (`react`). */
export interface HydrationFiles {
  modules: Record<string, ChunkNeeds>;
  shared: Record<string, ChunkNeeds>;
}

/** A chunk's file name in its version folder: no path, so a list read from the network names nothing outside that folder. */
const CHUNK_FILE = /^[\w.-]+\.js$/;

function isStringList(value: unknown, pattern?: RegExp): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && (pattern === undefined || pattern.test(item)));
}

function isNeedsMap(value: unknown): value is Record<string, ChunkNeeds> {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every(
    (needs: Partial<ChunkNeeds> | null) => typeof needs === 'object' && needs !== null && isStringList(needs.files, CHUNK_FILE) && isStringList(needs.consumes),
  );
}

/** Tells whether parsed JSON is a hydration file whose chunks are plain file names (the loader has no schema library). */
export function isHydrationFiles(value: unknown): value is HydrationFiles {
  return typeof value === 'object' && value !== null && isNeedsMap((value as HydrationFiles).modules) && isNeedsMap((value as HydrationFiles).shared);
}
