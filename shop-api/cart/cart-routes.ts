import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, type Cart } from '@schaufenster/shared/api';
import type { ProductLinks } from '../product-catalog/product-view';
import type { Database } from '../../server-kit/db/database';
import { ApiError, parseBody } from '../../server-kit/http/api-error';
import { idempotentWrite } from '../../server-kit/http/idempotency';
import { requestSession } from '../server-session/request-session';
import { CART_MESSAGES } from './cart-body';
import { addOne, ensureCart, findCartId, findStock, readCart, removeLine, setQuantity, setVoucherCode } from './cart-store';
import { findVoucher } from './cart-totals';
import { claimVoucherAttempt } from './voucher-limits';
import { requestTime } from '../../server-kit/http/clock';
import { cartView } from './cart-view';
import { routeOf } from '../../server-kit/http/api-route';
import { SERVER_TEXTS, NOT_FOUND_TEXTS } from '../../server-kit/texts';

/** What the cart routes need: the database and where the cart's product links lead. */
export interface CartRoutesOptions extends ProductLinks {
  db: Database;
}

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
    if (stock === undefined) throw new ApiError(404, 'not_found', NOT_FOUND_TEXTS.variation);
    return stock;
  }

  app.route({ ...routeOf(API.cart), handler: async (request, reply) => {
    const session = await requestSession(db, request, reply);
    // Reading creates nothing: a visitor without a cart gets the empty cart shape.
    const cartId = await findCartId(db, session.id);
    reply.header('cache-control', 'no-store');
    return cartView(db, cartId === undefined ? undefined : await readCart(db, cartId), links);
  } });

  app.route({ ...routeOf(API.cartAdd), handler: async (request, reply) => {
    const body = parseBody(API.cartAdd.body, request.body, CART_MESSAGES);
    await requireVariation(body.variationId);
    return changeCart(request, reply, async (tx, cartId) => {
      if ((await addOne(tx, cartId, body.variationId)) === undefined) throw new ApiError(409, 'out_of_stock', SERVER_TEXTS.out_of_stock);
    });
  } });

  app.route({ ...routeOf(API.cartQuantity), handler: async (request, reply) => {
    const body = parseBody(API.cartQuantity.body, request.body, CART_MESSAGES);
    await requireVariation(body.variationId);
    return changeCart(request, reply, async (tx, cartId) => {
      if (body.quantity === 0) return removeLine(tx, cartId, body.variationId);
      const result = await setQuantity(tx, cartId, body.variationId, body.quantity);
      if (result === 'not_in_cart') throw new ApiError(404, 'not_found', NOT_FOUND_TEXTS.cartLine);
      if (result === 'exceeds_stock') throw new ApiError(409, 'out_of_stock', SERVER_TEXTS.out_of_stock);
    });
  } });

  app.route({ ...routeOf(API.cartRemove), handler: async (request, reply) => {
    const body = parseBody(API.cartRemove.body, request.body, CART_MESSAGES);
    return changeCart(request, reply, (tx, cartId) => removeLine(tx, cartId, body.variationId));
  } });

  app.route({ ...routeOf(API.cartVoucher), handler: async (request, reply) => {
    const body = parseBody(API.cartVoucher.body, request.body, CART_MESSAGES);
    const session = await requestSession(db, request, reply);
    // Counted before the code is looked at, so that past the limit nobody learns whether a code is right.
    const giveBack = await claimVoucherAttempt(db, session.id, request.ip, requestTime(request));
    const voucher = findVoucher(body.code);
    if (!voucher) throw new ApiError(422, 'validation', CART_MESSAGES.code, { fieldErrors: { code: CART_MESSAGES.code } });
    await giveBack();
    return changeCart(request, reply, (tx, cartId) => setVoucherCode(tx, cartId, voucher.code));
  } });
}
