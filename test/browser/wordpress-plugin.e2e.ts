import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { $, $$, browser, expect } from '@wdio/globals';
import './csp-guard';
import type { Product } from '../../shared/api';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../server/test-server-process';
import { seededDataDir } from '../../scripts/seeded-data-dir';
import { buildPluginZip } from '../../tools/wordpress/build-zip';
import { resizeTo } from './auth-flows';
import { HOME_INPUT } from '../shared/address-fixtures';
import { CHECKOUT, buttonOf, inWidget, waitForText } from './address-shop';
import { freshEmail, mailedCode } from './auth-outbox';
import { fillAuthForm, submitAuthForm, waitForAuthText, waitForPath } from './auth-widget';
import { addToCart, widgetHost } from './foreign-page';
import { freePort } from './free-port';
import { linksOffSite } from './wordpress-links';
import { openSearchBox } from './search-box';
import { mountDeferred, openAndSettle, setScripting } from './widget-page';
import { WORDPRESS_ADMIN, startWordPress, type WordPressSite } from './wordpress-site';
import { createShopPages, rest } from './wordpress-admin';

// The WordPress plugin in Debian's WordPress (README "WordPress"): its zip installed and activated in the admin, the
// site configured on Einstellungen → Schaufenster, a page of its blocks, then a shopper on that site. WordPress is set
// up once for the file; the tests follow one another like the CMS team's and the shopper's day.

const run = promisify(execFile);

/** The product pages of the shop: the widget server links them (PRODUCT_PATH), the plugin answers them. */
const PRODUCT_PATH = '/produkt/{slug}/';
const PRODUCT_PAGE = /^\/produkt\/[^/]+\/$/;

