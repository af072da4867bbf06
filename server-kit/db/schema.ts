// The database schema, one module per concern under schema/: drizzle-kit (drizzle.config.ts) and the queries read it here.
// `duplicates` lists pairs there on purpose: tables declared alike (id, owner, texts, created_at) share their shape,
// not their meaning, and the SQL migrations drizzle-kit generated from them repeat those column lists; applied
// migrations are history and are never edited.
export { users, sessions, pendingRegistrations, oneTimeCodes, resetTokens } from './schema/accounts';
export { throttleBuckets, idempotencyKeys, outboxMails } from './schema/operations';
export { brands, categories, products, variations, helpPages } from './schema/catalog';
export { carts, cartLines, addresses, orders, orderLines } from './schema/orders';
export { widgetMounts, widgetMountHours, pageVitals, pageEvents, rolloutViews } from './schema/counters';
