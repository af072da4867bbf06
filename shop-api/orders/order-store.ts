import type { Order } from '@schaufenster/shared/api';
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { AddressFields } from '../addresses/address-body';
import { emptyCart, findCartId, readCart } from '../cart/cart-store';
import { findVoucher, unitVoucherCents } from '../cart/cart-totals';
import { loadCartLines, totalsOf } from '../cart/cart-view';
import { CURRENCY, type ProductLinks } from '../product-catalog/product-view';
import type { Database } from '../../server-kit/db/database';
import { orderLines, orders, variations } from '../../server-kit/db/schema';
import { ApiError } from '../../server-kit/http/api-error';
import type { AccountOrder } from './order-body';
import { nextOrderNumber } from './order-number';
import { accountOrderView, orderView } from './order-view';
import { SERVER_TEXTS } from '../../server-kit/texts';

/** What an order is placed with. */
export interface PlaceOrder {
  sessionId: string;
  userId: string | null;
  address: AddressFields & { addressId?: string };
  /** The invoice address, when not the delivery address. */
  billingAddress?: AddressFields & { addressId?: string };
  paymentMethod: string;
  /** Where the product links of the order's lines lead (they are kept with the order, as sold). */
  links: ProductLinks;
}

/**
 * Places the session's cart as an order in ONE transaction: takes the stock (409 `out_of_stock` when a line
 * no longer fits, and nothing is taken), writes order and lines, empties the cart. Any error rolls all back.
 */
export async function placeOrder(db: Database, input: PlaceOrder): Promise<Order> {
  return db.transaction(async (tx) => {
    const cartId = await findCartId(tx, input.sessionId);
    // The cart row stays locked until commit: the same cart cannot be ordered twice at once.
    const cart = cartId === undefined ? undefined : await readCart(tx, cartId, { lock: true });
    const lines = cart ? await loadCartLines(tx, cart.lines, input.links) : [];
    if (!cart || lines.length === 0) throw new ApiError(409, 'empty_cart', SERVER_TEXTS.empty_cart);

    // Always in variation order, so two orders never wait on each other's rows (no deadlock).
    const byVariation = [...lines].sort((a, b) => (a.variationId < b.variationId ? -1 : 1));
    for (const line of byVariation) {
      const taken = await tx
        .update(variations)
        .set({ stock: sql`${variations.stock} - ${line.quantity}` })
        .where(and(eq(variations.id, line.variationId), gte(variations.stock, line.quantity)))
        .returning({ id: variations.id });
      if (taken.length === 0) throw new ApiError(409, 'out_of_stock', SERVER_TEXTS.out_of_stock, { extra: { variationId: line.variationId } });
    }

    const voucher = findVoucher(cart.voucherCode);
    const totals = totalsOf(lines, voucher?.code ?? null);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: await nextOrderNumber(tx),
        userId: input.userId,
        sessionId: input.sessionId,
        paymentMethod: input.paymentMethod,
        deliveryAddress: input.address,
        billingAddress: input.billingAddress ?? null,
        subtotalCents: totals.subtotalCents,
        voucherCents: totals.voucherCents,
        voucherCode: voucher?.code ?? null,
        shippingCents: totals.shippingCents,
        currency: CURRENCY,
      })
      .returning();
    if (!order) throw new Error('insert returned no order');
    const rows = await tx
      .insert(orderLines)
      .values(
        lines.map((line) => ({
          orderId: order.id,
          variationId: line.variationId,
          quantity: line.quantity,
          priceCents: line.price.salesPrice.amount,
          // Per unit, like the price: the same rounding the totals used.
          voucherValueCents: unitVoucherCents(line.price.salesPrice.amount, voucher),
          product: { ...line },
        })),
      )
      .returning();
    await emptyCart(tx, cart.id);
    return orderView(order, rows);
  });
}

/**
 * An order by its number as the confirmation page shows it, only to whoever placed it: the session it was placed
 * in, or the customer it belongs to. Anyone else learns nothing, not even that the number exists.
 */
export async function findPlacedOrder(db: Database, placer: { sessionId: string; userId: string | null }, orderNumber: string): Promise<Order | undefined> {
  const placedBy = placer.userId === null ? eq(orders.sessionId, placer.sessionId) : or(eq(orders.sessionId, placer.sessionId), eq(orders.userId, placer.userId));
  const [order] = await db.select().from(orders).where(and(eq(orders.orderNumber, orderNumber), placedBy));
  if (!order) return undefined;
  return orderView(order, await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)));
}

/** A customer's orders, newest first. */
export async function listOrders(db: Database, userId: string): Promise<AccountOrder[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => accountOrderView(row, lines.filter((line) => line.orderId === row.id)));
}
