import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import { registerCustomer } from './address-login';
import { BOOK, CHECKOUT, bookCards, buttonOf, clickOnCard, fillCart, fillFields, inWidget, recordAcrossNavigation, recorded, reported, waitForText, widgetText } from './address-shop';
import { fillAuthForm, submitAuthForm, waitForPath } from './auth-widget';
import { openAndSettle } from './widget-page';

const STREET_INVALID = 'Bitte gib eine gültige Straße und Hausnummer ein.';

/** Opens the form for a new address in the book. */
async function newAddress(): Promise<void> {
  await (await buttonOf(BOOK, 'Neue Adresse hinzufügen')).click();
  await (await inWidget(BOOK, 'form')).waitForDisplayed();
}

/** Saves the book form and waits until it closed and the book shows `count` cards. */
async function saveAddress(count: number): Promise<void> {
  await (await buttonOf(BOOK, 'Adresse speichern')).click();
  await browser.waitUntil(async () => (await bookCards()).length === count, { timeoutMsg: `the book never showed ${count} addresses` });
}

describe('addresses, checkout and account pages of a customer', () => {
  before(async () => {
    await browser.deleteCookies();
    await openAndSettle('/');
    await registerCustomer();
    await openAndSettle('/account/addresses/');
    await waitForText(BOOK, 'Du hast noch keine Adresse gespeichert.');
  });

  it('adds a DE packstation address: customer number and station number instead of the street', async () => {
    await newAddress();
    await fillFields(BOOK, { gender: 'female', givenName: 'Anna', familyName: 'Schmidt' });
    await (await inWidget(BOOK, 'input[type="radio"][value="packstation"]')).click();
    expect(await (await inWidget(BOOK, 'input[name="streetHouseNumber"]')).isExisting()).toBe(false);
    await fillFields(BOOK, { servicePointMemberId: '12345678', servicePointId: '123', zipCode: '10115', city: 'Berlin' });
    await saveAddress(1);
    const [station] = await bookCards();
    expect(station).toContain('Packstation 123');
    expect(station).toContain('Postnummer 12345678');
  });

  it('adds an IT address with its state', async () => {
    await newAddress();
    await fillFields(BOOK, { country: 'IT' });
    await fillFields(BOOK, { gender: 'female', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Via Roma 1', zipCode: '00184', city: 'Roma', state: 'Lazio' });
    await saveAddress(2);
    expect((await bookCards())[1]).toContain('Frau Anna Schmidt Via Roma 1 00184 Roma Lazio Italien');
  });

  it('refuses Postfach in a DE street, under the field, and stores nothing', async () => {
    await newAddress();
    await fillFields(BOOK, { givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Postfach 12', zipCode: '10115', city: 'Berlin' });
    await (await buttonOf(BOOK, 'Adresse speichern')).click();
    await waitForText(BOOK, STREET_INVALID);
    const street = await inWidget(BOOK, 'input[name="streetHouseNumber"]');
    expect(await street.getAttribute('aria-invalid')).toBe('true');
    expect(await bookCards()).toHaveLength(2);
    await (await buttonOf(BOOK, 'Abbrechen')).click();
  });

  it('sets the default delivery and billing addresses', async () => {
    await clickOnCard('Italien', 'Als Rechnungsadresse festlegen');
    await browser.waitUntil(async () => (await bookCards())[1]?.includes('Standard-Rechnungsadresse') ?? false, { timeoutMsg: 'billing default did not move' });
    await clickOnCard('Italien', 'Als Lieferadresse festlegen');
    await browser.waitUntil(async () => !((await bookCards())[0]?.includes('Standard-Lieferadresse') ?? true), { timeoutMsg: 'delivery default did not move' });
    await clickOnCard('Packstation', 'Als Lieferadresse festlegen');
    await browser.waitUntil(async () => (await bookCards())[0]?.includes('Standard-Lieferadresse') ?? false, { timeoutMsg: 'delivery default did not come back' });
    const [station, rome] = await bookCards();
    expect(station).not.toContain('Standard-Rechnungsadresse');
    expect(rome).toContain('Standard-Rechnungsadresse');
    expect(rome).not.toContain('Standard-Lieferadresse');
  });

  it('checks out with Rechnung: confirmation with the order number, one purchase worth subtotal minus voucher, the order in my orders', async () => {
    const valueCents = await fillCart();
    // The way into the checkout: Zur Kasse on the cart page, which reports nothing itself.
    await openAndSettle('/warenkorb/');
    await recordAcrossNavigation(['begin_checkout', 'add_payment_info']);
    const toCheckout = await $('main [data-widget="minicart"] [data-widget-root]').shadow$('a[href="/checkout/"]');
    await toCheckout.waitForDisplayed({ timeoutMsg: 'the cart page shows no Zur Kasse' });
    await toCheckout.click();
    await browser.waitUntil(async () => (await browser.execute(() => location.pathname)) === '/checkout/', { timeoutMsg: 'Zur Kasse did not lead to the checkout' });
    await openAndSettleCurrent();
    await waitForText(CHECKOUT, 'Lieferadresse');
    // The defaults are chosen: delivery to the packstation, billing (never a packstation) to Rome.
    expect(await (await inWidget(CHECKOUT, 'input[type="checkbox"]')).isEnabled()).toBe(false);
    await waitForText(CHECKOUT, 'Eine Packstation kann keine Rechnungsadresse sein.');
    await (await buttonOf(CHECKOUT, 'Weiter zur Zahlungsart')).click();
    await (await inWidget(CHECKOUT, 'input[type="radio"][value="paypal"]')).click();
    await (await inWidget(CHECKOUT, 'input[type="radio"][value="invoice"]')).click();
    // One begin_checkout for the one way in: none on the cart page, one when the checkout showed the cart.
    expect((await recorded('begin_checkout')).length + (await reported('begin_checkout')).length).toBe(1);
    expect((await reported('add_shipping_info')).length).toBe(1);
    // Choosing a method is no completed payment step.
    expect(await reported('add_payment_info')).toEqual([]);
    await recordAcrossNavigation(['add_payment_info']);
    await (await buttonOf(CHECKOUT, 'Jetzt kaufen')).click();

    await browser.waitUntil(async () => (await browser.getUrl()).includes('/checkout/bestaetigung/?order='), { timeoutMsg: 'no confirmation page' });
    await openAndSettleCurrent();
    const payments = await recorded('add_payment_info');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.ecommerce).toMatchObject({ payment_type: 'invoice', value: valueCents / 100, currency: 'EUR' });
    const number = await (await inWidget(CHECKOUT, '[data-testid="order-number"]')).getText();
    expect(number).toMatch(/^SF-\d{4}-\d{6}$/);
    expect(await widgetText(CHECKOUT)).toContain('Vielen Dank für deine Bestellung!');
    const purchases = await reported('purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]?.ecommerce).toMatchObject({ transaction_id: number, value: valueCents / 100, currency: 'EUR' });

    await openAndSettle('/account/my-orders/');
    const orders = await $('section.orders').getText();
    expect(orders).toContain(`Bestellung ${number}`);
    expect(orders).toContain('Zahlungsart: Rechnung');
    expect(orders).toContain('Packstation 123');
  });
});

/** Waits for the loader on the page the browser is on (after a navigation the test did not start). */
async function openAndSettleCurrent(): Promise<void> {
  await browser.waitUntil(() => browser.execute(() => typeof window.schaufenster !== 'undefined'), { timeoutMsg: 'no loader' });
  await browser.execute(() => window.schaufenster?.ready);
}

describe('a visitor of the account pages', () => {
  it('is sent from /account/overview/ to the login, and back there after logging in', async () => {
    await browser.deleteCookies();
    await openAndSettle('/');
    const customer = await registerCustomer('Berta');
    await browser.deleteCookies();
    await openAndSettle('/account/overview/');
    expect(await browser.execute(() => location.pathname + location.search)).toBe('/authenticate/?callbackPath=%2Faccount%2Foverview%2F');
    await fillAuthForm('login', { email: customer.email, password: customer.password });
    await submitAuthForm('login');
    await waitForPath('/account/overview/');
    expect(await $('main').getText()).toContain('Herzlich Willkommen, Berta!');
  });
});

describe('the city of a DE postal code', () => {
  before(async () => {
    await browser.deleteCookies();
    await openAndSettle('/');
    await registerCustomer('Clara');
    await openAndSettle('/account/addresses/');
    await waitForText(BOOK, 'Du hast noch keine Adresse gespeichert.');
  });

  const cityValue = async () => (await inWidget(BOOK, 'input[name="city"]')).getValue();

  it('fills in the city of the postal code, and one click takes the city the server offers for a wrong one', async () => {
    await newAddress();
    await fillFields(BOOK, { gender: 'female', givenName: 'Clara', familyName: 'Schmidt', streetHouseNumber: 'Jungfernstieg 1', zipCode: '20095' });
    await browser.waitUntil(async () => (await cityValue()) === 'Hamburg', { timeoutMsg: 'the city of 20095 was not filled in' });

    await fillFields(BOOK, { city: 'Berlin' });
    await (await buttonOf(BOOK, 'Adresse speichern')).click();
    await waitForText(BOOK, 'Die Stadt passt nicht zur Postleitzahl. Meintest du: Hamburg?');
    expect(await (await inWidget(BOOK, 'input[name="city"]')).getAttribute('aria-invalid')).toBe('true');
    expect(await bookCards()).toHaveLength(0);

    await (await buttonOf(BOOK, 'Hamburg', '[data-city-suggestions]')).click();
    expect(await cityValue()).toBe('Hamburg');
    await saveAddress(1);
    expect((await bookCards())[0]).toContain('Jungfernstieg 1 20095 Hamburg Deutschland');
  });
});
