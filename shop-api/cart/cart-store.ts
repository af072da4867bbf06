import { and, asc, eq, exists, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { cartLines, carts, products, variations } from '../../server-kit/db/schema';

/** A stored cart line with what the cart view needs of its variation. */
export interface StoredLine {
  variationId: string;
  productId: string;
  sizeId: string;
  sizeLabel: string;
  quantity: number;
}

/** A session's cart as stored. */
export interface StoredCart {
  id: string;
  voucherCode: string | null;
  lines: StoredLine[];
}

/** The id of a session's cart, if it has one. */
export async function findCartId(db: Database, sessionId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId));
  return row?.id;
}

/** The id of a session's cart, created first if needed; concurrent first adds share one row. */
export async function ensureCart(db: Database, sessionId: string): Promise<string> {
  await db.insert(carts).values({ sessionId }).onConflictDoNothing({ target: carts.sessionId });
  const id = await findCartId(db, sessionId);
  if (id === undefined) throw new Error('cart row missing after insert');
  return id;
}

/** A variation's stock, or undefined when the variation does not exist. */
export async function findStock(db: Database, variationId: string): Promise<number | undefined> {
  const [row] = await db.select({ stock: variations.stock }).from(variations).where(eq(variations.id, variationId));
  return row?.stock;
}

const stockOf = (variationId: string) => sql`(select ${variations.stock} from ${variations} where ${variations.id} = ${variationId})`;

/**
 * Adds one piece in ONE statement, so concurrent adds never lose a piece nor pass the stock:
 * the row lock of ON CONFLICT serialises them and the stock check runs on the locked row.
 * Gives the new quantity, or undefined when the stock does not allow another piece.
 */
export async function addOne(db: Database, cartId: string, variationId: string): Promise<number | undefined> {
  const [row] = await db
    .insert(cartLines)
    .select(
      sql`select ${cartId}::uuid, ${variations.id}, 1, now() from ${variations} where ${variations.id} = ${variationId} and ${variations.stock} >= 1`,
    )
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.variationId],
      set: { quantity: sql`${cartLines.quantity} + 1` },
      setWhere: sql`${cartLines.quantity} + 1 <= ${stockOf(variationId)}`,
    })
    .returning({ quantity: cartLines.quantity });
  return row?.quantity;
}

/** Outcome of setting a line's quantity. */
export type SetQuantityResult = 'updated' | 'not_in_cart' | 'exceeds_stock';

/** Sets a line's quantity (at least 1) if the stock allows it, in one statement. */
export async function setQuantity(db: Database, cartId: string, variationId: string, quantity: number): Promise<SetQuantityResult> {
  const line = and(eq(cartLines.cartId, cartId), eq(cartLines.variationId, variationId));
  const updated = await db
    .update(cartLines)
    .set({ quantity })
    .where(and(line, sql`${quantity} <= ${stockOf(variationId)}`))
    .returning({ quantity: cartLines.quantity });
  if (updated.length > 0) return 'updated';
  const [existing] = await db.select({ quantity: cartLines.quantity }).from(cartLines).where(line);
  return existing ? 'exceeds_stock' : 'not_in_cart';
}

/** Removes a line; removing a line that is not there is fine (a retried call). */
export async function removeLine(db: Database, cartId: string, variationId: string): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.variationId, variationId)));
}

/** Stores the voucher code of a cart. */
export async function setVoucherCode(db: Database, cartId: string, code: string | null): Promise<void> {
  await db.update(carts).set({ voucherCode: code, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** Reads a cart with its lines, oldest line first; `lock` holds the cart row until the transaction ends. */
export async function readCart(db: Database, cartId: string, { lock = false }: { lock?: boolean } = {}): Promise<StoredCart | undefined> {
  const query = db.select({ id: carts.id, voucherCode: carts.voucherCode }).from(carts).where(eq(carts.id, cartId));
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart) return undefined;
  const lines = await db
    .select({
      variationId: cartLines.variationId,
      productId: variations.productId,
      sizeId: variations.sizeId,
      sizeLabel: variations.sizeLabel,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .innerJoin(variations, eq(variations.id, cartLines.variationId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.variationId));
  return { ...cart, lines };
}

/** Empties a cart and forgets its voucher (after an order). */
export async function emptyCart(db: Database, cartId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await setVoucherCode(db, cartId, null);
}

/** Up to `limit` in-stock products sharing a category or brand with the given ones, same category first. */
export async function recommendationIds(db: Database, productIds: readonly string[], limit = 8): Promise<string[]> {
  if (productIds.length === 0) return [];
  const inCart = db.select({ id: products.id, categoryId: products.categoryId, brandId: products.brandId }).from(products);
  const cartProducts = await inCart.where(inArray(products.id, [...productIds]));
  const categoryIds = [...new Set(cartProducts.map((product) => product.categoryId))];
  const brandIds = [...new Set(cartProducts.map((product) => product.brandId))];
  if (categoryIds.length === 0) return [];
  const inStock = db
    .select({ one: sql`1` })
    .from(variations)
    .where(and(eq(variations.productId, products.id), gt(variations.stock, 0)));
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        or(inArray(products.categoryId, categoryIds), inArray(products.brandId, brandIds)),
        notInArray(products.id, [...productIds]),
        exists(inStock),
      ),
    )
    .orderBy(sql`${inArray(products.categoryId, categoryIds)} desc`, asc(products.productNumber))
    .limit(limit);
  return rows.map((row) => row.id);
}
