/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../../db/database';
import { products } from '../../db/schema';
import { seedTestCatalog } from '../../cart/test-catalog';
import type { SearchAnswer } from '@schaufenster/shared/api';
import { searchCatalog } from '../search';

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
