import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import { formatMoney, type Product } from '../../shared/api';
import { HOME_INPUT } from '../shared/address-fixtures';
import { MODEHAUS_SITE } from '../shared/site';
import { startForeignHost, type ForeignHost } from '../foreign-host/server';
import type { ForeignPageOptions, WidgetTag } from '../foreign-host/pages';
import { PASSWORD, resizeTo } from './auth-flows';
import { freshEmail, mailedCode, mailedOrder } from './auth-outbox';
import { fillAuthForm, inAuth, submitAuthForm, waitForAuthText } from './auth-widget';
import { CHECKOUT, buttonOf, inWidget, waitForText } from './address-shop';
import { addToCart, buyButtonTag, firstInStock, crossOriginPage, demoOrigin, headerGreetsCustomer, productForCmsPage, waitForBadge, widgetHost, foreignPort } from './foreign-page';
import { openSearchBox } from './search-box';
import { mountDeferred, openAndSettle } from './widget-page';
import { type RenderedLink, widgetLinks } from './widget-links';

// A shop whose site map shares no path with the demo's: every link a widget renders and every page it
// sends the shopper to must be one of these routes (or a product or help page the API names). The site
// names no logout route, so Abmelden is the API's /logout/, which lands on this site's home.
const { logout: _ownLogout, ...ROUTES } = MODEHAUS_SITE.routes;
/** The logo comes from the CMS itself (its page's CSP allows images from its own origin). */
const SITE = { ...MODEHAUS_SITE, brand: { ...MODEHAUS_SITE.brand, logo: '/logo.svg' }, routes: ROUTES };

/** The paths of the site's pages (routes without their query templates, and the navigation). */
const SITE_PATHS = new Set([...Object.values(ROUTES), ...SITE.navigation.map((link) => link.href)].map((href) => new URL(href, 'http://site.invalid').pathname));

