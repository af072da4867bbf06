import { array, integer, object, optional, string, type Infer } from 'superstruct';
import { Money, Quantity } from './money';
import { Brand, Category, Product } from './product';

/** One line of the cart (`items.inStock`), SPEC section 3. */
export const CartLine = object({
  productNumber: string(),
  variationId: string(),
  parentId: string(),
  productId: string(),
  name: string(),
  brand: Brand,
  categories: array(Category),
  categoryTree: array(string()),
  price: object({ salesPrice: Money }),
  quantity: integer(),
  size: object({ id: string(), label: optional(string()) }),
  color: object({ id: string(), label: optional(string()) }),
  mainColorId: string(),
  image: optional(string()),
  /** The image's width to height (`3:4`, `16:9`); 3:4 when missing. */
  imageAspectRatio: optional(string()),
  path: optional(string()),
});

/** A validated cart line. */
export type CartLine = Infer<typeof CartLine>;

/** The cart as GET /api/checkout-v3/cart/overview/ and the add call answer it. */
export const Cart = object({
  summary: object({
    subtotal: Money,
    itemQty: Quantity,
    voucher: optional(object({ code: optional(string()), amount: Money })),
    total: optional(Money),
  }),
  items: object({ inStock: array(CartLine) }),
  recommendations: array(Product),
});

/** A validated cart. */
export type Cart = Infer<typeof Cart>;
