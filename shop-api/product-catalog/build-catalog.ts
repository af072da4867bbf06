import type { brands, products, variations } from '../../server-kit/db/schema';
import { buildCategories, type CategoryRow } from './catalog-categories';
import { describeProduct, nameArticle } from './product-naming';
import { chance, createRandom, pick, pickDistinct, randomInt, type Random } from './random';
import { BRANDS, COLOURS, GENDER_WORDS, SIZE_RUNS } from './seed-data';
import { slugify } from './slug';

/** The fixed seed: every database gets the same catalog. */
export const CATALOG_SEED = 20_250_301;

/** How many products the demo catalog has at least. */
export const MIN_PRODUCTS = 5_200;

const OUT_OF_STOCK_SHARE = 0.1;
const OUTLET_SHARE = 0.15;
const OUTLET_DISCOUNTS = [0.2, 0.3, 0.4, 0.5] as const;

/** Every row the seed inserts. */
export interface CatalogRows {
  brands: Array<typeof brands.$inferInsert>;
  categories: CategoryRow[];
  products: Array<typeof products.$inferInsert>;
  variations: Array<typeof variations.$inferInsert>;
}

// Shop prices end in ,95 or ,99.
function shopPrice(random: Random, euros: number): number {
  return Math.max(0, euros - 1) * 100 + pick(random, [95, 99]);
}

function outletPrice(random: Random, originalCents: number): number {
  const euros = Math.floor((originalCents / 100) * (1 - pick(random, OUTLET_DISCOUNTS)));
  return euros * 100 + pick(random, [95, 99]);
}

/** Builds the whole demo catalog from `seed`; the same seed always gives the same rows. */
export function buildCatalog(seed = CATALOG_SEED, minProducts = MIN_PRODUCTS): CatalogRows {
  const random = createRandom(seed);
  const brandRows = BRANDS.map((name, index) => ({ id: `B${101 + index}`, name, slug: slugify(name) }));
  const { rows: categoryRows, leaves } = buildCategories();
  const rows: CatalogRows = { brands: brandRows, categories: categoryRows, products: [], variations: [] };
  for (let articleNumber = 10_001; rows.products.length < minProducts; articleNumber += 1) {
    const leaf = pick(random, leaves);
    const type = pick(random, leaf.articles);
    const brand = pick(random, brandRows);
    const naming = nameArticle(random, type);
    const listPrice = shopPrice(random, randomInt(random, type.price[0], type.price[1]));
    for (const colour of pickDistinct(random, COLOURS, randomInt(random, 1, 4))) {
      const id = `P${100_001 + rows.products.length}`;
      const outlet = chance(random, OUTLET_SHARE);
      rows.products.push({
        id,
        productNumber: `${articleNumber}${colour.id}`,
        parentId: `A${articleNumber}`,
        // The id keeps slugs unique: many articles share name, brand and colour.
        slug: slugify(`${naming.name} ${brand.name} ${colour.name} ${id}`),
        name: naming.name,
        brandId: brand.id,
        categoryId: leaf.category.id,
        gender: leaf.gender,
        colorId: colour.id,
        colorName: colour.name,
        priceCents: outlet ? outletPrice(random, listPrice) : listPrice,
        originalPriceCents: outlet ? listPrice : null,
        description: describeProduct(random, naming, brand.name, colour.name),
        searchText: [naming.name, brand.name, ...leaf.category.tree, type.noun, naming.material?.word, colour.name, GENDER_WORDS[leaf.gender].synonyms]
          .filter(Boolean)
          .join(' '),
      });
      SIZE_RUNS[type.sizes][leaf.gender].forEach((label, sortOrder) => {
        const sizeId = slugify(label).toUpperCase();
        const stock = chance(random, OUT_OF_STOCK_SHARE) ? 0 : randomInt(random, 1, 20);
        rows.variations.push({ id: `${id}-${sizeId}`, productId: id, sizeId, sizeLabel: label, sortOrder, stock });
      });
    }
  }
  return rows;
}
