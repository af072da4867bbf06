// Every page of the demo and every open state a shopper (or a CMS editor) can bring it into, for the layout
// test (layout-*.e2e.ts) and the screenshots (`npm run screenshots`). Each group starts from its own session.
import { browser } from '@wdio/globals';
import { ACCOUNT_PAGES, CONFIRMATION_PATH, PAGES } from '../../demo-cms/routes';
import { HEADER_MOBILE_MAX_WIDTH_PX } from '../../widgets/header/breakpoints';
import { registerCustomer } from './address-login';
import { BOOK, CHECKOUT, fillCart } from './address-shop';
import {
  WIDGET_CATALOG,
  addToCartSheet,
  authErrors,
  authForm,
  bookFormErrors,
  checkoutFormErrors,
  modalOtpVerify,
  openAccountDropdown,
  openCartFlyout,
  openMenu,
  openSearchHistory,
  pageOtpVerify,
  paymentStep,
  showing,
  signInModal,
  typeSearch,
  widgetPreview,
} from './layout-states';
import { findProduct, sizeOf } from './minicart-shop';
import { openAndSettle, setViewport } from './widget-page';

/** The widths every page is looked at: small and common phones, a tablet upright and across, a desktop. */
export const WIDTHS = [320, 375, 414, 768, 1024, 1440] as const;

/**
 * The widths an open state is looked at (opening states takes the time): the narrowest phone and one width in
 * each band between the breakpoints (767 px, 991 px), so every layout a state has is measured.
 */
export const STATE_WIDTHS = [320, 768, 1024, 1440] as const;

/** The widths a scene is looked at: every width for a page, the state widths for an open state, where it exists. */
export function widthsOf(scene: Scene): number[] {
  return (scene.open ? STATE_WIDTHS : WIDTHS).filter((width) => scene.at?.(width) ?? true);
}

/** The breakpoints' bands: phone up to 767 px, tablet up to 991 px (HEADER_MOBILE_MAX_WIDTH_PX), desktop beyond. */
const bandOf = (width: number) => (width <= 767 ? 0 : width <= HEADER_MOBILE_MAX_WIDTH_PX ? 1 : 2);

/**
 * Whether a scene is opened afresh at `widths[index]` rather than resized there, as a shopper turns a tablet or
 * widens a window: a page at its narrowest and its widest width; a state at its first width and wherever it crosses
 * into another breakpoint's band (a state may exist in one layout only, such as the menu panel).
 */
export function opensFreshAt(scene: Scene, widths: readonly number[], index: number): boolean {
  const width = widths[index] ?? 0;
  if (index === 0) return true;
  if (!scene.open) return index === widths.length - 1;
  return bandOf(width) !== bandOf(widths[index - 1] ?? 0);
}

/** Height of the window in every scene (a phone's, so fixed layers and modals meet a short viewport too). */
export const VIEWPORT_HEIGHT = 800;

/** One page, or one open state of a page. */
export interface Scene {
  /** Its name in test titles and screenshot files. */
  name: string;
  /** Where it starts (some addresses are only known once the group is prepared). */
  path: string | (() => string);
  /** Waits until a widget that loads its content after mounting shows it. */
  ready?: () => Promise<void>;
  /** Brings the settled page into the open state. */
  open?: () => Promise<void>;
  /** Where the state exists at all: the menu panel up to 991 px, the hover dropdown from 992 px. */
  at?: (width: number) => boolean;
  /** A page rendered bare (no shell, no widgets, so no loader to wait for). */
  bare?: boolean;
}

/** Scenes that share a session: prepared once, then each scene is opened at each width. */
export interface SceneGroup {
  name: string;
  prepare: () => Promise<void>;
  scenes: readonly Scene[];
}

const phoneHeader = (width: number) => width <= HEADER_MOBILE_MAX_WIDTH_PX;
const desktopHeader = (width: number) => width > HEADER_MOBILE_MAX_WIDTH_PX;

/** The cart page's widget. */
const CART_PAGE = 'main [data-widget="minicart"]';

let product = { path: '', sizeId: '' };

