/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CatalogIndex } from './catalog-index';
import type { CatalogRows } from './catalog-rows';
import { INDEX_SNAPSHOT_FILE, readIndexSnapshot, snapshotSource, writeIndexSnapshot } from './index-snapshot';

const SOURCE = snapshotSource('postgres://shop:geheim@db.example:5433/schaufenster');

const ROWS: CatalogRows = {
  products: [
    {
      id: 'P1',
      productNumber: 'N1',
      parentId: 'A1',
      slug: 'sommerkleid-blau',
      name: 'Sommerkleid',
      gender: 'damen',
      colorId: 'blue',
      colorName: 'Blau',
      priceCents: 4999,
      originalPriceCents: null,
      description: 'Leicht und luftig.',
      brand: { id: 'B1', name: 'Nordlicht', slug: 'nordlicht' },
      category: { id: 'C1', backendName: 'kleider', tree: ['Damen', 'Kleider'] },
      sizes: [{ id: 'V1', sizeId: '38', sizeLabel: '38', inStock: true }],
      search: "'sommerkleid':1",
    },
  ],
  help: [{ path: '/faq/versand/', title: 'Versand', type: 'FAQ', search: "'versand':1" }],
  snowball: 3,
};

describe('the search index snapshot', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'schaufenster-snapshot-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names its database without credentials', () => {
    expect(SOURCE).toBe('postgres://db.example:5433/schaufenster');
  });

  it('gives back what was written, and an index made of it searches as the one before', async () => {
    await writeIndexSnapshot(dir, { source: SOURCE, readAt: 1_700_000_000_000, rows: ROWS });
    const snapshot = await readIndexSnapshot(dir, SOURCE);
    expect(snapshot).toEqual({ version: 1, source: SOURCE, readAt: 1_700_000_000_000, rows: ROWS });
    const index = CatalogIndex.fromRows(snapshot?.rows ?? { products: [], help: [], snowball: 3 });
    expect(index.search('sommerkleid', 10).products.map((row) => row.slug)).toEqual(['sommerkleid-blau']);
    expect(index.memory.product('sommerkleid-blau')?.priceCents).toBe(4999);
  });

  it.each([
    ['there is none', async () => undefined],
    ['it is not gzip', async (file: string) => writeFile(file, 'kein gzip')],
    ['it is cut off', async (file: string) => writeFile(file, gzipSync(JSON.stringify({ version: 1, source: SOURCE })).subarray(0, 20))],
    ['its rows have the wrong shape', async (file: string) => writeFile(file, gzipSync(JSON.stringify({ version: 1, source: SOURCE, readAt: 1, rows: { products: [{ id: 1 }], help: [], snowball: 3 } })))],
    ['it is of another version', async (file: string) => writeFile(file, gzipSync(JSON.stringify({ version: 2, source: SOURCE, readAt: 1, rows: ROWS })))],
  ])('is read as nothing (no search until the database is back, no crash) when %s', async (_case, prepare) => {
    await prepare(path.join(dir, INDEX_SNAPSHOT_FILE));
    await expect(readIndexSnapshot(dir, SOURCE)).resolves.toBeUndefined();
  });

  it('is read as nothing for another database', async () => {
    await writeIndexSnapshot(dir, { source: SOURCE, readAt: 1, rows: ROWS });
    await expect(readIndexSnapshot(dir, snapshotSource('postgres://db.example:5433/anderer_shop'))).resolves.toBeUndefined();
  });
});
