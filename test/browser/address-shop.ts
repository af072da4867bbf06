// Helpers of the address browser tests: the address widgets' shadow roots, the cart and the reported events.
import { $, browser } from '@wdio/globals';
import { Key } from 'webdriverio';

/** The address book on /account/addresses/. */
export const BOOK = '[data-widget="address"]';

/** The checkout and confirmation on /checkout/ and /checkout/bestaetigung/. */
export const CHECKOUT = '[data-widget="address/checkout"]';

/** An element inside a widget's shadow root. */
export function inWidget(tag: string, selector: string) {
  return $(`${tag} [data-widget-root]`).shadow$(selector);
}

/** The visible text of a widget, whitespace collapsed. */
export function widgetText(tag: string): Promise<string> {
  return browser.execute((selector: string) => (document.querySelector(selector)?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' '), `${tag} [data-widget-root]`);
}

/** Waits until a widget shows a text. */
export async function waitForText(tag: string, text: string): Promise<void> {
  await browser.waitUntil(async () => (await widgetText(tag)).includes(text), { timeoutMsg: `${tag} never showed "${text}"` });
}

/** A button of a widget by its text (inside an element matching `within`, if given). */
export async function buttonOf(tag: string, text: string, within = ''): Promise<WebdriverIO.Element> {
  const buttons = await $(`${tag} [data-widget-root]`).shadow$$(`${within} button`.trim());
  for (const button of buttons) if ((await button.getText()).trim() === text) return button;
  throw new Error(`${tag} shows no button "${text}"`);
}

/** Types values into the named fields of the widget's form. */
/**
 * Replaces a text field's content as a shopper does: select all, delete, type. WebDriver's clear does not
 * reach React's state, so a value the form filled in itself (the city a postal code completes) would stay.
 */
async function replaceText(field: ReturnType<typeof inWidget>, value: string): Promise<void> {
  await field.click();
  await browser.keys([Key.Ctrl, 'a']);
  await browser.keys(Key.Backspace);
  await field.addValue(value);
}

export async function fillFields(tag: string, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = await inWidget(tag, `form [name="${name}"]`);
    await field.waitForDisplayed();
    if ((await field.getTagName()) === 'select') await field.selectByAttribute('value', value);
    else await replaceText(field, value);
  }
}

/** The address book's cards, as rendered text (lines joined by spaces). */
export function bookCards(): Promise<string[]> {
  return browser.execute(
    (selector: string) =>
      [...(document.querySelector(selector)?.shadowRoot?.querySelectorAll<HTMLElement>('li.card') ?? [])].map((card) => card.innerText.replace(/\s+/g, ' ')),
    `${BOOK} [data-widget-root]`,
  );
}

/** Clicks a button of the address card that contains a text. */
export async function clickOnCard(cardText: string, buttonText: string): Promise<void> {
  const cards = await $(`${BOOK} [data-widget-root]`).shadow$$('li.card');
  for (const card of cards) {
    if (!(await card.getText()).includes(cardText)) continue;
    for (const button of await card.$$('button')) {
      if ((await button.getText()).trim() === buttonText) return button.click();
    }
  }
  throw new Error(`no card with "${cardText}" has a button "${buttonText}"`);
}

/** Puts one in-stock size of a catalog product into the browser's cart through the API; gives the cart's subtotal minus voucher in cents. */
export async function fillCart(): Promise<number> {
  const value = await browser.execute(async () => {
    const { products } = (await (await fetch('/api/catalog/products/')).json()) as { products: { variations: { id: string; availability: { type: string } }[] }[] };
    for (const product of products) {
      for (const variation of product.variations.filter((candidate) => candidate.availability.type === 'inStock')) {
        const body = JSON.stringify({ variationId: variation.id, component: 'product_page', componentAction: 'add_to_cart' });
        const added = await fetch('/api/checkout-v3/cart/add/', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        if (!added.ok) continue;
        const cart = (await added.json()) as { summary: { subtotal: { amount: number }; voucher?: { amount: { amount: number } } } };
        return cart.summary.subtotal.amount - (cart.summary.voucher?.amount.amount ?? 0);
      }
    }
    return -1;
  });
  if (value < 0) throw new Error('no size of the catalog could be put in the cart');
  return value;
}

/** The events of one name in the page's data layer. */
export function reported(event: string): Promise<{ event: string; ecommerce?: Record<string, unknown> }[]> {
  return browser.execute(
    (name: string) =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry: unknown): entry is { event: string; ecommerce?: Record<string, unknown> } =>
          typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === name,
      ),
    event,
  );
}

const RECORD_KEY = 'e2e:recorded-events';

/**
 * Records the named events this page pushes into sessionStorage, so a test can count them after the page
 * navigated away (e.g. an event pushed just before a link or the order leads to the next page).
 */
export async function recordAcrossNavigation(events: string[]): Promise<void> {
  await browser.execute(
    (key: string, names: string[]) => {
      const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
      const push = layer.push.bind(layer);
      layer.push = (...entries: unknown[]) => {
        const recorded = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
        for (const entry of entries) {
          if (typeof entry === 'object' && entry !== null && names.includes(String((entry as { event?: unknown }).event))) recorded.push(entry);
        }
        sessionStorage.setItem(key, JSON.stringify(recorded));
        return push(...entries);
      };
    },
    RECORD_KEY,
    events,
  );
}

/** The events of one name recorded by {@link recordAcrossNavigation} in this tab. */
export function recorded(event: string): Promise<{ event: string; ecommerce?: Record<string, unknown> }[]> {
  return browser.execute(
    (key: string, name: string) =>
      (JSON.parse(sessionStorage.getItem(key) ?? '[]') as { event: string; ecommerce?: Record<string, unknown> }[]).filter((entry) => entry.event === name),
    RECORD_KEY,
    event,
  );
}
