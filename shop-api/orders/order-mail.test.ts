/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { Order } from '@schaufenster/shared/api';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { readMailIdentity } from '../auth/mail-identity';
import { outboxMails } from '../../server-kit/db/schema';
import { useTestApp, useTestCatalog, type TestClient } from '../../test/server/harness';

const ORDER = '/api/checkout-v3/order/';
const address = { country: 'DE', gender: 'female', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin' };

describe('the order confirmation mail', () => {
  const server = useTestApp({
    ordersUrl: 'https://www.modehaus.example/konto/bestellungen/',
    auth: { mail: readMailIdentity({ SHOP_NAME: 'Modehaus Berg', MAIL_SIGNATURE: 'Herzliche Grüße aus Kassel' }, 'hilfe@modehaus.example') },
  });
  const catalog = useTestCatalog(server);

  const fill = async (client: TestClient, variationId: string, quantity: number) => {
    await client.request('POST', '/api/checkout-v3/cart/add/', { variationId, component: 'product_page', componentAction: 'add_to_cart' });
    if (quantity > 1) await client.request('POST', '/api/checkout-v3/cart/quantity/', { variationId, quantity });
  };
  const mailsTo = async (email: string) => {
    await server.settled();
    return server.database.db.select().from(outboxMails).where(eq(outboxMails.recipient, email));
  };

  it("goes once to the customer, in German, with the shop's name, number, lines, totals, address, payment and order page", async () => {
    const email = server.newEmail();
    const customer = await server.client({ customer: { email } });
    await fill(customer, catalog.variations.shirt, 2);
    const placed = await customer.post(ORDER, { address, paymentMethod: 'invoice' }, { headers: { 'idempotency-key': 'bestellung-1' } });
    expect(placed.status).toBe(201);
    const order = create(placed.json, Order);
    // The same order sent again with its key (its first answer lost): the answer again, no second mail.
    const replayed = await customer.post(ORDER, { address, paymentMethod: 'invoice' }, { headers: { 'idempotency-key': 'bestellung-1' } });
    expect(replayed.json).toEqual(placed.json);

    const mails = (await mailsTo(email)).filter((mail) => mail.kind === 'order');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Deine Bestellung ${order.orderNumber} bei Modehaus Berg`);
    const body = mails[0]?.body ?? '';
    expect(body.split('\n')).toEqual([
      'Hallo Anna,',
      '',
      'vielen Dank für deine Bestellung bei Modehaus Berg! Wir haben sie erhalten und bereiten den Versand vor.',
      '',
      `Bestellnummer: ${order.orderNumber}`,
      '',
      'Deine Artikel:',
      expect.stringMatching(/^- 2 × .+ \(.+\), .+: 39,90\u00a0€$/),
      '',
      'Zwischensumme: 39,90\u00a0€',
      'Versand: 4,95\u00a0€',
      'Gesamtsumme: 44,85\u00a0€',
      '',
      'Lieferadresse:',
      'Frau Anna Schmidt',
      'Hauptstraße 5',
      '10115 Berlin',
      'Deutschland',
      '',
      'Zahlungsart: Rechnung',
      '',
      'Deine Bestellungen findest du jederzeit in deinem Kundenkonto: https://www.modehaus.example/konto/bestellungen/',
      '',
      'Herzliche Grüße aus Kassel',
    ]);
  });

  it('sends nothing for an order without an address to write to (no login), and nothing for a refused order', async () => {
    const before = (await server.database.db.select().from(outboxMails)).length;
    const visitor = server.visitor();
    await fill(visitor, catalog.variations.shirt, 1);
    expect((await visitor.post(ORDER, { address, paymentMethod: 'invoice' })).status).toBe(201);
    expect((await visitor.post(ORDER, { address, paymentMethod: 'invoice' })).status).toBe(409);
    await server.settled();
    expect((await server.database.db.select().from(outboxMails)).length).toBe(before);
  });
});
