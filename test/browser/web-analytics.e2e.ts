import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import { findProduct, headerBadge, reported, sizeOf, widgetRoot } from './minicart-shop';
import { saveConsent, withoutStoredConsent } from './consent';
import { openAndSettle } from './widget-page';

/** The counts of the catalog's shop-events section, as `route event` -> count (other specs may have left some). */
async function shopEventCounts(): Promise<Record<string, number>> {
  await openAndSettle('/widgets/');
  return browser.execute(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-shop-events] tr[data-route]')].map((row) => [
        `${row.dataset.route} ${row.dataset.event}`,
        Number((row.querySelector('[data-count]')?.textContent ?? '').replaceAll('.', '')),
      ]),
    ),
  );
}

/** Opens a product page, chooses an in-stock size and puts it in the cart; waits for the header badge's new count. */
async function addToCart(badge: string): Promise<void> {
  const product = await findProduct({ soldOutSize: false });
  if (!product.path) throw new Error(`${product.summary.name} has no page`);
  await openAndSettle(product.path);
  const buy = await widgetRoot('[data-widget="minicart/buy-button"]');
  await (await buy.shadow$(`label:has(input[value="${sizeOf(product, 'inStock').id}"])`)).click();
  await (await buy.shadow$('button[data-variant="primary"]')).click();
  await browser.waitUntil(async () => (await headerBadge()) === badge, { timeoutMsg: `the header badge did not show ${badge}` });
  expect(await reported('add_to_cart')).toHaveLength(1);
}

/** Counts beyond those of `before`. */
const added = (before: Record<string, number>, after: Record<string, number>, key: string) => (after[key] ?? 0) - (before[key] ?? 0);

describe('web analytics', () => {
  withoutStoredConsent();

  it('counts page views and adds to cart only with Statistik consent given in the consent dialog, and the catalog shows them', async () => {
    const before = await shopEventCounts();

    // Without consent: an add to cart and a home page view are never sent, not even after the grant on that page.
    await addToCart('1');
    await openAndSettle('/');
    await saveConsent('analytics', true);

    // With consent: one home page view and one add to cart on a product page; leaving /widgets/ hides the last page.
    await openAndSettle('/');
    await addToCart('2');
    let after = before;
    await browser.waitUntil(
      async () => {
        after = await shopEventCounts();
        return added(before, after, 'product add_to_cart') >= 1 && added(before, after, 'home page_view') >= 1;
      },
      { timeout: 30_000, interval: 500, timeoutMsg: 'the catalog never showed the counted events' },
    );
    expect(added(before, after, 'product add_to_cart')).toBe(1);
    expect(added(before, after, 'home page_view')).toBe(1);
    expect(added(before, after, 'product page_view')).toBe(1);
    expect(await $('[data-shop-events] h2').getText()).toBe('Shop-Ereignisse (letzte 7 Tage, nur mit Statistik-Einwilligung)');
  });
});
