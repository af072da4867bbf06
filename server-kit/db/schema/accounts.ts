// The schema's accounts: customers, their sessions, and what proves who they are (codes, reset links, pending registrations).
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownerRef, personName, randomId, timestamptz, weakRef } from './columns';

/** Customers: registered and guest accounts. */
export const users = pgTable('users', {
  id: randomId(),
  // Always stored lower-cased, so one address is one account.
  email: text('email').notNull().unique(),
  ...personName(),
  // Null for guest accounts, which log in with one-time codes only.
  passwordHash: text('password_hash'),
  isGuest: boolean('is_guest').notNull().default(false),
  // A registered account proves its address with a one-time code before it can log in.
  verified: boolean('verified').notNull().default(false),
  newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
  createdAt: createdAt(),
});

/** The customer a row belongs to; the row goes with the customer. */
export const customerId = () => ownerRef('user_id', () => users.id);

/** Browser sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: randomId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: weakRef('user_id', () => users.id),
    pageId: text('page_id'),
    referrer: text('referrer'),
    clickIds: jsonb('click_ids').$type<Record<string, string>>().notNull().default({}),
    // The CSRF flow id GET /api/s/c/ hands out (a per-session anti-forgery token, not a credential).
    flowId: text('flow_id'),
    catalogPresets: jsonb('catalog_presets').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    // When the cookie's token was handed out (at the start, again at each login): the absolute lifetime counts from here.
    tokenIssuedAt: timestamptz('token_issued_at').notNull().defaultNow(),
    // The token this one replaced at the last login or password change: a request still carrying it during the grace
    // after token_issued_at gets neither the session nor a new one (session-store.ts, ROTATION_GRACE_MS).
    previousTokenHash: text('previous_token_hash'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_last_seen_at_idx').on(table.lastSeenAt),
    index('sessions_token_issued_at_idx').on(table.tokenIssuedAt),
    index('sessions_previous_token_hash_idx').on(table.previousTokenHash),
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
    id: randomId(),
    email: text('email').notNull(),
    ...personName(),
    passwordHash: text('password_hash').notNull(),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    // The session that registered, or that last logged in with this password: only it may confirm a code.
    sessionId: weakRef('session_id', () => sessions.id),
    createdAt: createdAt(),
  },
  (table) => [index('pending_registrations_email_idx').on(table.email, table.createdAt)],
);

/** One-time codes for guest login and account verification; stored hashed, single use. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: randomId(),
    email: text('email').notNull(),
    otpType: text('otp_type').notNull(),
    codeHash: text('code_hash').notNull(),
    // The pending registration a verification code confirms (null for guest codes).
    registrationId: uuid('registration_id').references(() => pendingRegistrations.id, { onDelete: 'cascade' }),
    // Submissions evaluated against this code, right or wrong: at most OTP_MAX_ATTEMPTS.
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
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
    id: randomId(),
    userId: customerId(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('reset_tokens_expires_at_idx').on(table.expiresAt)],
);
