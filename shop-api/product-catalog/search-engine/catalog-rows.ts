import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server-kit/db/database';
import { brands, categories, helpPages, products, variations } from '../../../server-kit/db/schema';
import type { HelpPageType } from '../help-pages';
import type { SnowballVersion } from './german-stem';

/** One product as the in-memory catalog keeps it: what search hits, images, product pages and listings show. */
export interface CatalogProductRow {
  id: string;
  productNumber: string;
  parentId: string;
  slug: string;
  name: string;
  gender: string;
  colorId: string;
  colorName: string;
  priceCents: number;
  /** Set for outlet items: the price before the reduction. */
  originalPriceCents: number | null;
  description: string;
  brand: { id: string; name: string; slug: string };
  category: { id: string; backendName: string; tree: string[] };
  /** The product's sizes in their order; availability as of the read (the buy box reads stock live). */
  sizes: Array<{ id: string; sizeId: string; sizeLabel: string; inStock: boolean }>;
  /** PostgreSQL's tsvector of the product, as text. */
  search: string;
}

/** One help page with its tsvector as text. */
export interface CatalogHelpRow {
  path: string;
  title: string;
  type: HelpPageType;
  search: string;
}

/** Everything the in-memory catalog is made of, as plain data: read from the database, or from a snapshot on disk. */
export interface CatalogRows {
  products: CatalogProductRow[];
  help: CatalogHelpRow[];
  /** The stemmer the database runs, so that queries are stemmed as its documents were. */
  snowball: SnowballVersion;
}

/** Snowball 3 (PostgreSQL 18) stems -ln as -l (Ärmeln as Ärmel); Snowball 2 keeps it. */
async function snowballVersionOf(db: Database): Promise<SnowballVersion> {
  const [row] = await db.select({ stem: sql<string>`array_to_string(ts_lexize('german_stem', 'ärmeln'), '')` }).from(sql`(select 1) as probe`);
  return row?.stem === 'armel' ? 3 : 2;
}

/** Reads every product (with brand, category and sizes) and help page with its lexemes. */
export async function readCatalogRows(db: Database): Promise<CatalogRows> {
  const [productRows, sizeRows, helpRows, snowball] = await Promise.all([
    db
      .select({
        id: products.id,
        productNumber: products.productNumber,
        parentId: products.parentId,
        slug: products.slug,
        name: products.name,
        gender: products.gender,
        colorId: products.colorId,
        colorName: products.colorName,
        priceCents: products.priceCents,
        originalPriceCents: products.originalPriceCents,
        description: products.description,
        brand: { id: brands.id, name: brands.name, slug: brands.slug },
        category: { id: categories.id, backendName: categories.backendName, tree: categories.tree },
        search: sql<string>`${products.search}::text`,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId)),
    db
      .select({ productId: variations.productId, id: variations.id, sizeId: variations.sizeId, sizeLabel: variations.sizeLabel, stock: variations.stock })
      .from(variations)
      .orderBy(asc(variations.productId), asc(variations.sortOrder)),
    db.select({ path: helpPages.path, title: helpPages.title, type: helpPages.type, search: sql<string>`${helpPages.search}::text` }).from(helpPages),
    snowballVersionOf(db),
  ]);
  const sizes = new Map<string, CatalogProductRow['sizes']>();
  for (const { productId, stock, ...size } of sizeRows) {
    let list = sizes.get(productId);
    if (!list) sizes.set(productId, (list = []));
    list.push({ ...size, inStock: stock > 0 });
  }
  return {
    products: productRows.map((row) => ({ ...row, sizes: sizes.get(row.id) ?? [] })),
    help: helpRows.map((row) => ({ ...row, type: row.type as HelpPageType })),
    snowball,
  };
}
