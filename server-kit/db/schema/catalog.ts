// The schema's catalog: brands, categories, products with their sizes, and the searchable help pages.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { catalogRef, timestamptz, tsvector } from './columns';

/** Brands of the catalog. */
export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** Category tree: Damen and Herren at the top, then e.g. Kleider > Sommerkleider. */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  backendName: text('backend_name').notNull(),
  slug: text('slug').notNull(),
  parentId: text('parent_id'),
  // Names from the root down, e.g. ['Damen', 'Kleider', 'Sommerkleider'].
  tree: jsonb('tree').$type<string[]>().notNull(),
});

/** Products (one colour of an article); sizes are variations. Prices in cents. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    productNumber: text('product_number').notNull().unique(),
    parentId: text('parent_id').notNull(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    brandId: catalogRef('brand_id', () => brands.id),
    categoryId: catalogRef('category_id', () => categories.id),
    gender: text('gender').notNull(),
    colorId: text('color_id').notNull(),
    colorName: text('color_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    // Set for outlet items: the price before the reduction.
    originalPriceCents: integer('original_price_cents'),
    description: text('description').notNull(),
    searchText: text('search_text').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('german', search_text)`),
    // When the product, its brand or its category last changed (triggers of migration 0016): the feed's updatedSince.
    // Stock is not part of it: the buy box reads sizes and stock live.
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('products_search_idx').using('gin', table.search),
    index('products_updated_at_idx').on(table.updatedAt, table.id),
    index('products_category_idx').on(table.categoryId),
    index('products_gender_idx').on(table.gender),
  ],
);

/** Sizes of a product with their stock. */
export const variations = pgTable(
  'variations',
  {
    id: text('id').primaryKey(),
    productId: catalogRef('product_id', () => products.id),
    sizeId: text('size_id').notNull(),
    sizeLabel: text('size_label').notNull(),
    sortOrder: integer('sort_order').notNull(),
    stock: integer('stock').notNull(),
  },
  (table) => [index('variations_product_idx').on(table.productId)],
);

/** Help, FAQ and information pages; searchable like products. */
export const helpPages = pgTable(
  'help_pages',
  {
    id: text('id').primaryKey(),
    path: text('path').notNull().unique(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('german', title || ' ' || body)`),
  },
  (table) => [index('help_pages_search_idx').using('gin', table.search)],
);
