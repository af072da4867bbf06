/** @jest-environment node */
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../../../server-kit/db/database';
import { products } from '../../../server-kit/db/schema';
import { seedTestCatalog } from '../../../test/server/test-catalog';
import type { SearchAnswer } from '@schaufenster/shared/api';
import { fakeWallClock } from '../../../test/shared/fake-time';
import { searchCatalog } from '../search';
import { CatalogIndex } from './catalog-index';
import { INDEX_RETRY_MS, STALE_INDEX_WAIT_MS } from './catalog-index-store';

const productTitles = (answer: SearchAnswer) => answer.groups.flatMap((group) => (group.type === 'PRODUCT' ? group.results.map((hit) => hit.title) : []));

describe('the in-memory search index', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('follows the catalog: products added, renamed and removed after the first search are found as they are now', async () => {
    expect(await searchCatalog(database.db, 'Wickelkleid')).toEqual({ groups: [] });
    const catalog = await seedTestCatalog(database.db);
    await database.db.update(products).set({ name: 'Wickelkleid Aurora', searchText: 'Wickelkleid Aurora' }).where(eq(products.id, catalog.products.dress));
    expect(productTitles(await searchCatalog(database.db, 'Wickelkleid'))).toEqual(['Wickelkleid Aurora']);
    await database.db.update(products).set({ name: 'Etuikleid Aurora', searchText: 'Etuikleid Aurora' }).where(eq(products.id, catalog.products.dress));
    expect(await searchCatalog(database.db, 'Wickelkleid')).toEqual({ groups: [] });
    expect(productTitles(await searchCatalog(database.db, 'etui aurora'))).toEqual(['Etuikleid Aurora']);
  });
});

describe('the in-memory search index while the database is away', () => {
  let database: OpenDatabase;
  let catalog: Awaited<ReturnType<typeof seedTestCatalog>>;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    catalog = await seedTestCatalog(database.db);
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const rename = (name: string) => database.db.update(products).set({ name, searchText: name }).where(eq(products.id, catalog.products.dress));

  it('keeps answering from the last index while a rebuild fails, and is current again once one succeeds', async () => {
    await rename('Wickelkleid Ostwind');
    expect(productTitles(await searchCatalog(database.db, 'ostwind'))).toEqual(['Wickelkleid Ostwind']);
    const load = jest.spyOn(CatalogIndex, 'load').mockRejectedValue(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    await rename('Wickelkleid Westwind');
    // The retry interval is read from Date.now: the wall clock stands still from here until the test moves it.
    fakeWallClock();
    expect(productTitles(await searchCatalog(database.db, 'ostwind'))).toEqual(['Wickelkleid Ostwind']);
    // Within the retry interval no further build is tried: the database is not asked for the catalog on every search.
    expect(productTitles(await searchCatalog(database.db, 'wickelkleid'))).toEqual(['Wickelkleid Ostwind']);
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRestore();
    jest.setSystemTime(Date.now() + INDEX_RETRY_MS);
    expect(productTitles(await searchCatalog(database.db, 'westwind'))).toEqual(['Wickelkleid Westwind']);
  });

  it('answers from the last index within its wait while a rebuild stalls, and at once after that', async () => {
    await rename('Wickelkleid Nordlicht');
    expect(productTitles(await searchCatalog(database.db, 'nordlicht'))).toEqual(['Wickelkleid Nordlicht']);
    jest.spyOn(CatalogIndex, 'load').mockReturnValue(new Promise<never>(() => undefined));
    await rename('Wickelkleid Südlicht');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const answers: SearchAnswer[] = [];
    void searchCatalog(database.db, 'nordlicht').then((answer) => answers.push(answer));
    await jest.advanceTimersByTimeAsync(STALE_INDEX_WAIT_MS);
    expect(answers.map(productTitles)).toEqual([['Wickelkleid Nordlicht']]);
    // The clock does not move for the next one: it answers without waiting.
    void searchCatalog(database.db, 'nordlicht').then((answer) => answers.push(answer));
    await jest.advanceTimersByTimeAsync(0);
    expect(answers.map(productTitles)).toEqual([['Wickelkleid Nordlicht'], ['Wickelkleid Nordlicht']]);
  });
});
