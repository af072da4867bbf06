import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { failRequestsTo } from './request-holds';
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

  it('keeps its Anwenden button when the controls script does not load, and the plain form applies the sort', async () => {
    const failing = await failRequestsTo('/widgets/listing-controls.js', 500);
    const apply = browser.$('form[data-listing-controls] button[type="submit"]');
    try {
      await browser.url('/damen/');
      await expect(apply).toBeDisplayed();
      expect(failing.calls()).toBe(1);
    } finally {
      // The sorted listing loads its script again: the button's submit is a navigation of its own.
      await failing.stop();
    }
    await browser.$('form[data-listing-controls] select[name="sort"]').selectByVisibleText('Preis absteigend');
    await apply.click();
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/damen/?sort=preis-absteigend'), { timeoutMsg: 'the plain form did not apply the sort' });
    const prices = await tilePrices();
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});
