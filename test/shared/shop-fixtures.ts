// API answers as the shop sends them (SPEC section 3), shared by the tests of server, widgets and tracking.
import type { Cart, CartLine, Order, OrderItem, Product } from '@schaufenster/shared/api';

/** A dress with two sizes, priced 49.99 EUR, filed three category levels deep. */
export const product: Product = {
  id: 'p-1',
  productNumber: '1001',
  parentId: 'parent-1',
  path: '/p/kleid-1001/',
  summary: {
    name: 'Sommerkleid',
    color: 'Blau',
    price: { salesPrice: { amount: 4999, currency: 'EUR' }, originalPrice: { amount: 5999, currency: 'EUR' } },
    mainColor: { propertyValueId: 'blue' },
  },
  brand: { id: 'b-1', name: 'Marke' },
  categoryTree: ['Damen', 'Kleider', 'Sommerkleider'],
  variations: [
    { id: 'v-38', size: { id: 's-38', label: '38' }, availability: { type: 'inStock' } },
    { id: 'v-40', size: { id: 's-40', label: '40' }, availability: { type: 'outOfStock' } },
  ],
};

/** A second product with a six-level category tree and no currency, to show the defaults. */
export const otherProduct: Product = {
  ...product,
  id: 'p-2',
  productNumber: '1002',
  summary: { ...product.summary, name: 'Hose', color: 'Schwarz', price: { salesPrice: { amount: 1999, currency: '' } } },
  categoryTree: ['1', '2', '3', '4', '5', '6'],
};

/** Two pieces of the dress in size 38, one with a colour label and one without. */
export const cartLine: CartLine = {
  productNumber: '1001',
  variationId: 'v-38',
  parentId: 'parent-1',
  productId: 'p-1',
  name: 'Sommerkleid',
  brand: { name: 'Marke' },
  categories: [{ id: 'c-1', backendName: 'dresses' }],
  categoryTree: ['Damen', 'Kleider'],
  price: { salesPrice: { amount: 4999, currency: 'EUR' } },
  quantity: 2,
  size: { id: 's-38', label: '38' },
  color: { id: 'blue', label: 'Blau' },
  mainColorId: 'blue',
};

/** A line whose colour and size carry only ids. */
export const unlabelledLine: CartLine = {
  ...cartLine,
  productNumber: '1003',
  name: 'Shirt',
  price: { salesPrice: { amount: 1500, currency: 'EUR' } },
  quantity: 1,
  size: { id: 's-m' },
  color: { id: 'red' },
};

/** A cart of both lines, subtotal 114.98 EUR. */
export const cart: Cart = {
  summary: { subtotal: { amount: 11498, currency: 'EUR' }, itemQty: 3 },
  items: { inStock: [cartLine, unlabelledLine] },
  recommendations: [],
};

/** The dress line after a 10 EUR voucher. */
export const orderItem: OrderItem = {
  ...cartLine,
  price: {
    salesPrice: { amount: 4999, currency: 'EUR' },
    salesPriceMinusVoucher: { amount: 3999, currency: 'EUR' },
    voucherValue: { amount: 1000, currency: 'EUR' },
  },
};

/** An order of the dress line: subtotal 99.98, voucher 10.00, shipping 4.95. */
export const order: Order = {
  orderNumber: 'ORD-1',
  summary: { subtotal: { amount: 9998, currency: 'EUR' }, voucher: { amount: 1000, currency: 'EUR' } },
  voucherCode: 'SOMMER10',
  shippingCosts: { total: { amount: 495, currency: 'EUR' } },
  currency: 'EUR',
  items: [orderItem],
  userSha256Data: { user_id: 'hashed-user' },
};
