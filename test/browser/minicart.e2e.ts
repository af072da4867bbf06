import { browser, expect } from '@wdio/globals';
import './csp-guard';
import type { Product } from '../../shared/api';
import { CART_API, fillCart, findProduct, headerBadge, reported, sizeOf, widgetRoot } from './minicart-shop';
import { errorModals } from './page-log';
import { failRequestsTo } from './request-holds';
import { afterTwoFrames, leavePageAndDeleteCookies, openAndSettle, requestCount, widgetStates } from './widget-page';

const BUY_BUTTON = '[data-widget="minicart/buy-button"]';
const ADDED = 'Der Artikel liegt jetzt in deinem Warenkorb.';
const ADD_FAILED = 'Der Artikel konnte leider nicht in den Warenkorb gelegt werden.';

/** Opens a product page and chooses a size by clicking its label. */
async function chooseSize(product: Product, variationId: string) {
  if (!product.path) throw new Error(`${product.summary.name} has no page`);
  await openAndSettle(product.path);
  const buy = await widgetRoot(BUY_BUTTON);
  await (await buy.shadow$(`label:has(input[value="${variationId}"])`)).click();
  return buy;
}

async function dialogTitle(root: WebdriverIO.Element): Promise<string> {
  const title = await root.shadow$('[role="dialog"] h2');
  try {
    await title.waitForDisplayed({ timeout: 20_000 });
  } catch (error) {
    // What the buy box showed instead (not hydrated yet? no size taken? the focus elsewhere? no add sent?): the failure says it.
    const seen = await browser.execute((tag: HTMLElement) => {
      const host = tag.closest('[data-widget]');
      const checked = tag.shadowRoot?.querySelector<HTMLInputElement>('input:checked')?.value ?? 'none';
      const focused = tag.shadowRoot?.activeElement ?? document.activeElement;
      const cartCalls = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/cart')).length;
      return `state ${host?.getAttribute('data-widget-state')}, hydrated ${!tag.hasAttribute('data-server-render')}, size checked ${checked}, focus on ${focused?.tagName.toLowerCase()} "${focused instanceof HTMLInputElement ? focused.value : (focused?.textContent?.trim().slice(0, 30) ?? '')}", ${cartCalls} cart call(s), text "${tag.shadowRoot?.textContent?.replace(/\s+/g, ' ').slice(0, 120)}"`;
    }, root as unknown as HTMLElement);
    throw new Error(`${error instanceof Error ? error.message : String(error)}; the buy box: ${seen}`);
  }
  return title.getText();
}

