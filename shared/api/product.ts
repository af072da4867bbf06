import { array, enums, object, optional, string, type Infer } from 'superstruct';
import { matching, sized } from '../props';
import { Money } from './money';

/** Longest product id a tag may name and the API looks up. */
export const MAX_PRODUCT_ID_LENGTH = 64;

/**
 * A product id as a tag names it and GET /api/products/<id>/ takes it: 1 to 64 letters, digits, `-` and `_`,
 * so it fits a path segment as it is and a CMS editor's typo fails at the tag, not at the API.
 */
export const ProductId = matching(sized(string(), 1, MAX_PRODUCT_ID_LENGTH), /^[A-Za-z0-9_-]+$/);

/** A brand as products and cart lines name it. */
export const Brand = object({ id: optional(string()), name: string() });

/** A category a product is filed under; `backendName` is the stable name analytics reports. */
export const Category = object({ id: string(), backendName: string() });

/** Stock state of one variation. */
export const Availability = object({ type: enums(['inStock', 'outOfStock']) });

/** One buyable variation (a size) of a product. */
export const Variation = object({
  id: string(),
  size: object({ id: string(), label: string() }),
  availability: Availability,
});

/** One view of a product's gallery: its image and a German text saying what it shows. */
export const ProductImage = object({ url: string(), alt: string() });

/** A validated gallery image. */
export type ProductImage = Infer<typeof ProductImage>;

/** A product as product pages and recommendations carry it (SPEC section 3). */
export const Product = object({
  id: string(),
  productNumber: string(),
  parentId: string(),
  path: optional(string()),
  image: optional(string()),
  /** The image's width to height (`3:4`, `16:9`); 3:4 when missing. */
  imageAspectRatio: optional(string()),
  /** The gallery of a product page (the first view is `image`); answers for product pages carry it, lists do not. */
  images: optional(array(ProductImage)),
  summary: object({
    name: string(),
    color: string(),
    price: object({ salesPrice: Money, originalPrice: optional(Money) }),
    mainColor: object({ propertyValueId: string() }),
  }),
  category: optional(Category),
  brand: Brand,
  categoryTree: array(string()),
  variations: array(Variation),
});

/** A validated product. */
export type Product = Infer<typeof Product>;

/** A validated variation. */
export type Variation = Infer<typeof Variation>;
