import path from 'node:path';

/** Where the server keeps its data: the database, and the search index's snapshot beside it. */
export interface StorageSettings {
  /** Where PGlite keeps its files (`DATA_DIR`, default `.data`). */
  dataDir: string;
  /** A PostgreSQL server to use instead of PGlite (`DATABASE_URL`). */
  databaseUrl?: string;
  /** Where the search index's snapshot is kept after each build, for a start while PostgreSQL is away (`SEARCH_SNAPSHOT_DIR`, default `DATA_DIR/search-index`). */
  searchSnapshotDir: string;
}

/** Reads the storage settings; relative folders count from `root` (the repository). */
export function readStorage(env: NodeJS.ProcessEnv, root: string): StorageSettings {
  const dataDir = path.resolve(root, env.DATA_DIR || '.data');
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    searchSnapshotDir: env.SEARCH_SNAPSHOT_DIR ? path.resolve(root, env.SEARCH_SNAPSHOT_DIR) : path.join(dataDir, 'search-index'),
  };
}
