import { array, integer, min, object, type Infer } from 'superstruct';
import { Product } from './product';

/** The answer of GET /api/catalog/products/: one page of a listing, with the total it was cut from. */
export const CatalogListing = object({
  products: array(Product),
  total: min(integer(), 0),
  page: min(integer(), 1),
  pageSize: min(integer(), 1),
  pageCount: min(integer(), 1),
});

/** A validated page of a catalog listing. */
export type CatalogListing = Infer<typeof CatalogListing>;
