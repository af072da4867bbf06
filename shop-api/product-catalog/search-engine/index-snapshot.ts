import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { array, boolean, enums, is, literal, nullable, number, object, string, type Describe } from 'superstruct';
import { HELP_PAGE_TYPES } from '../help-pages';
import type { CatalogRows } from './catalog-rows';

// The search index's last build on disk, so that a server started while the database is away still searches and
// shows product pages. It holds the rows the index is made of (not the index: rebuilding it takes milliseconds),
// gzipped JSON with a version; a file of another version, another database, or one that does not parse is ignored.

/** Changes whenever the rows' shape does: a snapshot of another version is never read. */
export const INDEX_SNAPSHOT_VERSION = 1;

/** The file's name in its folder (SEARCH_SNAPSHOT_DIR). */
export const INDEX_SNAPSHOT_FILE = 'search-index.v1.json.gz';

/** What the file holds beside the rows: its version, whose catalog it is, and when the rows were read. */
export interface IndexSnapshot {
  version: typeof INDEX_SNAPSHOT_VERSION;
  /** Names the database the rows came from (no credentials), so that a folder shared by two shops mixes nothing. */
  source: string;
  /** When the rows were read from the database (ms since the epoch): the index's age. */
  readAt: number;
  rows: CatalogRows;
}

const Snapshot: Describe<IndexSnapshot> = object({
  version: literal(INDEX_SNAPSHOT_VERSION),
  source: string(),
  readAt: number(),
  rows: object({
    products: array(
      object({
        id: string(),
        productNumber: string(),
        parentId: string(),
        slug: string(),
        name: string(),
        gender: string(),
        colorId: string(),
        colorName: string(),
        priceCents: number(),
        originalPriceCents: nullable(number()),
        description: string(),
        brand: object({ id: string(), name: string(), slug: string() }),
        category: object({ id: string(), backendName: string(), tree: array(string()) }),
        sizes: array(object({ id: string(), sizeId: string(), sizeLabel: string(), inStock: boolean() })),
        search: string(),
      }),
    ),
    help: array(object({ path: string(), title: string(), type: enums(HELP_PAGE_TYPES), search: string() })),
    snowball: enums([2, 3] as const),
  }),
});

/** The source of a database URL: host, port and database name, never user or password. */
export function snapshotSource(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `postgres://${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/** Writes the snapshot (a temporary file renamed over the last: a reader never sees half of one). */
export async function writeIndexSnapshot(dir: string, snapshot: Omit<IndexSnapshot, 'version'>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, INDEX_SNAPSHOT_FILE);
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, await promisify(gzip)(JSON.stringify({ version: INDEX_SNAPSHOT_VERSION, ...snapshot })));
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** The snapshot of `source` in `dir`; undefined when there is none, or it is of another version or source, or damaged. */
export async function readIndexSnapshot(dir: string, source: string): Promise<IndexSnapshot | undefined> {
  try {
    const parsed: unknown = JSON.parse((await promisify(gunzip)(await readFile(path.join(dir, INDEX_SNAPSHOT_FILE)))).toString('utf8'));
    return is(parsed, Snapshot) && parsed.source === source ? parsed : undefined;
  } catch {
    return undefined;
  }
}
