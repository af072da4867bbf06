import { eq, inArray } from 'drizzle-orm';
import type { Product, ProductImage } from '@schaufenster/shared/api';
import type { Database } from '../../server-kit/db/database';
import { brands, categories, products, variations } from '../../server-kit/db/schema';
import type { MemoryProduct } from './memory-catalog';
import { PRODUCT_IMAGE_VIEWS } from './product-image';
import { DEMO_PRODUCT_PATH, productPath } from './product-path';

/** Currency of every price in the demo catalog. */
export const CURRENCY = 'EUR';

/** Where the links of product answers lead: the image host and the product pages. */
export interface ProductLinks {
  /** Prefixes image URLs (empty: paths on the same host). */
  imageOrigin: string;
  /** The pattern of product page paths (`PRODUCT_PATH`, see product-path.ts). */
  productPath: string;
}

/** Image URL of a product on the image host (the demo draws a placeholder per colour). */
export function productImage(imageOrigin: string, productId: string): string {
  return `${imageOrigin}/images/${productId}.svg`;
}

/** The gallery of a product page: a drawn placeholder per view, in the order a product page shows them, each with a German alt. */
export function productGallery(product: Product, imageOrigin: string): ProductImage[] {
  const label = `${product.brand.name} ${product.summary.name}, ${product.summary.color}`;
  return PRODUCT_IMAGE_VIEWS.map((view, index) => ({
    url: productImage(imageOrigin, index === 0 ? product.id : `${product.id}-${index + 1}`),
    alt: `${label}: ${view}`,
  }));
}

/**
 * Loads products as a product page shows them (the API's product with its gallery), in the order of `ids`; unknown
 * ids are skipped. The buy button and the product view by id read this, from the API or in the server's render.
 */
export async function loadProductPages(db: Database, ids: readonly string[], links: Partial<ProductLinks> & { imageOrigin: string }): Promise<Product[]> {
  return (await loadProducts(db, ids, links)).map((product) => ({ ...product, images: productGallery(product, links.imageOrigin) }));
}

/** What a product answer is made of: a product of the in-memory catalog, or the rows a query read. */
type ProductFacts = Omit<MemoryProduct, 'description' | 'gender'>;

/** A product in the API's Product shape (SPEC section 3), with links to images on the same host and the demo's product pages by default. */
export function productOf(product: ProductFacts, { imageOrigin = '', productPath: pathPattern = DEMO_PRODUCT_PATH }: Partial<ProductLinks> = {}): Product {
  return {
    id: product.id,
    productNumber: product.productNumber,
    parentId: product.parentId,
    path: productPath(product.slug, pathPattern),
    image: productImage(imageOrigin, product.id),
    summary: {
      name: product.name,
      color: product.colorName,
      price: {
        salesPrice: { amount: product.priceCents, currency: CURRENCY },
        ...(product.originalPriceCents !== null && { originalPrice: { amount: product.originalPriceCents, currency: CURRENCY } }),
      },
      mainColor: { propertyValueId: product.colorId },
    },
    category: { id: product.category.id, backendName: product.category.backendName },
    brand: { id: product.brand.id, name: product.brand.name },
    categoryTree: product.category.tree,
    variations: product.sizes.map((size) => ({
      id: size.id,
      size: { id: size.sizeId, label: size.sizeLabel },
      availability: { type: size.inStock ? ('inStock' as const) : ('outOfStock' as const) },
    })),
  };
}

/** Loads products in the API's Product shape (SPEC section 3), in the order of `ids`; unknown ids are skipped. */
export async function loadProducts(db: Database, ids: readonly string[], links: Partial<ProductLinks> = {}): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product: products, brand: brands, category: categories })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...ids]));
  const sizes = await db.select().from(variations).where(inArray(variations.productId, [...ids])).orderBy(variations.sortOrder);
  const byId = new Map(
    rows.map(({ product, brand, category }) => {
      const productSizes = sizes.filter((size) => size.productId === product.id).map((size) => ({ ...size, inStock: size.stock > 0 }));
      return [product.id, productOf({ ...product, brand, category, sizes: productSizes }, links)] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
