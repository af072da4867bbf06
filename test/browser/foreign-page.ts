import { closeSearch, openSearchBox } from './search-box';
// Helpers of the embedding browser tests: the foreign CMS pages, and what the widgets on them show.
import { $, browser } from '@wdio/globals';
import type { Product } from '../../shared/api';
import type { ForeignPageOptions, WidgetTag } from '../foreign-host/pages';
import { foreignPortOf } from './foreign-origin';
import { findProduct } from './minicart-shop';
import { openAndSettle } from './widget-page';

export { STOREFRONT_TAGS } from '../foreign-host/pages';

/**
 * A product in stock for a CMS page to show: a CMS knows its products from its own PIM, the tests take one from the
 * catalog of the demo server at `origin` (default: the browser tests' own).
 */
export async function productForCmsPage(origin = ''): Promise<Product> {
  await openAndSettle(`${origin}/`);
  return await findProduct({ soldOutSize: false });
}

/** The demo server: the widgets' and the API's origin for the foreign pages. */
export const demoOrigin = (): string => new URL(browser.options.baseUrl ?? '').origin;

/** The port of the foreign CMS beside the demo server this spec file runs against (its ALLOWED_ORIGINS name it). */
export const foreignPort = (): number => foreignPortOf(Number(new URL(demoOrigin()).port));

/** The origin the demo's images come from (its IMAGE_ORIGIN default), for the foreign page's img-src. */
export const demoImageOrigin = (): string => `http://localhost:${new URL(demoOrigin()).port}`;

/** The buy button of a product, as a product page of the CMS carries it: by its id (as an editor writes it) or with the whole product. */
export const buyButtonTag = (product: Product, { byId = false } = {}): WidgetTag => ({
  widget: 'minicart/buy-button',
  props: byId ? { productId: product.id } : { product },
  fallback: '<p>Größe wählen …</p>',
  minHeight: 156,
});

/** A foreign page whose widgets and API live on the demo's origin (data-api). */
export function crossOriginPage(title: string, tags: readonly WidgetTag[], extra: Partial<ForeignPageOptions> = {}): () => ForeignPageOptions {
  return () => ({ title, widgetsOrigin: demoOrigin(), api: demoOrigin(), imageOrigin: demoImageOrigin(), tags, ...extra });
}

/** The paths (with origin) of every request the page made, from resource timing. */
export function requestedUrls(): Promise<string[]> {
  return browser.execute(() => performance.getEntriesByType('resource').map((entry) => entry.name));
}

/** The answer status of every request the page made to a URL starting with `prefix` (resource timing; 0 until answered). */
export function responseStatuses(prefix: string): Promise<{ url: string; status: number }[]> {
  return browser.execute(
    (start: string) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(start))
        .map((entry) => ({ url: entry.name, status: (entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus ?? 0 })),
    prefix,
  );
}

/** The answer statuses of the mount beacons the page sent to the API (resource timing; 0 until answered). */
export async function beaconStatuses(api: string): Promise<number[]> {
  return (await responseStatuses(`${api}/api/widget-mounts/`)).map((entry) => entry.status);
}

/** The session as the API tells the open page (called from the page, with its cookie). */
export async function sessionOnApi(api: string): Promise<{ isLogged: boolean }> {
  return await browser.execute(async (url: string) => {
    const session = (await (await fetch(url, { credentials: 'include' })).json()) as { aboutMe: { isLogged: boolean } };
    return { isLogged: session.aboutMe.isLogged };
  }, `${api}/api/s/`);
}

/** The shadow root host of a widget tag. */
export const widgetHost = (tag: string) => $(`${tag} [data-widget-root]`);

/** Types into the search box and waits for its hits; gives their texts. */
export async function searchFor(text: string): Promise<string[]> {
  const input = await openSearchBox(widgetHost('[data-widget="search"]'));
  await input.setValue(text);
  let hits: string[] = [];
  await browser.waitUntil(
    async () => {
      hits = await browser.execute(
        () => [...(document.querySelector('[data-widget="search"] [data-widget-root]')?.shadowRoot?.querySelectorAll('[role="option"]') ?? [])].map((option) => option.textContent ?? ''),
      );
      return hits.length > 0;
    },
    { timeoutMsg: `the search never showed hits for "${text}"` },
  );
  await closeSearch(widgetHost('[data-widget="search"]'));
  return hits;
}

/** Chooses the first in-stock size in the buy button, puts it in the cart and waits for the confirmation sheet; gives its title. */
export async function addToCart(product: Product, widget: 'minicart/buy-button' | 'minicart/product-view' = 'minicart/buy-button'): Promise<string> {
  const size = product.variations.find((variation) => variation.availability.type === 'inStock');
  if (!size) throw new Error(`${product.summary.name} has no size in stock`);
  const buy = await widgetHost(`[data-widget="${widget}"]`);
  const sizeLabel = await buy.shadow$(`label:has(input[value="${size.id}"])`);
  // A buy button placed by product id shows blank placeholder sizes until its product arrives (its own request on a
  // page no server rendered, slow on a busy machine): the shopper, and the test, wait for the real ones.
  await sizeLabel.waitForDisplayed({ timeout: 20_000, timeoutMsg: `${widget} never showed the size ${size.size.label} of ${product.summary.name}` });
  await sizeLabel.click();
  await (await buy.shadow$('button[data-variant="primary"]')).click();
  const title = await buy.shadow$('[role="dialog"] h2');
  await title.waitForDisplayed({ timeout: 20_000 });
  return title.getText();
}

/** The header's cart badge ('' when it shows none). */
export function cartBadge(): Promise<string> {
  return browser.execute(
    () => document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot?.querySelector('[data-testid="cart-badge"]')?.textContent ?? '',
  );
}

/** Waits until the header's cart badge shows `count`; the message says what it showed instead. */
export async function waitForBadge(count: string): Promise<void> {
  let shown = '';
  await browser.waitUntil(
    async () => {
      shown = await cartBadge();
      return shown === count;
    },
    { timeoutMsg: `the header badge showed "${shown}" instead of ${count}` },
  );
}

/** Whether the header shows the logged-in account entry (a link to the site's account page instead of the login button). */
export function headerGreetsCustomer(): Promise<boolean> {
  return browser.execute(() => document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot?.querySelector('a.entry') !== null);
}

/** The first of these product pages (`/p/<slug>/`) whose product has a size in stock, looked up by slug as a CMS's import knows it. */
export async function firstInStock(paths: readonly string[]): Promise<{ path: string; product: Product }> {
  for (const path of paths) {
    const product = (await (await fetch(`${demoOrigin()}/api/catalog/products/by-slug/${path.split('/')[2] ?? ''}`)).json()) as Product;
    if (product.variations.some((variation) => variation.availability.type === 'inStock')) return { path, product };
  }
  throw new Error(`none of ${paths.length} product pages has a size in stock`);
}
