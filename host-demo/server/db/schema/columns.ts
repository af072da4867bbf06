// Column kinds several tables of the schema share.
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (Drizzle has no built-in for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
