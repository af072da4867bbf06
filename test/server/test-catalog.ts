import { randomUUID } from 'node:crypto';
import type { Database } from '../../server-kit/db/database';
import { brands, categories, products, variations } from '../../server-kit/db/schema';

/** Ids of a seeded test catalog; every id carries the seed's tag, so seeds never collide. */
export interface TestCatalog {
  tag: string;
  products: { dress: string; shirt: string; skirt: string; jacket: string; coat: string };
  variations: {
    /** Dress 38: stock 150. */
    dressPlenty: string;
    /** Dress 40: stock 30. */
    dressThirty: string;
    /** Dress 42: stock 0. */
    dressNone: string;
    /** Shirt M: stock 50, 19,95 €. */
    shirt: string;
    /** Skirt S: stock 10, 25,00 €. */
    skirt: string;
    /** Jacket L: stock 0. */
    jacket: string;
    /** Coat XL: stock 5, 120,00 €. */
    coat: string;
  };
}

/**
 * Seeds two brands' worth of products: dress (brand A, dresses, 49,99 €), shirt (A, shirts),
 * skirt (B, dresses), jacket (B, shirts, sold out) and coat (C, coats, unrelated to the rest).
 */
export async function seedTestCatalog(db: Database): Promise<TestCatalog> {
  const tag = randomUUID().slice(0, 8);
  const id = (name: string) => `${name}-${tag}`;
  await db.insert(brands).values(
    ['a', 'b', 'c'].map((key) => ({ id: id(`brand-${key}`), name: `Marke ${key.toUpperCase()}`, slug: id(`marke-${key}`) })),
  );
  await db.insert(categories).values(
    ['dresses', 'shirts', 'coats'].map((key) => ({
      id: id(`cat-${key}`),
      name: key,
      backendName: key,
      slug: id(key),
      tree: ['Damen', key],
    })),
  );
  const product = (name: string, brand: string, category: string, priceCents: number) => ({
    id: id(name),
    productNumber: id(`nr-${name}`),
    parentId: id(`parent-${name}`),
    slug: id(`slug-${name}`),
    name,
    brandId: id(`brand-${brand}`),
    categoryId: id(`cat-${category}`),
    gender: 'damen',
    colorId: 'blue',
    colorName: 'Blau',
    priceCents,
    description: name,
    searchText: name,
  });
  await db
    .insert(products)
    .values([
      product('dress', 'a', 'dresses', 4999),
      product('shirt', 'a', 'shirts', 1995),
      product('skirt', 'b', 'dresses', 2500),
      product('jacket', 'b', 'shirts', 8999),
      product('coat', 'c', 'coats', 12000),
    ]);
  const variation = (productName: string, size: string, stock: number, sortOrder = 0) => ({
    id: id(`v-${productName}-${size}`),
    productId: id(productName),
    sizeId: `size-${size}`,
    sizeLabel: size,
    sortOrder,
    stock,
  });
  await db
    .insert(variations)
    .values([
      variation('dress', '38', 150, 0),
      variation('dress', '40', 30, 1),
      variation('dress', '42', 0, 2),
      variation('shirt', 'M', 50),
      variation('skirt', 'S', 10),
      variation('jacket', 'L', 0),
      variation('coat', 'XL', 5),
    ]);
  return {
    tag,
    products: { dress: id('dress'), shirt: id('shirt'), skirt: id('skirt'), jacket: id('jacket'), coat: id('coat') },
    variations: {
      dressPlenty: id('v-dress-38'),
      dressThirty: id('v-dress-40'),
      dressNone: id('v-dress-42'),
      shirt: id('v-shirt-M'),
      skirt: id('v-skirt-S'),
      jacket: id('v-jacket-L'),
      coat: id('v-coat-XL'),
    },
  };
}
