// The schema's shopping: carts, the address book, and placed orders with their lines.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { catalogRef, createdAt, ownerRef, personName, randomId, timestamptz, weakRef } from './columns';
import { customerId, sessions, users } from './accounts';
import { variations } from './catalog';

/** One cart per session. */
export const carts = pgTable('carts', {
  id: randomId(),
  sessionId: ownerRef('session_id', () => sessions.id).unique(),
  voucherCode: text('voucher_code'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Lines of a cart: one per variation, with its quantity. */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: ownerRef('cart_id', () => carts.id),
    variationId: catalogRef('variation_id', () => variations.id),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.variationId] })],
);

/** A customer's address book (SPEC section 3 address). */
export const addresses = pgTable(
  'addresses',
  {
    id: randomId(),
    userId: customerId(),
    addressType: text('address_type').notNull(),
    gender: text('gender'),
    country: text('country').notNull(),
    ...personName(),
    streetHouseNumber: text('street_house_number'),
    additional: text('additional'),
    servicePointMemberId: text('service_point_member_id'),
    servicePointId: text('service_point_id'),
    state: text('state'),
    zipCode: text('zip_code'),
    city: text('city').notNull(),
    distributionCode: text('distribution_code'),
    defaultDeliverAddress: boolean('default_deliver_address').notNull().default(false),
    defaultBillingAddress: boolean('default_billing_address').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('addresses_user_idx').on(table.userId)],
);

/** Placed orders, with totals in cents and the delivery address as it was. */
export const orders = pgTable(
  'orders',
  {
    id: randomId(),
    orderNumber: text('order_number').notNull().unique(),
    userId: weakRef('user_id', () => users.id),
    sessionId: weakRef('session_id', () => sessions.id),
    paymentMethod: text('payment_method').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Record<string, unknown>>().notNull(),
    // Null when the invoice goes to the delivery address.
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>(),
    subtotalCents: integer('subtotal_cents').notNull(),
    voucherCents: integer('voucher_cents').notNull().default(0),
    voucherCode: text('voucher_code'),
    shippingCents: integer('shipping_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    createdAt: createdAt(),
  },
  (table) => [index('orders_user_idx').on(table.userId)],
);

/** Lines of an order, with the product as it was sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: ownerRef('order_id', () => orders.id),
    variationId: text('variation_id').notNull(),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    voucherValueCents: integer('voucher_value_cents').notNull().default(0),
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.variationId] })],
);
