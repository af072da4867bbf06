import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// `duplicates` lists two pairs here on purpose: tables declared alike (id, owner, texts, created_at) share
// their shape, not their meaning, and the SQL migrations drizzle-kit generated from them repeat those
// column lists; applied migrations are history and are never edited.

/** PostgreSQL's full-text document type (Drizzle has no built-in for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The customer a row belongs to; the row goes with the customer. */
const customerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Customers: registered and guest accounts. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Always stored lower-cased, so one address is one account.
  email: text('email').notNull().unique(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  // Null for guest accounts, which log in with one-time codes only.
  passwordHash: text('password_hash'),
  isGuest: boolean('is_guest').notNull().default(false),
  // A registered account proves its address with a one-time code before it can log in.
  verified: boolean('verified').notNull().default(false),
  newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
  createdAt: createdAt(),
});

/** Browser sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    pageId: text('page_id'),
    referrer: text('referrer'),
    clickIds: jsonb('click_ids').$type<Record<string, string>>().notNull().default({}),
    // The CSRF flow id GET /api/s/c/ hands out (a per-session anti-forgery token, not a credential).
    flowId: text('flow_id'),
    catalogPresets: jsonb('catalog_presets').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // When the cookie's token was handed out (at the start, again at each login): the absolute lifetime counts from here.
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_last_seen_at_idx').on(table.lastSeenAt),
    index('sessions_token_issued_at_idx').on(table.tokenIssuedAt),
  ],
);

/**
 * Registrations whose code is not confirmed yet: their password, names and newsletter choice change no
 * account until that registration's own code is (so an attacker who registers someone else's address
 * gains nothing). At most one per address: a new registration replaces it, a guest-code login discards it.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    // The session that registered, or that last logged in with this password: only it may confirm a code.
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('pending_registrations_email_idx').on(table.email, table.createdAt)],
);

/** One-time codes for guest login and account verification; stored hashed, single use. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    otpType: text('otp_type').notNull(),
    codeHash: text('code_hash').notNull(),
    // The pending registration a verification code confirms (null for guest codes).
    registrationId: uuid('registration_id').references(() => pendingRegistrations.id, { onDelete: 'cascade' }),
    // Submissions evaluated against this code, right or wrong: at most OTP_MAX_ATTEMPTS.
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('one_time_codes_email_type_idx').on(table.email, table.otpType, table.createdAt),
    index('one_time_codes_expires_at_idx').on(table.expiresAt),
  ],
);

/** Password-reset links: `cid` is the row id, `hash` the secret; only its SHA-256 is kept. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: customerId(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('reset_tokens_expires_at_idx').on(table.expiresAt)],
);

/** Counters of the rate limits (fixed windows and login back-off), one row per key. */
export const throttleBuckets = pgTable(
  'throttle_buckets',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    // When the row says nothing any more (its window passed): the housekeeping deletes it then.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('throttle_buckets_expires_at_idx').on(table.expiresAt)],
);

/**
 * The Idempotency-Key of a write (migration 0011), per session: stored in the write's transaction with a fingerprint
 * of the request and the answer it got (status and JSON text), so a retry with the key gets that answer again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    // Set in the same transaction as the row: a committed row always has them.
    status: integer('status'),
    answer: text('answer'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.key] }), index('idempotency_keys_expires_at_idx').on(table.expiresAt)],
);

/** Outgoing mails: the dev page shows them; SMTP sends them when configured. */
export const outboxMails = pgTable('outbox_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  kind: text('kind').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

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
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    gender: text('gender').notNull(),
    colorId: text('color_id').notNull(),
    colorName: text('color_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    // Set for outlet items: the price before the reduction.
    originalPriceCents: integer('original_price_cents'),
    description: text('description').notNull(),
    searchText: text('search_text').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('german', search_text)`),
  },
  (table) => [
    index('products_search_idx').using('gin', table.search),
    index('products_category_idx').on(table.categoryId),
    index('products_gender_idx').on(table.gender),
  ],
);

/** Sizes of a product with their stock. */
export const variations = pgTable(
  'variations',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
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

/** One cart per session. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id')
    .notNull()
    .unique()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  voucherCode: text('voucher_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Lines of a cart: one per variation, with its quantity. */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variationId: text('variation_id')
      .notNull()
      .references(() => variations.id),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.variationId] })],
);

/** A customer's address book (SPEC section 3 address). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: customerId(),
    addressType: text('address_type').notNull(),
    gender: text('gender'),
    country: text('country').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
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
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variationId: text('variation_id').notNull(),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    voucherValueCents: integer('voucher_value_cents').notNull().default(0),
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.variationId] })],
);

/** How often each widget version mounted, failed, timed out or got invalid props in each environment, since ever (the loader's beacons). */
export const widgetMounts = pgTable(
  'widget_mounts',
  {
    environment: text('environment').notNull().default('production'),
    widget: text('widget').notNull(),
    version: text('version').notNull(),
    outcome: text('outcome').notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.environment, table.widget, table.version, table.outcome] })],
);

/** The same counts per hour, for the last 24 hours and 7 days; rows older than that are pruned. */
export const widgetMountHours = pgTable(
  'widget_mount_hours',
  {
    environment: text('environment').notNull(),
    widget: text('widget').notNull(),
    version: text('version').notNull(),
    outcome: text('outcome').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.environment, table.widget, table.version, table.outcome, table.hour] })],
);

/**
 * Speed insights (migration 0012): one page view's Core Web Vitals with its route and mounted widget versions, by the
 * hour it was sent; nothing that names a visitor. Rows older than the catalog's 7 days (and a day) are pruned.
 */
export const pageVitals = pgTable(
  'page_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    environment: text('environment').notNull(),
    route: text('route').notNull(),
    /** Tag name -> version, e.g. `{"header": "1.4.0", "minicart/buy-button": "2.0.1"}`. */
    widgets: jsonb('widgets').$type<Record<string, string>>().notNull().default({}),
    lcp: real('lcp'),
    inp: real('inp'),
    cls: real('cls'),
    ttfb: real('ttfb'),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (table) => [index('page_vitals_environment_hour_idx').on(table.environment, table.hour)],
);

/**
 * Web analytics (migration 0013): how often each shop event was pushed with analytics consent, per environment, route
 * (the CMS page id) and hour; counts only, nothing that names a visitor. Hours older than the catalog's 7 days (and a
 * day) are pruned.
 */
export const pageEvents = pgTable(
  'page_events',
  {
    environment: text('environment').notNull(),
    route: text('route').notNull(),
    event: text('event').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.environment, table.hour, table.route, table.event] })],
);