describe('the minicart widget on the demo shop', () => {
  beforeEach(async () => {
    // A new visitor: new session, empty cart.
    await leavePageAndDeleteCookies();
    await openAndSettle('/');
  });

  it('adds a chosen size on a product page: the sheet shows recommendations, the badge 1, one add_to_cart', async () => {
    const product = await findProduct({ soldOutSize: false });
    const size = sizeOf(product, 'inStock');
    const buy = await chooseSize(product, size.id);
    await (await buy.shadow$('button[data-variant="primary"]')).click();

    expect(await dialogTitle(buy)).toBe(ADDED);
    const tiles = await buy.shadow$$('[role="dialog"] section li a');
    expect(tiles.length).toBeGreaterThan(0);
    expect(await tiles[0]?.getAttribute('href')).toMatch(/^\/p\/[a-z0-9-]+\/$/);
    expect(await tiles[0]?.getText()).toMatch(/\d+,\d{2}\s€/);
    await browser.waitUntil(async () => (await headerBadge()) === '1', { timeoutMsg: 'the header badge did not show 1' });
    // The buy button and the header's cart entry share one cart: the header's link names the count.
    const entry = await (await widgetRoot('.shell-bar [data-widget="header"]')).shadow$('a[href="/warenkorb/"]');
    expect(await entry.getAttribute('aria-label')).toBe('Warenkorb, 1 Artikel');

    const adds = await reported('add_to_cart');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.ecommerce).toMatchObject({
      currency: 'EUR',
      value: product.summary.price.salesPrice.amount / 100,
      items: [
        expect.objectContaining({
          item_id: product.productNumber,
          item_size: size.size.label,
          price: product.summary.price.salesPrice.amount / 100,
          quantity: 1,
        }),
      ],
    });
    expect(await reported('view_item')).toHaveLength(1);
  });

  it('works by keyboard: a size with Space, the add with Enter, the sheet closes with Escape back to the button', async () => {
    const product = await findProduct({ soldOutSize: false });
    if (!product.path) throw new Error('no product page');
    await openAndSettle(product.path);
    const buy = await widgetRoot(BUY_BUTTON);
    await browser.execute((selector: string) => {
      document.querySelector(selector)?.shadowRoot?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
    }, `${BUY_BUTTON} [data-widget-root]`);
    await browser.keys([' ']);
    await browser.keys(['Tab']);
    await browser.keys(['Enter']);
    expect(await dialogTitle(buy)).toBe(ADDED);
    await browser.keys(['Escape']);
    await (await buy.shadow$('[role="dialog"]')).waitForExist({ reverse: true });
    const focused = await browser.execute(
      (selector: string) => document.querySelector(selector)?.shadowRoot?.activeElement?.textContent ?? '',
      `${BUY_BUTTON} [data-widget-root]`,
    );
    expect(focused).toBe('In den Warenkorb');
  });

  it('cannot add an out-of-stock size and reports nothing for it', async () => {
    const product = await findProduct({ soldOutSize: true });
    const soldOut = sizeOf(product, 'outOfStock');
    const buy = await chooseSize(product, soldOut.id);
    const input = await buy.shadow$(`input[value="${soldOut.id}"]`);
    expect(await input.isEnabled()).toBe(false);
    expect(await input.isSelected()).toBe(false);
    expect(await (await buy.shadow$(`label:has(input[value="${soldOut.id}"])`)).getText()).toContain('ausverkauft');

    await (await buy.shadow$('button[data-variant="primary"]')).click();
    expect(await (await buy.shadow$('[role="alert"]')).getText()).toBe('Bitte wähle zuerst eine Größe.');
    expect(await requestCount(CART_API.add)).toBe(0);
    expect(await reported('add_to_cart')).toEqual([]);
  });

  it('changes the quantity and removes the line on /warenkorb/, loading the cart once for both tags', async () => {
    const product = await findProduct({ soldOutSize: false });
    await fillCart(product, 2);
    await openAndSettle('/warenkorb/');
    const props = await browser.execute(() => document.querySelector<HTMLElement>('main [data-widget="minicart"]')?.dataset.props ?? '');
    if (!props.includes('"view":"page"')) throw new Error(`the /warenkorb/ page's minicart tag needs {"view":"page"} in data-props, has ${props}`);

    const cart = await widgetRoot('main [data-widget="minicart"]');
    const quantity = await cart.shadow$('select');
    await quantity.waitForDisplayed();
    expect(await quantity.getValue()).toBe('2');
    await browser.waitUntil(async () => (await headerBadge()) === '2', { timeoutMsg: 'the header badge did not show 2' });
    expect(await reported('view_cart')).toHaveLength(1);
    expect(await requestCount(CART_API.overview)).toBe(1);

    await quantity.selectByAttribute('value', '1');
    await browser.waitUntil(async () => (await reported('remove_from_cart')).length === 1, { timeoutMsg: 'no remove_from_cart' });
    expect((await reported('remove_from_cart'))[0]?.ecommerce).toMatchObject({ items: [expect.objectContaining({ item_id: product.productNumber, quantity: 1 })] });
    await browser.waitUntil(async () => (await headerBadge()) === '1', { timeoutMsg: 'the header badge did not show 1' });

    await (await cart.shadow$('button[aria-label$="entfernen"]')).click();
    await browser.waitUntil(async () => (await cart.getText()).includes('Dein Warenkorb ist leer.'), { timeoutMsg: 'the cart did not empty' });
    expect(await reported('remove_from_cart')).toHaveLength(2);
    await browser.waitUntil(async () => (await headerBadge()) === '', { timeoutMsg: 'the header badge stayed' });
  });

  it("opens the flyout from the header's cart entry by keyboard, reports view_cart, and closes it with Escape", async () => {
    const product = await findProduct({ soldOutSize: false });
    await fillCart(product, 1);
    await openAndSettle('/');
    const flyoutRoot = await widgetRoot('.shell-bar [data-widget="minicart"]');
    const headerSelector = '.shell-bar [data-widget="header"] [data-widget-root]';
    await browser.waitUntil(async () => (await headerBadge()) === '1', { timeoutMsg: 'the header badge did not show 1' });
    await browser.execute((selector: string) => {
      document.querySelector(selector)?.shadowRoot?.querySelector<HTMLElement>('a[href="/warenkorb/"]')?.focus();
    }, headerSelector);
    await browser.keys(['Enter']);
    const flyout = await flyoutRoot.shadow$('[role="region"]');
    await flyout.waitForDisplayed();
    // The flyout opens at once and says the cart is loading while the widget, hydrated by this Enter, asks for it.
    await browser.waitUntil(async () => (await flyout.getText()).includes(product.summary.name), { timeoutMsg: 'the flyout did not show the cart line' });
    expect(await (await flyout.$('a[href="/checkout/"]')).getText()).toBe('Zur Kasse');
    expect(await reported('view_cart')).toHaveLength(1);
    await browser.keys(['Escape']);
    await flyout.waitForExist({ reverse: true });
    expect(await browser.getUrl()).not.toContain('/warenkorb/');
    const focused = await browser.execute((selector: string) => document.querySelector(selector)?.shadowRoot?.activeElement?.getAttribute('href'), headerSelector);
    expect(focused).toBe('/warenkorb/');
  });

  it('shows the could-not-add modal after the retries when the add call fails', async () => {
    const product = await findProduct({ soldOutSize: false });
    const buy = await chooseSize(product, sizeOf(product, 'inStock').id);
    const failing = await failRequestsTo(CART_API.add, 500);
    try {
      await (await buy.shadow$('button[data-variant="primary"]')).click();
      // Two retries, 2 and 4 seconds apart, come first; the third would be due past the action's 8 s.
      expect(await dialogTitle(buy)).toBe(ADD_FAILED);
      expect(failing.calls()).toBe(3);
      expect(await reported('add_to_cart')).toEqual([]);
      const genericModal = await browser.execute(
        () => document.querySelector('[data-schaufenster-layer] [data-widget-root]')?.shadowRoot?.querySelector('[role="dialog"]') ?? null,
      );
      expect(genericModal).toBeNull();
      expect(await headerBadge()).toBe('');
    } finally {
      await failing.stop();
    }
  });

  it('says in the flyout when the cart could not be loaded, without the generic modal, and loads it with Nochmal versuchen', async () => {
    const product = await findProduct({ soldOutSize: false });
    await fillCart(product, 1);
    const flyout = async () => (await widgetRoot('.shell-bar [data-widget="minicart"]')).shadow$('[role="region"]');
    const failing = await failRequestsTo(CART_API.overview, 503);
    try {
      await openAndSettle('/');
      // The first interaction hydrates the mini-cart, whose load of the cart fails.
      await (await (await widgetRoot('.shell-bar [data-widget="header"]')).shadow$('a[href="/warenkorb/"]')).click();
      await browser.waitUntil(async () => (await (await flyout()).getText()).includes('Dein Warenkorb konnte leider nicht geladen werden.'), {
        timeoutMsg: 'the flyout did not say the cart could not be loaded',
      });
      expect(failing.calls()).toBe(1);
      expect(await errorModals()).toEqual([]);
    } finally {
      await failing.stop();
    }
    for (const button of await (await flyout()).$$('button')) {
      if ((await button.getText()).trim() === 'Nochmal versuchen') await button.click();
    }
    await browser.waitUntil(async () => (await (await flyout()).getText()).includes(product.summary.name), { timeoutMsg: 'the flyout did not show the cart line' });
    await browser.waitUntil(async () => (await headerBadge()) === '1', { timeoutMsg: 'the header badge did not show 1' });
  });

  it('makes no cart request on a page with the no-cart flag (/authenticate/)', async () => {
    await openAndSettle('/authenticate/');
    // The badge the server rendered hydrates in the first idle moment after the sign-in widget mounted.
    await browser.waitUntil(async () => (await widgetStates()).minicart === 'mounted', { timeoutMsg: 'the minicart did not hydrate' });
    // Every other widget asked for what it needs once the session answered; the cart would have been asked by then.
    await browser.waitUntil(async () => (await requestCount('/api/s/')) > 0, { timeoutMsg: 'no session request' });
    await afterTwoFrames();
    expect(await requestCount(CART_API.overview)).toBe(0);
  });
});
