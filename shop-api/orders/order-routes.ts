import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { API, type Order, type OrderBody } from '@schaufenster/shared/api';
import { checkAddress, parseAddressInput, type AddressFields, type AddressView } from '../addresses/address-body';
import { findAddress, listAddresses } from '../addresses/address-store';
import type { ProductLinks } from '../product-catalog/product-view';
import type { Database } from '../../server-kit/db/database';
import { ApiError, parseBody } from '../../server-kit/http/api-error';
import { idempotentWrite } from '../../server-kit/http/idempotency';
import { requestSession } from '../server-session/request-session';
import type { ResolvedSession } from '../server-session/session-store';
import { requestTime } from '../../server-kit/http/clock';
import { claimAnonymousOrder } from './anonymous-order-limits';
import { ORDER_MESSAGES } from './order-body';
import { findPlacedOrder, listOrders, placeOrder } from './order-store';
import { routeOf } from '../../server-kit/http/api-route';
import type { AfterReply } from '../../server-kit/http/after-reply';
import { sendMail, type MailDelivery } from '../auth/outbox';
import { users } from '../../server-kit/db/schema';
import { orderConfirmationMail } from './order-mail';
import { customerOf, notLoggedIn } from '../../server-kit/http/route-concerns';
import { NOT_FOUND_TEXTS } from '../../server-kit/texts';

/** An order number as the shop writes them (formatOrderNumber): anything else is no order. */
const ORDER_NUMBER = /^SF-\d{4}-\d{6}$/;

/** What the order routes need: the database, where the product links of order lines lead, and how confirmations are mailed. */
export interface OrderRoutesOptions extends ProductLinks {
  db: Database;
  /** Where the order confirmation goes (outbox, transport, the shop's identity). */
  mails: MailDelivery;
  /** Runs the confirmation's sending once the order's answer is out. */
  afterReply: AfterReply;
  /** The shop's page of the customer's orders, linked from the confirmation (`ORDERS_URL`). */
  ordersUrl: string;
}

/** The address a session's customer (or guest) is reached at, if the session has one. */
async function customerEmail(db: Database, userId: string | null): Promise<string | undefined> {
  if (userId === null) return undefined;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}

/** An address of the book as an order keeps it: the default flags say nothing about the order. */
function withoutDefaults({ defaultDeliverAddress, defaultBillingAddress, ...fields }: AddressView): AddressFields & { addressId: string } {
  return fields;
}

/** The delivery address of an order: from the book (logged in), typed in, or the default delivery address. */
async function deliveryAddress(db: Database, session: ResolvedSession, body: OrderBody): Promise<AddressFields & { addressId?: string }> {
  if (body.addressId !== undefined) {
    if (session.userId === null) throw notLoggedIn();
    const stored = await findAddress(db, session.userId, body.addressId.toLowerCase());
    if (!stored) throw new ApiError(404, 'not_found', NOT_FOUND_TEXTS.address);
    return withoutDefaults(stored);
  }
  if (body.address !== undefined) return checkAddress(parseAddressInput(body.address));
  const fallback = session.userId === null ? undefined : (await listAddresses(db, session.userId)).find((a) => a.defaultDeliverAddress);
  if (!fallback) throw new ApiError(422, 'validation', ORDER_MESSAGES.address, { fieldErrors: { address: ORDER_MESSAGES.address } });
  return withoutDefaults(fallback);
}

/** The invoice address of an order: a home address of the customer's book, or none (the delivery address). */
async function billingAddress(db: Database, session: ResolvedSession, body: OrderBody): Promise<(AddressFields & { addressId: string }) | undefined> {
  if (body.billingAddressId === undefined) return undefined;
  if (session.userId === null) throw notLoggedIn();
  const stored = await findAddress(db, session.userId, body.billingAddressId.toLowerCase());
  if (!stored) throw new ApiError(404, 'not_found', NOT_FOUND_TEXTS.address);
  // An invoice cannot go to a parcel station.
  if (stored.addressType !== 'home') {
    throw new ApiError(422, 'validation', ORDER_MESSAGES.billingAddressId, { fieldErrors: { billingAddressId: ORDER_MESSAGES.billingAddressId } });
  }
  return withoutDefaults(stored);
}

/** Placing an order (customers and guests; without a login within ANONYMOUS_ORDER_LIMITS), reading a placed one back, and the customer's order list. */
export async function orderRoutes(app: FastifyInstance, { db, mails, afterReply, ordersUrl, ...links }: OrderRoutesOptions): Promise<void> {

  app.route({ ...routeOf(API.order), handler: async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await requestSession(db, request, reply);
    reply.header('cache-control', 'no-store');
    const body = parseBody(API.order.body, request.body, ORDER_MESSAGES, { mask: true });
    // Set when this request placed the order (not when it replays an answer): its confirmation is mailed once.
    let placed: { order: Order; address: AddressFields } | undefined;
    // Placed at most once per Idempotency-Key: a retry whose first answer was lost gets the order, not an empty cart.
    const answer = await idempotentWrite(db, request, reply, session.id, async (tx) => {
      const address = await deliveryAddress(tx, session, body);
      const billing = await billingAddress(tx, session, body);
      const giveBack = session.userId === null ? await claimAnonymousOrder(tx, session.id, request.ip, requestTime(request)) : undefined;
      try {
        const order = await placeOrder(tx, { sessionId: session.id, userId: session.userId, address, billingAddress: billing, paymentMethod: body.paymentMethod, links });
        placed = { order, address };
        return { status: 201, body: order };
      } catch (error) {
        await giveBack?.();
        throw error;
      }
    });
    const confirmed = placed;
    if (confirmed && reply.statusCode < 300) {
      // After the answer, like every mail: the shopper waits for the order, not for the mail server.
      afterReply.schedule(reply, 'the order confirmation', async () => {
        const email = await customerEmail(db, session.userId);
        if (email === undefined) return;
        await sendMail(mails, orderConfirmationMail(email, confirmed.order, { address: confirmed.address, paymentMethod: body.paymentMethod, ordersUrl }, mails.mail));
      });
    }
    return answer;
  } });

  // The confirmation page of any site (`routes.orderConfirmation?order=…`) reads the order it lands with.
  app.route<{ Params: { orderNumber: string } }>({ ...routeOf(API.placedOrder), handler: async (request, reply) => {
    const session = await requestSession(db, request, reply);
    reply.header('cache-control', 'no-store');
    const number = request.params.orderNumber;
    const order = ORDER_NUMBER.test(number) ? await findPlacedOrder(db, { sessionId: session.id, userId: session.userId }, number) : undefined;
    if (!order) throw new ApiError(404, 'not_found', NOT_FOUND_TEXTS.order);
    return order;
  } });

  app.route({ ...routeOf(API.accountOrders), config: { auth: 'user' }, handler: async (request) => {
    const { userId } = customerOf(request);
    return { orders: await listOrders(db, userId) };
  } });
}
