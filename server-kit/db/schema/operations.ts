// The schema's operational tables: rate-limit counters, idempotency keys of writes, and the mail outbox.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerRef, randomId, timestamptz } from './columns';
import { sessions } from './accounts';

/** Counters of the rate limits (fixed windows and login back-off), one row per key. */
export const throttleBuckets = pgTable(
  'throttle_buckets',
  {
    key: text('key').primaryKey(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
    // When the row says nothing any more (its window passed): the housekeeping deletes it then.
    expiresAt: timestamptz('expires_at'),
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
    sessionId: ownerRef('session_id', () => sessions.id),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    // Set in the same transaction as the row: a committed row always has them.
    status: integer('status'),
    answer: text('answer'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.key] }), index('idempotency_keys_expires_at_idx').on(table.expiresAt)],
);

/** Outgoing mails: the dev page shows them; SMTP sends them when configured. */
export const outboxMails = pgTable('outbox_mails', {
  id: randomId(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  kind: text('kind').notNull(),
  sentAt: timestamptz('sent_at'),
  createdAt: createdAt(),
});