/** Every page a visitor can open by its address alone. */
const publicPages: Scene[] = [...PAGES.values()]
  .filter((page) => !page.customerOnly && page.layout !== 'checkout')
  .map((page) => ({ name: page.path, path: page.path, bare: page.layout === 'productShippingInfo', ready: page.template === 'authenticate' ? authForm('login') : undefined }));

let orderNumber = '';

/**
 * A new visitor: no session, no cart, no search history. The spec files share the browser profile, so the
 * cookies of the shop's origin are deleted there (deleting them on the blank start page deletes nothing).
 */
export async function startAsNewVisitor(): Promise<void> {
  await browser.url('/');
  await browser.deleteCookies();
  await browser.execute(() => localStorage.clear());
  await openAndSettle('/');
}

/** Puts one in-stock size of a catalog product into the cart and remembers the product's page. */
async function rememberProduct(): Promise<void> {
  const found = await findProduct({ soldOutSize: false });
  product = { path: found.path ?? '', sizeId: sizeOf(found, 'inStock').id };
}

/** A registered customer with an address in the book, one placed order and an item in the cart again. */
async function prepareCustomer(): Promise<void> {
  await startAsNewVisitor();
  await registerCustomer();
  const addressId = await browser.execute(async () => {
    const address = { country: 'DE', gender: 'female', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin', defaultDeliverAddress: true };
    const saved = await fetch('/api/account/addresses/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(address) });
    return ((await saved.json()) as { addressId: string }).addressId;
  });
  await fillCart();
  orderNumber = await browser.execute(async (id: string) => {
    const body = JSON.stringify({ addressId: id, paymentMethod: 'invoice' });
    const placed = await fetch('/api/checkout-v3/order/', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return ((await placed.json()) as { orderNumber: string }).orderNumber;
  }, addressId);
  await fillCart();
}

/** A new visitor who has looked at a product (its page and an in-stock size are remembered). */
async function prepareVisitor(): Promise<void> {
  await startAsNewVisitor();
  await rememberProduct();
}

/** The pages a visitor opens by their address. */
export const VISITOR_PAGES: SceneGroup = {
  name: 'the pages of a visitor with an empty cart',
  prepare: prepareVisitor,
  scenes: [
    ...publicPages,
    { name: 'product page', path: () => product.path },
    { name: 'catalog search', path: '/katalog/?q=kleid' },
    { name: 'help search', path: '/faq/?fq=r%C3%BCckgabe' },
    { name: 'page not found', path: '/gibt-es-nicht/' },
    { name: 'register', path: '/authenticate/?p=register', ready: authForm('register') },
    { name: 'guest', path: '/authenticate/?p=guest', ready: authForm('guest') },
    { name: 'forgot password', path: '/authenticate/?p=forgot-password', ready: authForm('forgot-password') },
    { name: 'checkout with an empty cart', path: '/checkout/', ready: showing(CHECKOUT, 'Dein Warenkorb ist leer.') },
    { name: 'widget catalog', path: WIDGET_CATALOG },
  ],
};

/** What a visitor with an empty cart opens on a page: layers, dialogs, forms with every error. */
export const VISITOR_STATES: SceneGroup = {
  name: 'the open states of a visitor with an empty cart',
  prepare: prepareVisitor,
  scenes: [
    { name: 'login with every error', path: '/authenticate/', open: authErrors('login') },
    { name: 'register with every error', path: '/authenticate/?p=register', open: authErrors('register') },
    { name: 'otp-verify page', path: '/authenticate/?p=guest', open: pageOtpVerify },
    { name: 'menu panel', path: '/', open: openMenu, at: phoneHeader },
    { name: 'account dropdown', path: '/', open: openAccountDropdown, at: desktopHeader },
    { name: 'search with hits', path: '/', open: typeSearch },
    { name: 'search history', path: '/', open: openSearchHistory },
    { name: 'empty cart flyout', path: '/', open: openCartFlyout },
    { name: 'sign-in modal: login', path: '/', open: signInModal() },
    { name: 'sign-in modal: register', path: '/', open: signInModal('Registrieren') },
    { name: 'sign-in modal: guest', path: '/', open: signInModal('Gastkonto') },
    { name: 'sign-in modal: forgot password', path: '/', open: signInModal('Passwort vergessen') },
    { name: 'sign-in modal: otp-verify', path: '/', open: modalOtpVerify },
    { name: 'widget catalog with a live preview', path: WIDGET_CATALOG, open: widgetPreview },
  ],
};

/** A visitor with an item in the cart. */
export const CART_SCENES: SceneGroup = {
  name: 'a visitor with an item in the cart',
  async prepare() {
    await startAsNewVisitor();
    await rememberProduct();
    await fillCart();
  },
  scenes: [
    { name: 'cross-selling sheet', path: () => product.path, open: addToCartSheet(() => product.sizeId) },
    { name: 'cart page with an item', path: '/warenkorb/', ready: showing(CART_PAGE, 'Zur Kasse') },
    { name: 'cart flyout with an item', path: '/', open: openCartFlyout },
    { name: 'checkout: sign in or order as a guest', path: '/checkout/', ready: showing(CHECKOUT, 'Anmelden oder als Gast bestellen') },
  ],
};

/** A registered customer with an address, an order and an item in the cart. */
export const CUSTOMER_SCENES: SceneGroup = {
  name: 'a customer with an address, an order and an item in the cart',
  prepare: prepareCustomer,
  scenes: [
    ...ACCOUNT_PAGES.filter((page) => page.template !== 'account-return-label').map((page) => ({
      name: page.path,
      path: page.path,
      ready: page.template === 'account-addresses' ? showing(BOOK, 'Hauptstraße 5') : undefined,
    })),
    { name: 'return label', path: () => `/account/return-label/?order=${encodeURIComponent(orderNumber)}` },
    { name: 'address book form with every error', path: '/account/addresses/', open: bookFormErrors },
    { name: 'checkout: addresses', path: '/checkout/', ready: showing(CHECKOUT, 'Weiter zur Zahlungsart') },
    { name: 'checkout: new address with every error', path: '/checkout/', open: checkoutFormErrors },
    { name: 'checkout: payment', path: '/checkout/', open: paymentStep },
    { name: 'order confirmation', path: () => `${CONFIRMATION_PATH}?order=${encodeURIComponent(orderNumber)}`, ready: showing(CHECKOUT, 'Vielen Dank für deine Bestellung!') },
    { name: 'menu panel of a customer', path: '/account/overview/', open: openMenu, at: phoneHeader },
    { name: 'account dropdown of a customer', path: '/account/overview/', open: openAccountDropdown, at: desktopHeader },
  ],
};

/** Every page and open state, in the sessions they need. */
export const SCENE_GROUPS: readonly SceneGroup[] = [VISITOR_PAGES, VISITOR_STATES, CART_SCENES, CUSTOMER_SCENES];

/** Up to this width a device draws its scrollbars over the page (phones, tablets), so they take no width. */
const OVERLAY_SCROLLBARS_MAX_WIDTH = 1024;

/** Opens a scene at the current viewport: its page, settled (pages without widgets have no loader), then its state. */
export async function openScene(scene: Scene, width: number): Promise<void> {
  const path = typeof scene.path === 'string' ? scene.path : scene.path();
  if (scene.bare) await browser.url(path);
  else await openAndSettle(path);
  await scene.ready?.();
  await scene.open?.();
  if (width <= OVERLAY_SCROLLBARS_MAX_WIDTH) await hideClassicScrollbars();
}

/**
 * Resizes the open page to another width, as rotating a tablet or resizing a window does, and waits two frames:
 * media queries are evaluated and their listeners (the widgets' layouts) have rendered.
 */
export async function resizeScene(width: number): Promise<void> {
  await setViewport({ width, height: VIEWPORT_HEIGHT });
  await browser.execute(
    (overlay: boolean) =>
      new Promise<void>((resolve) => {
        if (overlay) document.documentElement.style.setProperty('scrollbar-width', 'none');
        else document.documentElement.style.removeProperty('scrollbar-width');
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    width <= OVERLAY_SCROLLBARS_MAX_WIDTH,
  );
}

/** Lets the page's scrollbar take no width, as on a phone or a tablet (and in a full-page screenshot). */
export async function hideClassicScrollbars(): Promise<void> {
  await browser.execute(() => document.documentElement.style.setProperty('scrollbar-width', 'none'));
}
