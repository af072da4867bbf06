import { browser, expect } from '@wdio/globals';
import './csp-guard';
import type { Product } from '../../shared/api';
import { registerCustomer } from './address-login';
import { BOOK, CHECKOUT, bookCards, buttonOf, fillFields, inWidget, waitForText } from './address-shop';
import { addToCart, searchFor, waitForBadge } from './foreign-page';
import { findProduct } from './minicart-shop';
import { errorModals, readLog, watchLog, type PageLog } from './page-log';
import { openAndSettle } from './widget-page';

/** The demo's fixture switch (test/server/fixtures/extra-fields.ts): unknown fields in every API answer. */
const EXTRA_FIELDS_COOKIE = 'schaufenster_fixture_extra_fields';

describe('the demo with a backend that answers more than the widgets know (unknown fields at every depth of every API answer)', () => {
  let log: PageLog;
  let product: Product;

  before(async () => {
    await openAndSettle('/');
    product = await findProduct({ soldOutSize: false });
    // A new visitor (the browser profile keeps cookies across spec files; they can only be deleted on the demo's page).
    await browser.deleteCookies();
    await browser.setCookies({ name: EXTRA_FIELDS_COOKIE, value: '1' });
    log = watchLog();
  });
  after(async () => {
    await browser.deleteCookies(EXTRA_FIELDS_COOKIE);
  });
  afterEach(async () => {
    // No widget read an answer as broken: no "unexpected body" in the console, no error modal.
    await readLog();
    expect(log.consoleErrors.filter((text) => text.includes('answered an unexpected body'))).toEqual([]);
    expect(await errorModals()).toEqual([]);
    expect(log.uncaught).toEqual([]);
  });

  it('loads the session and searches', async () => {
    await openAndSettle('/');
    const session = await browser.execute(async () => (await (await fetch('/api/s/')).json()) as Record<string, unknown>);
    expect(session).toHaveProperty('backendRevision', 7);
    await browser.waitUntil(() => browser.execute(() => (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === 'page_view')), {
      timeoutMsg: 'the session was not read',
    });
    expect((await searchFor('kleid')).length).toBeGreaterThan(0);
  });

  it('puts a size in the cart of a customer', async () => {
    await registerCustomer();
    if (!product.path) throw new Error('the product has no page');
    await openAndSettle(product.path);
    expect(await addToCart(product)).toBe('Der Artikel liegt jetzt in deinem Warenkorb.');
    await waitForBadge('1');
  });

  it('keeps the address book', async () => {
    await openAndSettle('/account/addresses/');
    await waitForText(BOOK, 'Du hast noch keine Adresse gespeichert.');
    await (await buttonOf(BOOK, 'Neue Adresse hinzufügen')).click();
    await (await inWidget(BOOK, 'form')).waitForDisplayed();
    await fillFields(BOOK, { gender: 'female', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin' });
    await (await buttonOf(BOOK, 'Adresse speichern')).click();
    await browser.waitUntil(async () => (await bookCards()).length === 1, { timeoutMsg: 'the book never showed the address' });
    expect((await bookCards())[0]).toContain('Hauptstraße 5 10115 Berlin');
  });

  it('checks out with Rechnung and shows the order number', async () => {
    await openAndSettle('/checkout/');
    await waitForText(CHECKOUT, 'Lieferadresse');
    await (await buttonOf(CHECKOUT, 'Weiter zur Zahlungsart')).click();
    await (await inWidget(CHECKOUT, 'input[type="radio"][value="invoice"]')).click();
    await (await buttonOf(CHECKOUT, 'Jetzt kaufen')).click();
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/checkout/bestaetigung/?order='), { timeoutMsg: 'no confirmation page' });
    await browser.waitUntil(() => browser.execute(() => typeof window.schaufenster !== 'undefined'), { timeoutMsg: 'no loader' });
    await browser.execute(() => window.schaufenster?.ready);
    expect(await (await inWidget(CHECKOUT, '[data-testid="order-number"]')).getText()).toMatch(/^SF-\d{4}-\d{6}$/);
  });
});
