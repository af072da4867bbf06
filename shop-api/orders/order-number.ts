import { like, sql } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { orders } from '../../server-kit/db/schema';

// Key of the transaction-scoped advisory lock that serialises numbering ("SFON" in ASCII).
const ORDER_NUMBER_LOCK = 0x53464f4e;

/** The order number of a year's n-th order, e.g. SF-2026-000123. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `SF-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next order number of the year, inside the caller's transaction. The advisory lock holds until
 * that transaction ends, so concurrent orders number one after another without gaps or duplicates
 * (the unique index on order_number stays the last guard).
 */
export async function nextOrderNumber(tx: Database, year = new Date().getUTCFullYear()): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_NUMBER_LOCK}::bigint)`);
  const prefix = `SF-${year}-`;
  const [row] = await tx
    .select({ last: sql<number | null>`max(substring(${orders.orderNumber} from ${prefix.length + 1}::int)::int)` })
    .from(orders)
    .where(like(orders.orderNumber, `${prefix}%`));
  return formatOrderNumber(year, Number(row?.last ?? 0) + 1);
}
