/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { useTestApp, useTestCatalog, type TestClient } from '../test/server/harness';
import { eq } from 'drizzle-orm';
import { Order } from '@schaufenster/shared/api';
import { create } from 'superstruct';
import { orders } from '../server-kit/db/schema';
import { BERLIN, ROME } from './testing/account-test-addresses';
import { findWidgetTags } from '../tools/tag-check/find-tags';

/** The JSON props of a page's first tag of a widget, as the loader reads them. */
function jsonProps(html: string, widget: string): unknown {
  const props = findWidgetTags(html).find((tag) => tag.widget === widget)?.props;
  return props?.kind === 'json' ? props.value : undefined;
}

const CUSTOMER_PAGES = ['/account/overview/', '/account/addresses/', '/account/my-orders/', '/account/return-items/', '/account/return-label/?order=SF-1', '/checkout/bestaetigung/?order=SF-1'];

describe('the customer pages', () => {
  const test = useTestApp();
  const catalog = useTestCatalog(test);

  /** Puts a shirt in the customer's cart and orders it to a new address; gives the order number. */
  async function order(customer: TestClient, address: object, paymentMethod = 'invoice'): Promise<string> {
    await customer.post('/api/checkout-v3/cart/add/', { variationId: catalog.variations.shirt, component: 'product_page', componentAction: 'add_to_cart' });
    const created = await customer.post('/api/account/addresses/', address);
    const placed = await customer.post('/api/checkout-v3/order/', { addressId: created.json.addressId, paymentMethod });
    expect(placed.status).toBe(201);
    return create(placed.json, Order).orderNumber;
  }

  it('sends a visitor to the login with the page (and its query) as callbackPath, creating no session', async () => {
    for (const url of CUSTOMER_PAGES) {
      const response = await test.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 302,
        location: `/authenticate/?callbackPath=${encodeURIComponent(url)}`,
      });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends a visitor with a session (not logged in) to the login too', async () => {
    const start = await test.app.inject({ method: 'GET', url: '/api/s/' });
    const response = await test.app.inject({ method: 'GET', url: '/account/overview/', cookies: { sid: start.cookies[0]?.value ?? '' } });
    expect(response.statusCode).toBe(302);
  });

  it('greets the customer with the default addresses and the latest orders, never stored', async () => {
    const customer = await test.client({ customer: {} });
    const empty = await customer.get('/account/overview/');
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect(empty.text).toContain('Herzlich Willkommen, Anna!');
    expect(empty.text).toContain('Du hast noch nichts bestellt.');
    const number = await order(customer, BERLIN);
    const html = (await customer.get('/account/overview/')).text;
    expect(html).toContain('<address>Frau Anna Schmidt<br>Hauptstraße 5<br>10115 Berlin<br>Deutschland</address>');
    expect(html).toContain(`Bestellung ${number}`);
  });

  it('lists the orders with payment method and total, and offers a free return label for DE deliveries only', async () => {
    const customer = await test.client({ customer: {} });
    const berlin = await order(customer, BERLIN, 'invoice');
    const rome = await order(customer, ROME, 'creditcard');
    const list = (await customer.get('/account/my-orders/')).text;
    expect(list.indexOf(rome)).toBeLessThan(list.indexOf(berlin));
    expect(list).toMatch(/Zahlungsart: Rechnung · Gesamtsumme: <strong>24,90\u00a0€<\/strong>/);
    expect(list).toContain('Zahlungsart: Kreditkarte');
    expect(list).toContain('Via Roma 1<br>00184 Roma<br>Lazio<br>Italien');
    const returns = (await customer.get('/account/return-items/')).text;
    expect(returns).toContain(`href="/account/return-label/?order=${berlin}"`);
    expect(returns).not.toContain(`href="/account/return-label/?order=${rome}"`);
    expect(returns).toContain('Für Lieferungen außerhalb Deutschlands gibt es kein kostenloses Retourenlabel.');
    expect((await customer.get(`/account/return-label/?order=${berlin}`)).text).toContain(`Kostenloses Retourenlabel für deine Bestellung <strong>${berlin}</strong>`);
    expect((await customer.get(`/account/return-label/?order=${rome}`)).text).toContain(`Für die Bestellung ${rome} gibt es kein kostenloses Retourenlabel`);
  });

  it('leaves out orders older than the 30-day return period', async () => {
    const customer = await test.client({ customer: {} });
    const number = await order(customer, BERLIN);
    await test.database.db.update(orders).set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) }).where(eq(orders.orderNumber, number));
    expect((await customer.get('/account/return-items/')).text).toContain('In den letzten 30 Tagen hast du nichts bestellt');
    expect((await customer.get(`/account/return-label/?order=${number}`)).text).toContain('gibt es kein kostenloses Retourenlabel');
    expect((await customer.get('/account/my-orders/')).text).toContain(number);
  });

  it('confirms the customer\'s own order, handing the widget the Order to report; anyone else\'s order is not found', async () => {
    const customer = await test.client({ customer: {} });
    const number = await order(customer, BERLIN);
    const page = await customer.get(`/checkout/bestaetigung/?order=${number}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Deine Bestellnummer: <strong>${number}</strong>`);
    const props = jsonProps(page.text, 'address/checkout') as { order?: unknown };
    expect(create(props.order, Order).orderNumber).toBe(number);
    const other = await test.client({ customer: { givenName: 'Berta' } });
    expect((await other.get(`/checkout/bestaetigung/?order=${number}`)).status).toBe(404);
    expect((await customer.get('/checkout/bestaetigung/?order=SF-1999-000001')).status).toBe(404);
    expect((await other.get(`/account/return-label/?order=${number}`)).status).toBe(404);
  });

  it('puts the address widget on the address book page as the book', async () => {
    const customer = await test.client({ customer: {} });
    const html = (await customer.get('/account/addresses/')).text;
    expect(jsonProps(html, 'address')).toEqual({ mode: 'book' });
    expect(html).toContain('<a href="/account/addresses/" aria-current="page">Meine Adressen</a>');
  });
});
