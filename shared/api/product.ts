import { array, enums, object, optional, string, type Infer } from 'superstruct';
import { Money } from './money';

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

/** A product as product pages and recommendations carry it (SPEC section 3). */
export const Product = object({
  id: string(),
  productNumber: string(),
  parentId: string(),
  path: optional(string()),
  image: optional(string()),
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
