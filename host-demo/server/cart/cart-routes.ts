import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Cart } from '@schaufenster/shared/api';
import type { ProductLinks } from '../catalog/product-view';
import type { Database } from '../db/database';
import { ApiError, parseBody } from '../http/api-error';
import { idempotentWrite } from '../http/idempotency';
import { requestSession } from '../session/request-session';
import { AddBody, CART_MESSAGES, QuantityBody, RemoveBody, VoucherBody } from './cart-body';
import { addOne, ensureCart, findCartId, findStock, readCart, removeLine, setQuantity, setVoucherCode } from './cart-store';
import { findVoucher } from './cart-totals';
import { cartView } from './cart-view';

/** What the cart routes need: the database and where the cart's product links lead. */
export interface CartRoutesOptions extends ProductLinks {
  db: Database;
}

/** German answer for a variation that does not exist. */
export const NOT_FOUND_MESSAGE = 'Diesen Artikel gibt es nicht.';

/** German answer when the stock does not allow the wanted quantity. */
/** German answer for a quantity change of a line the cart does not have. */
export const NOT_IN_CART_MESSAGE = 'Dieser Artikel ist nicht in deinem Warenkorb.';

/** German answer when the stock does not allow the wanted quantity. */
export const OUT_OF_STOCK_MESSAGE = 'Dieser Artikel ist leider nicht mehr vorrätig.';

/** The cart API (SPEC section 4): overview, add, quantity, remove and voucher; every call answers the cart. */
export async function cartRoutes(app: FastifyInstance, { db, ...links }: CartRoutesOptions): Promise<void> {

  /**
   * Runs a change of the session's cart (created if needed) at most once per Idempotency-Key (http/idempotency.ts),
   * and answers the cart as the change left it.
   */
  async function changeCart(request: FastifyRequest, reply: FastifyReply, change: (db: Database, cartId: string) => Promise<void>) {
    const session = await requestSession(db, request, reply);
    reply.header('cache-control', 'no-store');
    return idempotentWrite(db, request, reply, session.id, async (tx) => {
      const cartId = await ensureCart(tx, session.id);
      await change(tx, cartId);
      const cart: Cart = await cartView(tx, await readCart(tx, cartId), links);
      return { status: 200, body: cart };
    });
  }

  async function requireVariation(variationId: string): Promise<number> {
    const stock = await findStock(db, variationId);
    if (stock === undefined) throw new ApiError(404, 'not_found', NOT_FOUND_MESSAGE);
    return stock;
  }

  app.get('/api/checkout-v3/cart/overview/', async (request, reply) => {
    const session = await requestSession(db, request, reply);
    // Reading creates nothing: a visitor without a cart gets the empty cart shape.
    const cartId = await findCartId(db, session.id);
    reply.header('cache-control', 'no-store');
    return cartView(db, cartId === undefined ? undefined : await readCart(db, cartId), links);
  });

  app.post('/api/checkout-v3/cart/add/', async (request, reply) => {
    const body = parseBody(AddBody, request.body, CART_MESSAGES);
    await requireVariation(body.variationId);
    return changeCart(request, reply, async (tx, cartId) => {
      if ((await addOne(tx, cartId, body.variationId)) === undefined) throw new ApiError(409, 'out_of_stock', OUT_OF_STOCK_MESSAGE);
    });
  });

  app.post('/api/checkout-v3/cart/quantity/', async (request, reply) => {
    const body = parseBody(QuantityBody, request.body, CART_MESSAGES);
    await requireVariation(body.variationId);
    return changeCart(request, reply, async (tx, cartId) => {
      if (body.quantity === 0) return removeLine(tx, cartId, body.variationId);
      const result = await setQuantity(tx, cartId, body.variationId, body.quantity);
      if (result === 'not_in_cart') throw new ApiError(404, 'not_found', NOT_IN_CART_MESSAGE);
      if (result === 'exceeds_stock') throw new ApiError(409, 'out_of_stock', OUT_OF_STOCK_MESSAGE);
    });
  });

  app.post('/api/checkout-v3/cart/remove/', async (request, reply) => {
    const body = parseBody(RemoveBody, request.body, CART_MESSAGES);
    return changeCart(request, reply, (tx, cartId) => removeLine(tx, cartId, body.variationId));
  });

  app.post('/api/checkout-v3/cart/voucher/', async (request, reply) => {
    const body = parseBody(VoucherBody, request.body, CART_MESSAGES);
    const voucher = findVoucher(body.code);
    if (!voucher) throw new ApiError(422, 'validation', CART_MESSAGES.code, { code: CART_MESSAGES.code });
    return changeCart(request, reply, (tx, cartId) => setVoucherCode(tx, cartId, voucher.code));
  });
}
