import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../server-kit/db/database';

/** Something that runs SQL: the database or one of its transactions. */
export type SqlRunner = Pick<Database, 'execute'>;

/**
 * Inserts rows with one statement that reads them from a single JSON parameter (jsonb_to_recordset):
 * building one bound parameter per value costs more than the database needs to insert them.
 * Every column but generated ones is written; a missing value becomes NULL, not the column default, except in a
 * column that has a default and that no row gives a value: it is left out, so the default applies (updated_at).
 */
export async function insertRows<Table extends PgTable>(runner: SqlRunner, table: Table, rows: ReadonlyArray<Table['$inferInsert']>): Promise<void> {
  if (rows.length === 0) return;
  // Generated columns (the tsvectors) are computed by the database and cannot be written.
  const given = (key: string) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined);
  const columns = Object.entries(getTableColumns(table)).filter(([key, column]) => !column.generated && (!column.hasDefault || given(key)));
  const records = rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null])));
  const names = sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `);
  // Column types come from the schema, never from input, so they may be written as raw SQL.
  const definitions = sql.join(columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`), sql`, `);
  await runner.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as rows(${definitions})`);
}
