import { and, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { orderLines, orders } from '../../server-kit/db/schema';
import type { AccountOrder } from '../orders/order-body';
import { accountOrderView } from '../orders/order-view';

/** A customer's order as the account pages show it: the account's order shape plus where it went. */
export interface CustomerOrder extends AccountOrder {
  placedAtDate: Date;
  /** The delivery address as the order stored it (the shape of the address book, without the flags). */
  deliveryAddress: Record<string, unknown>;
  deliveryCountry: string;
}

/** Which of a customer's orders to read: since a moment, at most a number, or one order number. */
export interface OrderQuery {
  since?: Date;
  limit?: number;
  orderNumber?: string;
}

/** A customer's orders, newest first, with their lines and delivery addresses. */
export async function listCustomerOrders(db: Database, userId: string, query: OrderQuery = {}): Promise<CustomerOrder[]> {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (query.since) conditions.push(gte(orders.createdAt, query.since));
  if (query.orderNumber !== undefined) conditions.push(eq(orders.orderNumber, query.orderNumber));
  const base = db.select().from(orders).where(and(...conditions)).orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  const rows = query.limit === undefined ? await base : await base.limit(query.limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids));
  return rows.map((row) => {
    const country = row.deliveryAddress.country;
    return {
      ...accountOrderView(row, lines.filter((line) => line.orderId === row.id)),
      placedAtDate: row.createdAt,
      deliveryAddress: row.deliveryAddress,
      deliveryCountry: typeof country === 'string' ? country : '',
    };
  });
}

/** One order of a customer by its number; another customer's order is as absent as a missing one. */
export async function findCustomerOrder(db: Database, userId: string, orderNumber: string): Promise<CustomerOrder | undefined> {
  const [order] = await listCustomerOrders(db, userId, { orderNumber, limit: 1 });
  return order;
}
