import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { openAndSettle } from './widget-page';

/** The sales prices of the listing's tiles, in cents, in the order shown. */
function tilePrices(): Promise<number[]> {
  return browser.execute(() =>
    [...document.querySelectorAll<HTMLElement>('.product-tile')].map(
      (tile) => (JSON.parse(tile.dataset.trackItem ?? '{}') as { summary: { price: { salesPrice: { amount: number } } } }).summary.price.salesPrice.amount,
    ),
  );
}

/** The sort the listing's form shows as chosen. */
function chosenSort(): Promise<string> {
  return browser.execute(() => document.querySelector<HTMLSelectElement>('form[data-listing-controls] select[name="sort"]')?.value ?? '');
}

describe('the catalog listing controls on the demo', () => {
  it('sort by price on one listing: the choice goes to the session as catalog presets, and the next listing starts with it', async () => {
    await openAndSettle('/damen/');
    await browser.waitUntil(() => browser.execute(() => document.querySelector<HTMLFormElement>('form[data-listing-controls]')?.dataset.enhanced === 'true'), {
      timeoutMsg: 'the listing controls script did not run',
    });
    // Applied on change: the Anwenden button is for pages without JavaScript only.
    expect(await browser.$('form[data-listing-controls] button[type="submit"]').isDisplayed()).toBe(false);

    await browser.$('form[data-listing-controls] select[name="sort"]').selectByVisibleText('Preis aufsteigend');
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/damen/?sort=preis-aufsteigend'), { timeoutMsg: 'the listing did not load sorted' });
    const prices = await tilePrices();
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await openAndSettle('/herren/');
    expect(await chosenSort()).toBe('preis-aufsteigend');
    const herren = await tilePrices();
    expect(herren).toEqual([...herren].sort((a, b) => a - b));

    await browser.$('form[data-listing-controls] input[name="sale"]').click();
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/herren/?sort=preis-aufsteigend&sale=1'), { timeoutMsg: 'the sale filter did not apply' });
    const reduced = await browser.execute(() =>
      [...document.querySelectorAll<HTMLElement>('.product-tile')].every((tile) => tile.querySelector('del') !== null),
    );
    expect(reduced).toBe(true);

    // Back to the listing's own order for the following tests of this browser session.
    await browser.$('form[data-listing-controls] input[name="sale"]').click();
    await browser.waitUntil(async () => !(await browser.getUrl()).includes('sale=1'));
    await browser.$('form[data-listing-controls] select[name="sort"]').selectByVisibleText('Empfohlen');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('sort=empfohlen'));
  });
});
