// Helpers of the mini-cart browser tests: products of the demo catalog, widget roots, reports and requests.
import { $, browser } from '@wdio/globals';
import type { Product } from '../../shared/api';

/** The cart calls the tests watch. */
export const CART_API = {
  overview: '/api/checkout-v3/cart/overview/',
  add: '/api/checkout-v3/cart/add/',
} as const;

/** What a product must offer for a test: only in-stock sizes' count matters, and whether one size is sold out. */
export interface ProductWanted {
  soldOutSize: boolean;
}

/**
 * Finds a product of the seeded catalog with at least one size in stock (and one sold out, if wanted),
 * reading the tiles of the catalog pages the way the CMS renders them.
 */
export async function findProduct(wanted: ProductWanted): Promise<Product> {
  const found = await browser.execute(async (soldOutSize: boolean) => {
    for (let page = 1; page <= 20; page += 1) {
      // The catalog listing the search results read (every product without a search text).
      const { products } = (await (await fetch(`/api/catalog/products/?page=${page}`)).json()) as { products: Product[] };
      if (products.length === 0) break;
      for (const product of products) {
        const types = product.variations.map((variation) => variation.availability.type);
        if (types.includes('inStock') && (!soldOutSize || types.includes('outOfStock'))) return product;
      }
    }
    return null;
  }, wanted.soldOutSize);
  if (!found) throw new Error(`the catalog has no product with ${wanted.soldOutSize ? 'a sold-out and ' : ''}an in-stock size`);
  return found;
}

/** The first size of a product in the given stock state. */
export function sizeOf(product: Product, type: 'inStock' | 'outOfStock') {
  const variation = product.variations.find((candidate) => candidate.availability.type === type);
  if (!variation) throw new Error(`${product.summary.name} has no size ${type}`);
  return variation;
}

/** The shadow host of a widget tag, e.g. `[data-widget="minicart/buy-button"]` or `main [data-widget="minicart"]`. */
export function widgetRoot(tagSelector: string): Promise<WebdriverIO.Element> {
  return $(`${tagSelector} [data-widget-root]`).getElement();
}

/** The ecommerce events of one name in the page's data layer. */
export function reported(event: string): Promise<{ event: string; ecommerce: Record<string, unknown> }[]> {
  return browser.execute(
    (name: string) =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry: unknown): entry is { event: string; ecommerce: Record<string, unknown> } =>
          typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === name,
      ),
    event,
  );
}

/** The header badge's count, or '' when it shows none. */
export function headerBadge(): Promise<string> {
  return browser.execute(
    () => document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot?.querySelector('[data-testid="cart-badge"]')?.textContent ?? '',
  );
}

/**
 * Puts sizes into the visitor's cart through the API (as the browser's own session), `quantity` pieces each;
 * returns the first in-stock size of which that many pieces were in stock.
 */
export async function fillCart(product: Product, quantity: number): Promise<string> {
  const variationId = await browser.execute(
    async (sizes: string[], pieces: number, path: string) => {
      for (const id of sizes) {
        let added = 0;
        while (added < pieces) {
          const response = await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ variationId: id, component: 'product_page', componentAction: 'add_to_cart' }),
          });
          if (!response.ok) break;
          added += 1;
        }
        if (added === pieces) return id;
        // Not enough stock: take this size out again and try the next one.
        await fetch('/api/checkout-v3/cart/remove/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ variationId: id }) });
      }
      return null;
    },
    product.variations.filter((variation) => variation.availability.type === 'inStock').map((variation) => variation.id),
    quantity,
    CART_API.add,
  );
  if (!variationId) throw new Error(`no size of ${product.summary.name} has ${quantity} pieces in stock`);
  return variationId;
}
