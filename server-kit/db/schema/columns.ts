// Column kinds several tables of the schema share.
import { type AnyPgColumn, customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (Drizzle has no built-in for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A point in time with its zone: every timestamp of the schema is one. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** The row's id, drawn at random by the database. */
export const randomId = () => uuid('id').primaryKey().defaultRandom();

/** A person's names as the shop's forms take them (registration, address): given and family name, both required. */
export const personName = () => ({
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
});

/** The row this one belongs to: required, and the row goes with it. */
export const ownerRef = (name: string, owner: () => AnyPgColumn) => uuid(name).notNull().references(owner, { onDelete: 'cascade' });

/** A row this one only mentions: optional, and null once that row is deleted. */
export const weakRef = (name: string, target: () => AnyPgColumn) => uuid(name).references(target, { onDelete: 'set null' });

/** A catalog row (brand, category, product or size: text ids) this one names: required, and that row stays while named. */
export const catalogRef = (name: string, target: () => AnyPgColumn) => text(name).notNull().references(target);
