/** @jest-environment node */
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { Cart, Order } from '@schaufenster/shared/api';
import { eq } from 'drizzle-orm';
import { array, assert, create, object } from 'superstruct';
import { AddressView } from '../addresses/address-body';
import { orders, variations } from '../../server-kit/db/schema';
import { useTestApp, useTestCatalog, type TestClient } from '../../test/server/harness';
import { AccountOrder } from './order-body';

const ORDER = '/api/checkout-v3/order/';
const address = { country: 'DE', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('order API', () => {
  const server = useTestApp();
  const catalog = useTestCatalog(server);

  const fill = async (client: TestClient, variationId: string, quantity: number) => {
    await client.request('POST', '/api/checkout-v3/cart/add/', { variationId, component: 'product_page', componentAction: 'add_to_cart' });
    if (quantity > 1) await client.request('POST', '/api/checkout-v3/cart/quantity/', { variationId, quantity });
  };
  const stockOf = async (id: string) => (await server.database.db.select().from(variations).where(eq(variations.id, id)))[0]?.stock;

  it('places a guest order below 50 €: shipping 4,95 €, stock taken, cart emptied, Order shape', async () => {
    const guest = server.visitor();
    await fill(guest, catalog.variations.shirt, 2);
    const answer = await guest.request('POST', ORDER, { address, paymentMethod: 'invoice' });
    expect(answer.status).toBe(201);
    assert(answer.json, Order);
    expect(answer.json).toMatchObject({
      orderNumber: expect.stringMatching(/^SF-\d{4}-\d{6}$/),
      summary: { subtotal: { amount: 3990, currency: 'EUR' } },
      shippingCosts: { total: { amount: 495, currency: 'EUR' } },
      currency: 'EUR',
      items: [{ variationId: catalog.variations.shirt, quantity: 2, price: { salesPriceMinusVoucher: { amount: 1995 }, voucherValue: { amount: 0 } } }],
    });
    expect(answer.json.summary.voucher).toBeUndefined();
    expect(await stockOf(catalog.variations.shirt)).toBe(48);
    const cart = create((await guest.request('GET', '/api/checkout-v3/cart/overview/')).json, Cart);
    expect(cart.items.inStock).toEqual([]);
    const [stored] = await server.database.db.select().from(orders).where(eq(orders.orderNumber, answer.json.orderNumber));
    expect(answer.json.userSha256Data.user_id).toBe(sha256(stored?.sessionId ?? 'none'));
    expect(stored?.deliveryAddress).toMatchObject({ city: 'Berlin', addressType: 'home' });
    expect(await guest.request('POST', ORDER, { address, paymentMethod: 'invoice' })).toEqual({
      status: 409,
      json: { message: 'Dein Warenkorb ist leer.', error: { code: 'empty_cart' } },
    });
  });

  it('reads a placed order back for the session that placed it and for its customer only; to anyone else it does not exist', async () => {
    const guest = server.visitor();
    await fill(guest, catalog.variations.shirt, 1);
    const placed = create((await guest.request('POST', ORDER, { address, paymentMethod: 'invoice' })).json, Order);
    const path = `${ORDER}${placed.orderNumber}/`;
    const again = await guest.request('GET', path);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(placed);
    const notFound = { status: 404, json: { message: 'Diese Bestellung gibt es nicht.', error: { code: 'not_found' } } };
    expect(await server.visitor().request('GET', path)).toEqual(notFound);
    expect(await guest.request('GET', `${ORDER}SF-2026-999999/`)).toEqual(notFound);
    expect(await guest.request('GET', `${ORDER}x'%20or%201=1/`)).toEqual(notFound);

    const customer = server.visitor();
    await server.logIn(customer);
    await fill(customer, catalog.variations.skirt, 1);
    const own = create((await customer.request('POST', ORDER, { address, paymentMethod: 'paypal' })).json, Order);
    expect((await customer.request('GET', `${ORDER}${own.orderNumber}/`)).status).toBe(200);
    expect((await customer.request('GET', path)).status).toBe(404);
  });

  it('applies the voucher per line and ships for free from 50 € after the voucher', async () => {
    const customer = server.visitor();
    const userId = await server.logIn(customer);
    await fill(customer, catalog.variations.dressPlenty, 2);
    await customer.request('POST', '/api/checkout-v3/cart/voucher/', { code: 'SCHAUFENSTER10' });
    const answer = await customer.request('POST', ORDER, { address, paymentMethod: 'paypal' });
    const order = create(answer.json, Order);
    expect(order).toMatchObject({
      summary: { subtotal: { amount: 9998 }, voucher: { amount: 1000 } },
      voucherCode: 'SCHAUFENSTER10',
      shippingCosts: { total: { amount: 0 } },
      userSha256Data: { user_id: sha256(userId) },
    });
    expect(order.items[0]?.price).toEqual({
      salesPrice: { amount: 4999, currency: 'EUR' },
      salesPriceMinusVoucher: { amount: 4499, currency: 'EUR' },
      voucherValue: { amount: 500, currency: 'EUR' },
    });
    // 54 € minus the voucher is below 50 €: shipping is due.
    await fill(customer, catalog.variations.skirt, 2);
    await customer.request('POST', '/api/checkout-v3/cart/voucher/', { code: 'SCHAUFENSTER10' });
    const second = create((await customer.request('POST', ORDER, { address, paymentMethod: 'creditcard' })).json, Order);
    expect(second).toMatchObject({ summary: { subtotal: { amount: 5000 }, voucher: { amount: 500 } }, shippingCosts: { total: { amount: 495 } } });

    const list = await customer.request('GET', '/api/account/orders/');
    const listed = create(list.json, object({ orders: array(AccountOrder) })).orders;
    expect(listed.map((entry) => entry.orderNumber)).toEqual([second.orderNumber, order.orderNumber]);
    expect(listed[1]).toMatchObject({ ...order, paymentMethod: 'paypal' });
  });

  it('answers 409 out_of_stock and takes nothing when a line no longer fits', async () => {
    const client = server.visitor();
    await fill(client, catalog.variations.coat, 5);
    await fill(client, catalog.variations.shirt, 1);
    await server.database.db.update(variations).set({ stock: 4 }).where(eq(variations.id, catalog.variations.coat));
    const shirtBefore = await stockOf(catalog.variations.shirt);
    const answer = await client.request('POST', ORDER, { address, paymentMethod: 'invoice' });
    expect(answer).toMatchObject({ status: 409, json: { message: 'Dieser Artikel ist leider nicht mehr vorrätig.', error: { code: 'out_of_stock' } } });
    expect(await stockOf(catalog.variations.shirt)).toBe(shirtBefore);
    expect(create((await client.request('GET', '/api/checkout-v3/cart/overview/')).json, Cart).summary.itemQty).toBe(6);
  });

  it('orders to a book address only for its owner, and numbers concurrent orders uniquely', async () => {
    const owner = server.visitor();
    await server.logIn(owner);
    const saved = create((await owner.request('POST', '/api/account/addresses/', address)).json, AddressView);
    const guest = server.visitor();
    await fill(guest, catalog.variations.shirt, 1);
    expect(await guest.request('POST', ORDER, { addressId: saved.addressId, paymentMethod: 'invoice' })).toMatchObject({
      status: 401,
      json: { error: { code: 'not_logged_in' } },
    });
    const other = server.visitor();
    await server.logIn(other);
    await fill(other, catalog.variations.shirt, 1);
    expect((await other.request('POST', ORDER, { addressId: saved.addressId, paymentMethod: 'invoice' })).status).toBe(404);

    const buyers = [owner, ...Array.from({ length: 5 }, () => server.visitor())];
    for (const buyer of buyers) await fill(buyer, catalog.variations.shirt, 1);
    const answers = await Promise.all(
      buyers.map((buyer, index) => buyer.request('POST', ORDER, index === 0 ? { addressId: saved.addressId, paymentMethod: 'invoice' } : { address, paymentMethod: 'invoice' })),
    );
    const numbers = answers.map((answer) => create(answer.json, Order).orderNumber);
    expect(new Set(numbers).size).toBe(buyers.length);
  });

  it('sends the invoice to a separate home address of the book, never to a packstation', async () => {
    const customer = server.visitor();
    await server.logIn(customer);
    const delivery = create((await customer.request('POST', '/api/account/addresses/', address)).json, AddressView);
    const billing = create((await customer.request('POST', '/api/account/addresses/', { ...address, givenName: 'Firma', city: 'Hamburg', zipCode: '20095' })).json, AddressView);
    const packstation = { country: 'DE', addressType: 'packstation', givenName: 'Anna', familyName: 'Schmidt', servicePointMemberId: '123456', servicePointId: '101', zipCode: '10115', city: 'Berlin' };
    const station = create((await customer.request('POST', '/api/account/addresses/', packstation)).json, AddressView);
    await fill(customer, catalog.variations.shirt, 1);
    const refused = await customer.request('POST', ORDER, { addressId: delivery.addressId, billingAddressId: station.addressId, paymentMethod: 'invoice' });
    expect(refused).toMatchObject({ status: 422, json: { fieldErrors: { billingAddressId: 'Bitte wähle eine gültige Rechnungsadresse aus.' } } });
    const placed = await customer.request('POST', ORDER, { addressId: delivery.addressId, billingAddressId: billing.addressId, paymentMethod: 'invoice' });
    expect(placed.status).toBe(201);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.orderNumber, create(placed.json, Order).orderNumber));
    expect(row?.billingAddress).toMatchObject({ givenName: 'Firma', city: 'Hamburg' });
    expect(row?.deliveryAddress).toMatchObject({ givenName: 'Anna', city: 'Berlin' });
  });

  it('validates the body and the inline address: 422 with field errors, never 500', async () => {
    const client = server.visitor();
    await fill(client, catalog.variations.shirt, 1);
    const noNumber = await client.request('POST', ORDER, { address: { ...address, streetHouseNumber: 'Hauptstraße' }, paymentMethod: 'invoice' });
    expect(noNumber).toMatchObject({ status: 422, json: { fieldErrors: { streetHouseNumber: 'Bitte gib eine gültige Straße und Hausnummer ein.' } } });
    const bodies: unknown[] = [
      {},
      { address, paymentMethod: 'cash' },
      { address, paymentMethod: 7 },
      { address: 'Berlin', paymentMethod: 'invoice' },
      { address: { ...address, city: 'x'.repeat(100_000) }, paymentMethod: 'invoice' },
      { addressId: 'x'.repeat(100_000), paymentMethod: 'invoice' },
      { paymentMethod: 'invoice' },
      null,
    ];
    for (const body of bodies) {
      expect(await client.request('POST', ORDER, body)).toMatchObject({ status: 422, json: { error: { code: 'validation' } } });
    }
    expect((await server.visitor().request('GET', '/api/account/orders/')).status).toBe(401);
  });
});
