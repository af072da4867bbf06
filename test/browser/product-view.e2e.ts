import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { discountRatio, formatMoney, type Product } from '../../shared/api';
import { MODEHAUS_SITE } from '../shared/site';
import { startForeignHost, type ForeignHost } from '../foreign-host/server';
import type { WidgetTag } from '../foreign-host/pages';
import { resizeTo } from './auth-flows';
import { addToCart, crossOriginPage, demoOrigin, foreignPort, waitForBadge, widgetHost } from './foreign-page';
import { openAndSettle } from './widget-page';

// A shop on another host whose site map shares no path with the demo's (its product pages live under /artikel/),
// building a product page as the README says: its URL list from the product feed, and on the page nothing of the
// product but its id in the product view's tag.

const VIEW = '[data-widget="minicart/product-view"]';
/** The logo comes from the CMS itself (its page's CSP allows images from its own origin). */
const SITE = { ...MODEHAUS_SITE, brand: { ...MODEHAUS_SITE.brand, logo: '/logo.svg' } };
const HEADER: WidgetTag = { widget: 'header', props: { variant: 'storefront' }, fallback: '<a href="/start/">Modehaus Berg</a>', minHeight: 72 };
const CART: WidgetTag = { widget: 'minicart', props: { loadCart: true } };

/** A product of the feed as the CMS imports it: the API's product, its slug and its gallery. */
type FeedProduct = Product & { slug: string; available: boolean; images: { url: string; alt: string }[] };

/** The first product of the feed that is reduced and has a size in stock, read as a CMS's import reads it. */
async function reducedProductOfFeed(): Promise<FeedProduct> {
  for (let next: string | null = '/api/catalog/feed/?limit=100'; next !== null; ) {
    const page = (await (await fetch(`${demoOrigin()}${next}`)).json()) as { products: FeedProduct[]; next: string | null };
    const found = page.products.find((product) => product.available && product.summary.price.originalPrice !== undefined);
    if (found) return found;
    next = page.next;
  }
  throw new Error('the feed holds no reduced product in stock');
}

/** What the product view shows: brand, name, price line, the large image (source, alt, loaded) and the thumbnails' states. */
function shownProduct() {
  return browser.execute((selector: string) => {
    const root = document.querySelector(selector)?.querySelector('[data-widget-root]')?.shadowRoot;
    const main = root?.querySelector<HTMLImageElement>('figure img.main');
    return {
      brand: root?.querySelector('.brand')?.textContent ?? '',
      name: root?.querySelector('h1')?.textContent ?? '',
      price: root?.querySelector('.price')?.textContent ?? '',
      image: { src: main?.src ?? '', alt: main?.alt ?? '', loaded: Boolean(main?.complete && main.naturalWidth > 0) },
      pressed: [...(root?.querySelectorAll('figure button') ?? [])].map((button) => button.getAttribute('aria-pressed')),
    };
  }, VIEW);
}

describe('a product page of a shop on another host, from nothing but the product id', () => {
  let cms: ForeignHost;
  let product: FeedProduct;

  before(async () => {
    product = await reducedProductOfFeed();
    const view: WidgetTag = { widget: 'minicart/product-view', props: { productId: product.id }, fallback: '<p>Der Artikel wird geladen …</p>', minHeight: 480 };
    cms = await startForeignHost({
      port: foreignPort(),
      pages: { [`/artikel/${product.slug}/`]: crossOriginPage(`Modehaus Berg – ${product.summary.name}`, [HEADER, CART, view], { site: SITE }) },
    });
    await browser.deleteCookies();
    await resizeTo(1280, 900);
  });
  after(() => cms.close());

  it('shows brand, name, the price with its discount and the gallery, switches images, and puts a size in the cart', async () => {
    await openAndSettle(`${cms.origin}/artikel/${product.slug}/`);
    const { salesPrice, originalPrice } = product.summary.price;
    const percent = Math.round(discountRatio(salesPrice.amount, originalPrice?.amount ?? 0) * 100);
    await browser.waitUntil(async () => (await shownProduct()).image.loaded, { timeoutMsg: 'the gallery’s first image never loaded' });
    expect(await shownProduct()).toEqual({
      brand: product.brand.name,
      name: product.summary.name,
      price: `${formatMoney(salesPrice)}${originalPrice ? formatMoney(originalPrice) : ''}−${percent} %`,
      image: { src: product.images[0]?.url, alt: product.images[0]?.alt, loaded: true },
      pressed: ['true', 'false', 'false'],
    });

    const host = await widgetHost(VIEW);
    await (await host.shadow$('figure button[aria-label="Bild 3 von 3 zeigen"]')).click();
    await browser.waitUntil(async () => (await shownProduct()).image.src === product.images[2]?.url && (await shownProduct()).image.loaded, {
      timeoutMsg: 'the third view never showed in the large image',
    });
    expect(await shownProduct()).toMatchObject({ image: { alt: product.images[2]?.alt }, pressed: ['false', 'false', 'true'] });

    expect(await addToCart(product, 'minicart/product-view')).toBe('Der Artikel liegt jetzt in deinem Warenkorb.');
    await browser.keys('Escape');
    await waitForBadge('1');
  });

  it('keeps one layout by its own width: the gallery beside the details in a wide column, above them in a phone’s', async () => {
    const columns = () =>
      browser.execute((selector: string) => {
        const root = document.querySelector(selector)?.querySelector('[data-widget-root]')?.shadowRoot;
        const gallery = root?.querySelector('figure')?.getBoundingClientRect();
        const name = root?.querySelector('h1')?.getBoundingClientRect();
        return gallery && name ? (name.left >= gallery.right ? 'beside' : name.top >= gallery.bottom ? 'below' : 'overlapping') : 'missing';
      }, VIEW);
    expect(await columns()).toBe('beside');
    await resizeTo(375, 800);
    await browser.waitUntil(async () => (await columns()) === 'below', { timeoutMsg: 'the details never went below the gallery on a phone' });
    await resizeTo(1280, 900);
  });
});
