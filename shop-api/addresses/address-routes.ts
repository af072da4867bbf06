import type { FastifyInstance } from 'fastify';
import { API, type AddressInput } from '@schaufenster/shared/api';
import type { Database } from '../../server-kit/db/database';
import { ApiError, parseBody } from '../../server-kit/http/api-error';
import { idempotentWrite } from '../../server-kit/http/idempotency';
import { checkAddress, parseAddressInput } from './address-body';
import { createAddress, deleteAddress, listAddresses, setDefaults, updateAddress, type DefaultFlags } from './address-store';
import { postalCodeRoutes } from './postal-code-routes';
import { routeOf } from '../../server-kit/http/api-route';
import { customerOf } from '../../server-kit/http/route-concerns';
import { SERVER_TEXTS, NOT_FOUND_TEXTS } from '../../server-kit/texts';

/** What the address routes need. */
export interface AddressRoutesOptions {
  db: Database;
  imageOrigin: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address id of a route; anything but a UUID names no address (and must never reach SQL as one). */
function addressId(params: unknown): string {
  const id = typeof params === 'object' && params !== null && 'id' in params ? params.id : undefined;
  if (typeof id !== 'string' || !UUID.test(id)) throw new ApiError(404, 'not_found', NOT_FOUND_TEXTS.address);
  return id.toLowerCase();
}

function flagsOf(input: AddressInput): DefaultFlags {
  return { delivery: input.defaultDeliverAddress ?? undefined, billing: input.defaultBillingAddress ?? undefined };
}

const notFound = () => new ApiError(404, 'not_found', NOT_FOUND_TEXTS.address);

/** The address book of a logged-in customer (list, create, change, delete and choose defaults), and the places of a postal code. */
export async function addressRoutes(app: FastifyInstance, { db }: AddressRoutesOptions): Promise<void> {
  await app.register(postalCodeRoutes);

  app.route({ ...routeOf(API.addresses), config: { auth: 'user' }, handler: async (request) => {
    const { userId } = customerOf(request);
    return { addresses: await listAddresses(db, userId) };
  } });

  app.route({ ...routeOf(API.addAddress), config: { auth: 'user' }, handler: async (request, reply) => {
    const { sessionId, userId } = customerOf(request);
    const input = parseAddressInput(request.body);
    const fields = checkAddress(input);
    return idempotentWrite(db, request, reply, sessionId, async (tx) => ({ status: 201, body: await createAddress(tx, userId, fields, flagsOf(input)) }));
  } });

  app.route({ ...routeOf(API.updateAddress), config: { auth: 'user' }, handler: async (request, reply) => {
    const { sessionId, userId } = customerOf(request);
    const id = addressId(request.params);
    const input = parseAddressInput(request.body);
    const fields = checkAddress(input);
    return idempotentWrite(db, request, reply, sessionId, async (tx) => {
      const updated = await updateAddress(tx, userId, id, fields, flagsOf(input));
      if (!updated) throw notFound();
      return { status: 200, body: updated };
    });
  } });

  app.route({ ...routeOf(API.deleteAddress), config: { auth: 'user' }, handler: async (request, reply) => {
    const { sessionId, userId } = customerOf(request);
    const id = addressId(request.params);
    return idempotentWrite(db, request, reply, sessionId, async (tx) => {
      if (!(await deleteAddress(tx, userId, id))) throw notFound();
      // The remaining list, not 204: the widgets read 204 as a failure with a body (SPEC section 8).
      return { status: 200, body: { addresses: await listAddresses(tx, userId) } };
    });
  } });

  app.route({ ...routeOf(API.defaultAddress), config: { auth: 'user' }, handler: async (request, reply) => {
    const { sessionId, userId } = customerOf(request);
    const id = addressId(request.params);
    const flags = parseBody(API.defaultAddress.body, request.body, { delivery: SERVER_TEXTS.validation, billing: SERVER_TEXTS.validation });
    return idempotentWrite(db, request, reply, sessionId, async (tx) => {
      if (!(await setDefaults(tx, userId, id, flags))) throw notFound();
      return { status: 200, body: { addresses: await listAddresses(tx, userId) } };
    });
  } });
}
