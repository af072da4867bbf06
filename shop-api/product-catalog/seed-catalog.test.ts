/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { brands, categories, helpPages, products, variations } from '../../server-kit/db/schema';
import { buildCatalog } from './build-catalog';
import { loadProducts } from './product-view';
import { seedCatalog } from './seed-catalog';
import { openTestDatabase, useTestDatabase } from '../../test/server/harness';
import { buildHelpPages } from '../../demo-cms/help-pages';

const FIRST_IDS = ['P100001', 'P100002', 'P100003'];

describe('seedCatalog', () => {
  const database = useTestDatabase({ catalog: 'demo' });
  const total = async (table: typeof products | typeof brands | typeof variations | typeof helpPages) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('builds the same catalog from the same seed', () => {
    expect(buildCatalog().products.slice(0, 50)).toEqual(buildCatalog().products.slice(0, 50));
  });

  it('seeds the same first products into a second database', async () => {
    const other = await openTestDatabase({ catalog: 'demo' });
    try {
      const first = await loadProducts(database.db, FIRST_IDS);
      expect(first).toHaveLength(3);
      expect(await loadProducts(other.db, FIRST_IDS)).toEqual(first);
    } finally {
      await other.close();
    }
  });

  it('seeds at least 5,000 products of 40 brands in both areas', async () => {
    expect(await total(products)).toBeGreaterThanOrEqual(5000);
    expect(await total(brands)).toBeGreaterThanOrEqual(40);
    const genders = await database.db.select({ gender: products.gender, n: count() }).from(products).groupBy(products.gender);
    expect(Object.fromEntries(genders.map((row) => [row.gender, row.n > 2000]))).toEqual({ damen: true, herren: true });
  });

  it('marks about a tenth of the sizes out of stock', async () => {
    const soldOut = (await database.db.select({ n: count() }).from(variations).where(eq(variations.stock, 0)))[0]?.n ?? 0;
    const share = soldOut / (await total(variations));
    expect(share).toBeGreaterThan(0.07);
    expect(share).toBeLessThan(0.13);
  });

  it('reduces about 15% of the products, always below their original price', async () => {
    const outlet = await database.db.select().from(products).where(isNotNull(products.originalPriceCents));
    expect(outlet.length / (await total(products))).toBeGreaterThan(0.12);
    expect(outlet.length / (await total(products))).toBeLessThan(0.18);
    for (const product of outlet) expect(product.priceCents).toBeLessThan(product.originalPriceCents ?? 0);
  });

  it('prices in cents ending in 95 or 99, with German-friendly unique slugs', async () => {
    const rows = await database.db.select({ price: products.priceCents, slug: products.slug }).from(products);
    expect(rows.filter((row) => ![95, 99].includes(row.price % 100))).toEqual([]);
    expect(rows.filter((row) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(row.slug))).toEqual([]);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
  });

  it('files products under leaves named from the root, with sneakers for both areas', async () => {
    const [sneakers] = await database.db.select().from(categories).where(eq(categories.id, 'herren-schuhe-sneaker'));
    expect(sneakers).toMatchObject({ name: 'Sneaker', slug: 'sneaker', backendName: 'herren/schuhe/sneaker', tree: ['Herren', 'Schuhe', 'Sneaker'] });
    const [coats] = await database.db.select().from(categories).where(eq(categories.id, 'damen-jacken-maentel-wintermaentel'));
    expect(coats?.tree).toEqual(['Damen', 'Jacken & Mäntel', 'Wintermäntel']);
    const [damenSneaker] = await database.db.select({ n: count() }).from(products).where(eq(products.categoryId, 'damen-schuhe-sneaker'));
    expect(damenSneaker?.n).toBeGreaterThan(0);
  });

  it('shares the article id between the colours of one article', async () => {
    const [article] = await database.db
      .select({ parentId: products.parentId, colours: sql<number>`count(distinct ${products.colorId})::int`, n: count() })
      .from(products)
      .groupBy(products.parentId)
      .having(sql`count(*) > 1`)
      .limit(1);
    expect(article?.colours).toBe(article?.n);
  });

  it('seeds the help pages by type, including the help home and contact pages', async () => {
    const rows = await database.db.select({ path: helpPages.path, type: helpPages.type, title: helpPages.title }).from(helpPages);
    expect(rows).toEqual(
      expect.arrayContaining([
        { path: '/faq/', type: 'HELP_CONTACT_HOME_PAGE', title: 'Hilfe und Kontakt' },
        { path: '/faq/kontakt/', type: 'HELP_CONTACT_PAGE', title: 'Kontakt zum Kundenservice' },
        { path: '/faq/ruecksendung/', type: 'FAQ', title: 'Wie funktioniert die Rücksendung?' },
        { path: '/i/impressum/', type: 'INFORMATION_PAGE', title: 'Impressum' },
      ]),
    );
    expect(rows).toHaveLength(14);
  });

  it('does nothing when products exist already', async () => {
    const before = await total(variations);
    expect(await seedCatalog(database.db, { helpPages: buildHelpPages() })).toEqual({ seeded: false, products: await total(products) });
    expect(await total(variations)).toBe(before);
  });
});