/** Pages the API names: products (its PRODUCT_PATH, the demo's /p/<slug>/) and help pages. */
const API_PAGE = /^\/(p\/[^/]+\/|faq\/[^?#]*)$/;

const HEADER: WidgetTag = { widget: 'header', props: { variant: 'storefront' }, fallback: '<a href="/start/">Modehaus Berg</a>', minHeight: 72 };
const CHECKOUT_HEADER: WidgetTag = { widget: 'header', props: { variant: 'checkout', safeCheckout: true }, minHeight: 72 };
const SEARCH: WidgetTag = { widget: 'search', minHeight: 48 };
const CART: WidgetTag = { widget: 'minicart', props: { loadCart: true } };
const AUTH_MODAL: WidgetTag = { widget: 'auth', props: { mode: 'modal' } };
const RESULTS: WidgetTag = { widget: 'search/results', fallback: '<p><a href="/suche/">Alle Produkte ansehen</a></p>', minHeight: 480 };

describe('widgets on a shop with a site map of its own (the site configuration)', () => {
  let cms: ForeignHost;
  let product: Product;
  /** Every link seen in every state the tests opened. */
  const seen: RenderedLink[] = [];
  /** The shop's pages; a product page is added as the CMS's import of the product feed would have made it. */
  const cmsPages: Record<string, () => ForeignPageOptions> = {};
  /** The customer who registers, later orders, and gets the order's mail. */
  const customer = freshEmail('site-register');

  /** Where a link leads, judged against the site: undefined when it is fine, else why not. */
  function offSite({ href }: RenderedLink): string | undefined {
    const url = new URL(href);
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') return undefined;
    if (url.origin === demoOrigin() && url.pathname === '/logout/') {
      return url.searchParams.get('home') === `${cms.origin}/start/` ? undefined : 'a logout that does not land on the site’s home';
    }
    if (url.origin !== cms.origin) return 'another origin than the shop’s';
    if (SITE_PATHS.has(url.pathname) || API_PAGE.test(url.pathname)) return undefined;
    return 'no route of the site';
  }

  /** Collects the links the open page's widgets show now and expects each to lead somewhere on the site. */
  async function expectLinksOnSite(state: string): Promise<RenderedLink[]> {
    const links = await widgetLinks();
    seen.push(...links);
    const wrong = links.map((link) => ({ ...link, why: offSite(link) })).filter((link) => link.why !== undefined);
    expect({ state, wrong }).toEqual({ state, wrong: [] });
    return links;
  }

  async function waitForPage(pathAndQuery: RegExp): Promise<void> {
    await browser.waitUntil(async () => pathAndQuery.test(await browser.execute(() => `${location.origin}|${location.pathname}${location.search}`)), {
      timeoutMsg: `the browser never reached ${pathAndQuery} (at ${await browser.getUrl()})`,
    });
  }

  const page = (title: string, tags: readonly WidgetTag[]) => crossOriginPage(title, tags, { site: SITE });

  before(async () => {
    product = await productForCmsPage();
    const plain = page('Modehaus Berg', [HEADER, SEARCH, CART, AUTH_MODAL]);
    cms = await startForeignHost({
      port: foreignPort(),
      pages: Object.assign(cmsPages, {
        '/start/': page('Modehaus Berg – Start', [HEADER, SEARCH, CART, AUTH_MODAL, buyButtonTag(product, { byId: true })]),
        '/korb/': page('Modehaus Berg – Korb', [HEADER, { widget: 'minicart', props: { loadCart: true, view: 'page' } }, AUTH_MODAL]),
        '/kasse/': page('Modehaus Berg – Kasse', [CHECKOUT_HEADER, { widget: 'address/checkout' }, AUTH_MODAL]),
        '/kasse/danke/': page('Modehaus Berg – Danke', [CHECKOUT_HEADER, { widget: 'address/checkout', props: { view: 'confirmation' } }]),
        '/anmelden/': page('Modehaus Berg – Anmelden', [HEADER, { widget: 'auth', props: { mode: 'page' }, load: 'eager' }]),
        '/suche/': page('Modehaus Berg – Suche', [HEADER, SEARCH, RESULTS, CART, AUTH_MODAL]),
        ...Object.fromEntries(
          ['/konto/', '/konto/bestellungen/', '/konto/retouren/', '/hilfe/suche/', '/neu/', '/kategorie/maentel/', '/rechtliches/agb/', '/rechtliches/datenschutz/'].map((path) => [path, plain]),
        ),
      }),
    });
    await browser.deleteCookies();
    await resizeTo(1280, 900);
  });
  after(() => cms.close());

  it('shows the shop’s brand and navigation, and every header link is the shop’s', async () => {
    await openAndSettle(`${cms.origin}/start/`);
    await mountDeferred();
    const header = await widgetHost('[data-widget="header"]');
    const logo = await header.shadow$('a[aria-label="Modehaus Berg – zur Startseite"] img');
    expect(await logo.getAttribute('src')).toBe('/logo.svg');
    const links = await expectLinksOnSite('storefront header');
    expect(links.filter((link) => link.widget === 'header').map((link) => [link.text, new URL(link.href).pathname])).toEqual([
      ['', '/start/'],
      ['Neuheiten', '/neu/'],
      ['Mäntel', '/kategorie/maentel/'],
      ['Warenkorb', '/korb/'],
    ]);
  });

  it('gives the phone menu the shop’s home, navigation and cart', async () => {
    await resizeTo(375, 800);
    await (await inWidget('[data-widget="header"]', 'button.menu-button')).click();
    await (await inWidget('[data-widget="header"]', '[role="dialog"]')).waitForDisplayed();
    const links = await expectLinksOnSite('menu panel');
    expect(links.filter((link) => link.widget === 'header').map((link) => new URL(link.href).pathname)).toEqual(
      expect.arrayContaining(['/start/', '/neu/', '/kategorie/maentel/', '/korb/']),
    );
    await browser.keys('Escape');
    await resizeTo(1280, 900);
  });

  it('opens the shop’s search page on Enter, with the text in its own parameter, where its results and their pages are the shop’s', async () => {
    const input = await openSearchBox(widgetHost('[data-widget="search"]'));
    await input.setValue('kleid');
    await (await inWidget('[data-widget="search"]', '[role="option"]')).waitForDisplayed({ timeoutMsg: 'no search hits' });
    await expectLinksOnSite('search hits');
    await browser.keys('Enter');
    await waitForPage(new RegExp(`^${cms.origin}\\|/suche/\\?begriff=kleid$`));
    await browser.waitUntil(async () => (await widgetLinks()).some((link) => link.widget === 'search/results' && link.text === 'Weiter'), { timeoutMsg: 'the search results show no next page' });
    const results = (await expectLinksOnSite('search results')).filter((link) => link.widget === 'search/results');
    expect(results.find((link) => link.text === 'Weiter')?.href).toBe(`${cms.origin}/suche/?begriff=kleid&page=2`);
    expect(results.filter((link) => new URL(link.href).pathname.startsWith('/p/'))).toHaveLength(48);
  });

  it('opens a result’s product page, which the shop built from the feed with nothing but the product id, and buys there', async () => {
    const hits = (await widgetLinks()).filter((link) => link.widget === 'search/results' && new URL(link.href).pathname.startsWith('/p/'));
    const hit = await firstInStock(hits.map((link) => new URL(link.href).pathname));
    const view: WidgetTag = { widget: 'minicart/product-view', props: { productId: hit.product.id }, fallback: '<p>Der Artikel wird geladen …</p>', minHeight: 480 };
    cmsPages[hit.path] = page(`Modehaus Berg – ${hit.product.summary.name}`, [HEADER, SEARCH, CART, AUTH_MODAL, view]);
    await (await widgetHost('[data-widget="search/results"]').shadow$(`a[href="${hit.path}"]`)).click();
    await waitForPage(new RegExp(`^${cms.origin}\\|${hit.path}$`));
    const shownProduct = () =>
      browser.execute(() => {
        const root = document.querySelector('[data-widget="minicart/product-view"] [data-widget-root]')?.shadowRoot;
        return { name: root?.querySelector('h1')?.textContent ?? '', images: root?.querySelectorAll('figure img').length ?? 0, price: root?.querySelector('.price')?.textContent ?? '' };
      });
    // In the page's server HTML once it has arrived, or loaded by the browser after a render that missed its budget.
    await browser.waitUntil(async () => (await shownProduct()).name !== '', { timeoutMsg: 'the product page never showed the product' });
    const shown = await shownProduct();
    expect(shown).toMatchObject({ name: hit.product.summary.name, price: expect.stringContaining(formatMoney(hit.product.summary.price.salesPrice)) });
    expect(shown.images).toBeGreaterThan(0);
    expect(await addToCart(hit.product, 'minicart/product-view')).toBe('Der Artikel liegt jetzt in deinem Warenkorb.');
    await expectLinksOnSite('product page');
    await browser.keys('Escape');
    await waitForBadge('1');
  });

  it('puts a size in the cart from a buy button placed by product id: the sheet and the flyout lead to the shop’s cart and checkout', async () => {
    await openAndSettle(`${cms.origin}/start/`);
    await addToCart(product);
    const sheet = await expectLinksOnSite('cross-selling sheet');
    expect(sheet.some((link) => link.widget === 'minicart/buy-button' && new URL(link.href).pathname === '/korb/')).toBe(true);
    await browser.keys('Escape');
    // The product page's size, and this one.
    await waitForBadge('2');
    await (await inWidget('[data-widget="header"]', 'a.cart')).click();
    await (await inWidget('[data-widget="minicart"]', '[role="region"]')).waitForDisplayed({ timeoutMsg: 'no cart flyout' });
    const flyout = (await expectLinksOnSite('cart flyout')).filter((link) => link.widget === 'minicart').map((link) => new URL(link.href).pathname);
    expect(flyout).toEqual(expect.arrayContaining(['/korb/', '/kasse/']));
  });

  it('shows the cart page with its lines’ product pages and the way to the shop’s checkout', async () => {
    await openAndSettle(`${cms.origin}/korb/`);
    await browser.waitUntil(async () => (await widgetLinks()).some((link) => link.widget === 'minicart' && link.href.endsWith('/kasse/')), { timeoutMsg: 'the cart page shows no way to the checkout' });
    await expectLinksOnSite('cart page');
  });

  it('links every tab of the Anmelden modal to the shop’s sign-in page, terms and privacy', async () => {
    await openAndSettle(`${cms.origin}/start/`);
    await (await inWidget('[data-widget="header"]', '.entry')).click();
    await (await inAuth('form[name="login"] [name="email"]')).waitForDisplayed();
    const tabs = await expectLinksOnSite('modal: login');
    expect(tabs.filter((link) => link.widget === 'auth').map((link) => new URL(link.href).pathname)).toEqual(expect.arrayContaining(['/anmelden/']));
    for (const tab of ['Registrieren', 'Gastkonto'] as const) {
      const links = await $('[data-widget="auth"] [data-widget-root]').shadow$$('[role="dialog"] a');
      for (const link of links) if ((await link.getText()).trim().startsWith(tab)) await link.click();
      await waitForAuthText(tab);
      await expectLinksOnSite(`modal: ${tab}`);
    }
    const legal = seen.filter((link) => link.widget === 'auth').map((link) => new URL(link.href).pathname);
    expect(legal).toEqual(expect.arrayContaining(['/rechtliches/agb/', '/rechtliches/datenschutz/']));
  });

  it('keeps the overlay pages on the shop’s sign-in page: an invalid reset link goes to forgot-password there', async () => {
    await openAndSettle(`${cms.origin}/anmelden/?p=reset-password&cid=unbekannt&hash=falsch`);
    await waitForPage(new RegExp(`^${cms.origin}\\|/anmelden/\\?p=forgot-password&failed=true$`));
    await waitForAuthText('Passwort vergessen');
    await expectLinksOnSite('sign-in page: forgot-password after an invalid link');
  });

  it('registers on the shop’s sign-in page and lands on the shop’s account page', async () => {
    const email = customer;
    await openAndSettle(`${cms.origin}/anmelden/?p=register`);
    await expectLinksOnSite('sign-in page: register');
    await fillAuthForm('register', { givenName: 'Anna', familyName: 'Berg', email, newPassword: PASSWORD });
    await submitAuthForm('register');
    await waitForAuthText('Registrierung abschließen');
    await fillAuthForm('otp-verify', { code: await mailedCode(email) });
    await submitAuthForm('otp-verify');
    await waitForPage(new RegExp(`^${cms.origin}\\|/konto/$`));
  });

  it('shows a customer the shop’s account pages in the dropdown, and checks out to the shop’s confirmation page, which shows the order', async () => {
    await openAndSettle(`${cms.origin}/start/`);
    await browser.waitUntil(headerGreetsCustomer, { timeoutMsg: 'the header never greeted the customer' });
    await (await inWidget('[data-widget="header"]', '.entry')).moveTo();
    await (await inWidget('[data-widget="header"]', '[data-testid="account-dropdown"]')).waitForDisplayed();
    const dropdown = (await expectLinksOnSite('account dropdown')).filter((link) => link.widget === 'header').map((link) => link.href);
    expect(dropdown).toEqual(expect.arrayContaining([`${cms.origin}/konto/`, `${cms.origin}/konto/bestellungen/`, `${cms.origin}/konto/retouren/`]));

    // The customer's address, kept in the book as the shop's account pages would (the checkout then starts with it).
    const saved = await browser.execute(
      async (url: string, json: string) => (await fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: json })).status,
      `${demoOrigin()}/api/account/addresses/`,
      JSON.stringify(HOME_INPUT),
    );
    expect(saved).toBe(201);
    await openAndSettle(`${cms.origin}/kasse/`);
    await waitForText(CHECKOUT, 'Lieferadresse');
    await expectLinksOnSite('checkout');
    await (await buttonOf(CHECKOUT, 'Weiter zur Zahlungsart')).click();
    await (await inWidget(CHECKOUT, 'input[type="radio"][value="invoice"]')).click();
    await (await buttonOf(CHECKOUT, 'Jetzt kaufen')).click();
    await waitForPage(new RegExp(`^${cms.origin}\\|/kasse/danke/\\?order=SF-\\d{4}-\\d{6}$`));
    // The shop's confirmation page cannot know the order: the widget reads it by the number in the address.
    await waitForText(CHECKOUT, 'Vielen Dank für deine Bestellung!');
    const number = new URL(await browser.getUrl()).searchParams.get('order');
    expect(await (await inWidget(CHECKOUT, '[data-testid="order-number"]')).getText()).toBe(number);
    await expectLinksOnSite('order confirmation');
    // One confirmation mail, in German, with the order's number and both articles.
    const mail = await mailedOrder(customer);
    expect(mail).toContain(`Bestellnummer: ${number}`);
    expect(mail.match(/^- \d+ × /gm)).toHaveLength(2);
  });

  it('logs out through the API and lands on the shop’s home', async () => {
    await openAndSettle(`${cms.origin}/start/`);
    await (await inWidget('[data-widget="header"]', '.entry')).moveTo();
    await (await inWidget('[data-widget="header"]', 'a.logout')).click();
    await waitForPage(new RegExp(`^${cms.origin}\\|/start/$`));
    await openAndSettle(`${cms.origin}/start/`);
    expect(await headerGreetsCustomer()).toBe(false);
  });

  it('signs a guest in on the shop’s sign-in page and goes back to the shop’s cart', async () => {
    const email = freshEmail('site-guest');
    await openAndSettle(`${cms.origin}/anmelden/?p=guest&callbackPath=%2Fkorb%2F`);
    await fillAuthForm('guest', { email });
    await submitAuthForm('guest');
    await waitForAuthText('Mit Gastkonto anmelden');
    await expectLinksOnSite('sign-in page: guest code');
    await fillAuthForm('otp-verify', { code: await mailedCode(email) });
    await submitAuthForm('otp-verify');
    await waitForPage(new RegExp(`^${cms.origin}\\|/korb/$`));
  });

  it('logs nobody out for a request of a page, asks first on a navigation no one clicked, and its Abmelden button then lands on the shop’s home', async () => {
    // The guest of the test before is still signed in.
    await openAndSettle(`${cms.origin}/start/`);
    expect(await headerGreetsCustomer()).toBe(true);
    const logout = `${demoOrigin()}/logout/?home=${encodeURIComponent(`${cms.origin}/start/`)}`;
    // A subresource of a page of the same site (another port): the Lax session cookie goes along, the session stays.
    await browser.execute((url: string) => fetch(url, { mode: 'no-cors', credentials: 'include' }).then(() => undefined), logout);
    await openAndSettle(`${cms.origin}/start/`);
    expect(await headerGreetsCustomer()).toBe(true);
    // A navigation a script starts, later than any user activation could last.
    await browser.execute((url: string) => void setTimeout(() => location.assign(url), 6000), logout);
    await waitForPage(new RegExp(`^${demoOrigin()}\\|/logout/\\?home=`));
    expect(await $('p').getText()).toBe('Möchtest du dich abmelden?');
    await $('button=Abmelden').click();
    await waitForPage(new RegExp(`^${cms.origin}\\|/start/$`));
    await openAndSettle(`${cms.origin}/start/`);
    expect(await headerGreetsCustomer()).toBe(false);
  });

  it('never sent the browser to a page the shop does not have', () => {
    const pages = cms.visited.map((visit) => ({ ...visit, path: new URL(visit.path, cms.origin).pathname }));
    expect(pages.filter((visit) => visit.status !== 200 || !(SITE_PATHS.has(visit.path) || API_PAGE.test(visit.path)))).toEqual([]);
    expect(seen.length).toBeGreaterThan(30);
  });
});