describe('the WordPress plugin in Debian’s WordPress', function () {
  // MariaDB, php-fpm, nginx, WordPress's installation and the widget server start in the first hook.
  this.timeout(SERVER_START_TIMEOUT_MS + 60_000);
  let dataDir = '';
  let shop: ServerProcess | undefined;
  let site: WordPressSite | undefined;
  let origin = '';
  /** The product of the buy button, picked by name. */
  let product: Product | undefined;

  before(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = await seededDataDir();
    // README setup 1: the widgets and the API on WordPress's origin (the README's nginx file), rendered for its pages.
    // Without TRUST_PROXY: a server behind a trusted proxy has no /dev/outbox/, where the test reads the mailed code.
    shop = await startServerProcess({ DATA_DIR: dataDir, WIDGETS_DIST: process.env.WIDGETS_DIST ?? 'dist/build/widgets', PUBLIC_ORIGIN: origin, IMAGE_ORIGIN: origin, PRODUCT_PATH });
    site = await startWordPress({ port, schaufenster: new URL(shop.url).host });
    await createShopPages(site);
    await resizeTo(1280, 900);
  });

  afterEach(() => setScripting(true));

  after(async () => {
    await site?.close();
    await shop?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('installs from its zip and activates in the admin', async () => {
    const zip = path.resolve(buildPluginZip());
    await logIn();
    await browser.url(`${origin}/wp-admin/plugin-install.php?tab=upload`);
    await $('#pluginzip').setValue(zip);
    await $('#install-plugin-submit').click();
    await expect($('#wpbody-content')).toHaveText(expect.stringContaining('Das Plugin wurde erfolgreich installiert.'));
    await $('#wpbody-content a[href*="action=activate"]').click();
    await expect($('tr.active[data-slug="schaufenster"]')).toBeExisting();
  });

  it('saves the site on Einstellungen → Schaufenster, refusing a wrong route with its message and keeping what was typed', async () => {
    await $('#menu-settings > a').click();
    await $('#menu-settings a[href="options-general.php?page=schaufenster"]').click();
    await $(`[name="schaufenster[render_server]"]`).setValue(shop?.url ?? '');
    await $(`[name="schaufenster[brand][name]"]`).setValue('Modehaus Berg');
    await $('#schaufenster-route-checkout-page').selectByVisibleText('Kasse');
    await $('#schaufenster-route-authenticate-page').selectByVisibleText('Anmelden');
    await $('#schaufenster-route-orderConfirmation-page').selectByVisibleText('Danke');
    const pages = { account: 'Konto', orders: 'Bestellungen', returns: 'Retouren', terms: 'AGB', privacy: 'Datenschutz' };
    for (const [route, page] of Object.entries(pages)) await $(`#schaufenster-route-${route}-page`).selectByVisibleText(page);
    await $('#schaufenster-menu').selectByVisibleText('Hauptmenü');
    // The cart typed as a path without its leading slash: refused, nothing saved, the text kept for the correction.
    await $('#schaufenster-route-cart').setValue('warenkorb/');
    await $('#submit').click();
    await expect($('.schaufenster-problem')).toHaveText('Warenkorb: Erwartet wird ein Pfad, der mit genau einem „/“ beginnt (z. B. „/korb/“), oder eine http(s)-URL.');
    await expect($('#schaufenster-route-cart')).toHaveValue('warenkorb/');
    expect(await site?.php("echo json_encode(get_option('schaufenster_settings'));")).toBe('false');
    await $('#schaufenster-route-cart').setValue('/warenkorb/');
    await $('#submit').click();
    await expect($('.notice-success p')).toHaveText('Einstellungen gespeichert.');
    await expect($(`[name="schaufenster[brand][name]"]`)).toHaveValue('Modehaus Berg');
  });

  it('finds a product by name for the buy button and builds the home page of header, search and buy button blocks', async () => {
    const found = await rest<{ id: string; name: string }[]>('GET', '/schaufenster/v1/products?search=Kleid');
    expect(found.length).toBeGreaterThan(0);
    product = await inStock(found.map(({ id }) => id));
    const page = await rest<{ id: number; link: string }>('POST', '/wp/v2/pages', {
      title: 'Start',
      status: 'publish',
      content: [
        '<!-- wp:schaufenster/header {"props":{"variant":"storefront"}} /-->',
        '<!-- wp:schaufenster/search /-->',
        `<!-- wp:schaufenster/minicart-buy-button {"props":{"productId":"${product.id}"}} /-->`,
        '<!-- wp:schaufenster/minicart /-->',
        '<!-- wp:schaufenster/auth {"props":{"mode":"modal"}} /-->',
      ].join('\n'),
    });
    await site?.php(`update_option('show_on_front', 'page'); update_option('page_on_front', ${page.id});`);
    // The block editor loads the blocks: the page's blocks show with their titles and no notice.
    await browser.url(`${origin}/wp-admin/post.php?post=${page.id}&action=edit`);
    await browser.waitUntil(async () => (await $$('.schaufenster-block > strong').length) === 5, { timeoutMsg: 'the editor did not show the five blocks' });
    expect(await $$('.schaufenster-block > strong').map((title) => title.getText())).toEqual([
      'Schaufenster: Kopfzeile',
      'Schaufenster: Suche',
      'Schaufenster: Kaufen-Button',
      'Schaufenster: Warenkorb',
      'Schaufenster: Anmeldung',
    ]);
    await expect($('.schaufenster-block .components-notice')).not.toBeExisting();
  });

  it('shows a wrong prop as a notice on its block in the editor, and picks a product by name in the buy button’s settings', async () => {
    const draft = await rest<{ id: number }>('POST', '/wp/v2/pages', {
      title: 'Entwurf',
      status: 'draft',
      content: '<!-- wp:schaufenster/header {"props":{"variant":"kaputt"}} /-->\n<!-- wp:schaufenster/minicart-buy-button /-->',
    });
    await browser.url(`${origin}/wp-admin/post.php?post=${draft.id}&action=edit`);
    const notices = () => $$('.schaufenster-block .components-notice__content').map((notice) => notice.getText());
    await browser.waitUntil(async () => (await notices()).length === 2, { timeoutMsg: 'the editor did not show the two blocks’ notices' });
    expect(await notices()).toEqual(['variant: erwartet einen von "storefront", "checkout"', 'Genau eins von productId, product angeben (auf einer Produktseite: leer lassen)']);
    await $$('.schaufenster-block')[1]?.click();
    await $('.schaufenster-product-picker input').setValue('Kleid');
    await $('.schaufenster-product-picker').$('button=Suchen').click();
    const first = $('.schaufenster-product-picker li button');
    const label = await first.getText();
    await first.click();
    const id = /\((P\d+)\)$/.exec(label)?.[1];
    expect(id).toBeDefined();
    await expect($$('.schaufenster-block')[1]).toHaveText(expect.stringContaining(`Produkt: ${id}`));
    expect(await notices()).toEqual(['variant: erwartet einen von "storefront", "checkout"']);
  });

  it('shows the home page whole without JavaScript: the widgets rendered by the widget server for this site', async () => {
    // A widget server that has not rendered yet (its first renders are slow on a busy machine) may miss the plugin's
    // 1 s: that page keeps its fallbacks and the plugin pauses for 30 s. Wait for WordPress's page with the header's render.
    await browser.waitUntil(async () => (await (await fetch(`${origin}/`)).text()).includes('data-widget-root="header"'), {
      timeout: 60_000,
      interval: 2_000,
      timeoutMsg: 'WordPress never served the home page with the header rendered by the widget server',
    });
    await browser.deleteCookies();
    await setScripting(false);
    await browser.url(`${origin}/`);
    // The brand, the menu and the routes of the settings: the header's links lead into this WordPress.
    const links = await browser.execute(() =>
      [...(document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot?.querySelectorAll('a') ?? [])].map((link) => [link.getAttribute('href'), link.textContent?.trim()]),
    );
    expect(links).toContainEqual(['/', 'Modehaus Berg']);
    expect(links).toContainEqual(['/?s=kleid', 'Kleider']);
    expect(links.map(([href]) => href)).toContain('/warenkorb/');
    await expect(widgetHost('[data-widget="minicart/buy-button"]').shadow$('button[data-variant="primary"]')).toBeExisting();
  });

  it('hydrates with a silent console and one header, searches with Enter, opens a result’s product page and adds it to the cart', async () => {
    await openAndSettle(`${origin}/`);
    await mountDeferred();
    expect(await $$('[data-widget="header"] [data-widget-root]')).toHaveLength(1);
    await expect($('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'mounted');
    expect(await linksOffSite(PRODUCT_PAGE)).toEqual([]);
    const input = await openSearchBox(widgetHost('[data-widget="search"]'));
    await input.setValue('kleid');
    await browser.keys('Enter');
    await browser.waitUntil(async () => (await browser.getUrl()) === `${origin}/?s=kleid`, { timeoutMsg: 'Enter did not lead to WordPress’s search' });
    const results = widgetHost('[data-widget="search/results"]');
    const tiles = results.shadow$$('ul[aria-label="Suchergebnisse"] a');
    await browser.waitUntil(async () => (await tiles.length) > 0, { timeoutMsg: 'the search page shows no results for kleid' });
    const hrefs = await tiles.map((tile) => tile.getAttribute('href'));
    const slugs = hrefs.map((href) => /^\/produkt\/([^/]+)\/$/.exec(href ?? '')?.[1] ?? '');
    expect(slugs.every(Boolean)).toBe(true);
    const chosen = await firstAvailable(slugs);
    await (await tiles[chosen.index])?.click();
    await browser.waitUntil(async () => (await browser.getUrl()) === `${origin}/produkt/${chosen.product.slug}/`, { timeoutMsg: 'the result did not open the plugin’s product page' });
    await expect(browser).toHaveTitle(expect.stringContaining(chosen.product.summary.name));
    expect(await addToCart(chosen.product, 'minicart/product-view')).toBe('Der Artikel liegt jetzt in deinem Warenkorb.');
    // The search page, the product page and the sheet after adding: every link a page of this site's settings.
    expect(await linksOffSite(PRODUCT_PAGE)).toEqual([]);
  });

  it('signs a guest in with a mailed code on the sign-in page and checks out to the confirmation page', async () => {
    const email = freshEmail('wordpress-guest');
    await openAndSettle(`${origin}/anmelden/?p=guest&callbackPath=%2Fkasse%2F`);
    await fillAuthForm('guest', { email });
    await submitAuthForm('guest');
    await waitForAuthText('Mit Gastkonto anmelden');
    await fillAuthForm('otp-verify', { code: await mailedCode(email, 0, shop?.url) });
    await submitAuthForm('otp-verify');
    await waitForPath('/kasse/');
    // The guest's delivery address, kept in the book as the account pages would (the checkout then starts with it).
    const saved = await browser.execute(
      async (json: string) => (await fetch('/api/account/addresses/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: json })).status,
      JSON.stringify(HOME_INPUT),
    );
    expect(saved).toBe(201);
    await openAndSettle(`${origin}/kasse/`);
    await waitForText(CHECKOUT, 'Lieferadresse');
    expect(await linksOffSite(PRODUCT_PAGE)).toEqual([]);
    await (await buttonOf(CHECKOUT, 'Weiter zur Zahlungsart')).click();
    await (await inWidget(CHECKOUT, 'input[type="radio"][value="invoice"]')).click();
    await (await buttonOf(CHECKOUT, 'Jetzt kaufen')).click();
    await browser.waitUntil(async () => /^\/danke\/\?order=SF-\d{4}-\d{6}$/.test(await browser.execute(() => location.pathname + location.search)), {
      timeoutMsg: 'the order did not land on the confirmation page of the settings',
    });
    await waitForText(CHECKOUT, 'Vielen Dank für deine Bestellung!');
    expect(await linksOffSite(PRODUCT_PAGE)).toEqual([]);
  });

  it('answers an unknown product’s address with 404', async () => {
    const answer = await fetch(`${origin}/produkt/gibt-es-nicht/`);
    expect(answer.status).toBe(404);
  });

  it('leaves nothing for check-tags to find on its pages', async () => {
    const urls = [`${origin}/`, `${origin}/?s=kleid`, `${origin}${product?.path}`, `${origin}/warenkorb/`, `${origin}/anmelden/`, `${origin}/kasse/`];
    const { stdout } = await run('npx', ['tsx', 'tools/check-tags.ts', ...urls], { cwd: path.join(__dirname, '..', '..') });
    expect(stdout).toMatch(/6 files, \d+ tags checked, 0 tags with dynamic props not checkable here, 0 errors/);
  });

  it('keeps its settings when deactivated and removes them when deleted', async () => {
    const settings = () => site?.php("echo json_encode(get_option('schaufenster_settings'));");
    // The shopper's visit left the editor logged out.
    await logIn();
    await browser.url(`${origin}/wp-admin/plugins.php`);
    await $('tr[data-slug="schaufenster"] .deactivate a').click();
    await expect($('tr.inactive[data-slug="schaufenster"]')).toBeExisting();
    expect(await settings()).not.toBe('false');
    // WordPress asks with window.confirm, which the WebDriver session dismisses on its own: the editor says yes.
    await browser.execute(() => {
      window.confirm = () => true;
    });
    await $('tr[data-slug="schaufenster"] .delete a').click();
    await browser.waitUntil(async () => (await settings()) === 'false', { timeoutMsg: 'deleting the plugin left its settings' });
  });

  /** Logs the editor in to WordPress's admin. */
  async function logIn(): Promise<void> {
    await browser.url(`${origin}/wp-login.php`);
    await $('#user_login').setValue(WORDPRESS_ADMIN.user);
    await $('#user_pass').setValue(WORDPRESS_ADMIN.password);
    await $('#wp-submit').click();
    await $('#wpadminbar').waitForExist();
  }

  /** The first of the products with a size in stock, as the widget server answers it. */
  async function inStock(ids: string[]): Promise<Product> {
    for (const id of ids) {
      const found = (await (await fetch(`${shop?.url}/api/catalog/products/${id}`)).json()) as Product;
      if (found.variations.some((variation) => variation.availability.type === 'inStock')) return found;
    }
    throw new Error('no product found by name has a size in stock');
  }

  /** The first search result whose product has a size in stock (looked up by slug, as the plugin does). */
  async function firstAvailable(slugs: string[]): Promise<{ index: number; product: Product & { slug: string } }> {
    for (const [index, slug] of slugs.entries()) {
      const found = (await (await fetch(`${shop?.url}/api/catalog/products/by-slug/${slug}`)).json()) as Product & { slug: string; available: boolean };
      if (found.available) return { index, product: found };
    }
    throw new Error('no search result has a size in stock');
  }
});
