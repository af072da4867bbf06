// The open states of the layout scenes (layout-scenes.ts): how a test brings a page into each of them.
import { $, browser } from '@wdio/globals';
import { HISTORY_STORAGE_KEY } from '../../widgets/search/constants';
import { BOOK, CHECKOUT, buttonOf, inWidget, waitForText } from './address-shop';
import { freshEmail } from './auth-outbox';
import { authField, fillAuthForm, inAuth, submitAuthForm, waitForAuthText } from './auth-widget';
import { widgetRoot } from './minicart-shop';
import { openSearchBox } from './search-box';
import { openAndSettle } from './widget-page';

/** The widget catalog of the CMS team (demo-cms/widget-catalog/widget-catalog-routes.ts). */
export const WIDGET_CATALOG = '/widgets/';
const HEADER = '.shell-bar [data-widget="header"]';
const SEARCH = '.shell-bar [data-widget="search"]';
const FLYOUT = '.shell-bar [data-widget="minicart"]';
const BUY_BUTTON = '[data-widget="minicart/buy-button"]';

/** Waits until a selector matches a displayed element inside a widget's shadow root. */
async function shown(tag: string, selector: string): Promise<void> {
  await (await inWidget(tag, selector)).waitForDisplayed({ timeoutMsg: `${tag} never showed ${selector}` });
}

/** The phone header's menu panel. */
export async function openMenu(): Promise<void> {
  await (await inWidget(HEADER, 'button.menu-button')).click();
  await shown(HEADER, '[role="dialog"]');
}

/** The desktop account dropdown, opened by hovering the entry. */
export async function openAccountDropdown(): Promise<void> {
  await (await inWidget(HEADER, '.entry')).moveTo();
  await shown(HEADER, '[data-testid="account-dropdown"]');
}

/** The search overlay with the hits for "kleid". */
export async function typeSearch(): Promise<void> {
  await (await openSearchBox($(`${SEARCH} [data-widget-root]`))).click();
  await browser.keys('kleid');
  await shown(SEARCH, '[role="option"]');
}

/** The search overlay with two remembered searches. */
export async function openSearchHistory(): Promise<void> {
  await browser.execute(
    (key: string) =>
      localStorage.setItem(key, JSON.stringify([
        { query: 'Sommerkleid mit Blumenmuster', path: '/katalog/?q=Sommerkleid', category: 'Produkte', size: 12, pos: 0 },
        { query: 'rückgabe', path: '/faq/?fq=r%C3%BCckgabe', category: 'Hilfe', size: 3, pos: 1 },
      ])),
    HISTORY_STORAGE_KEY,
  );
  // The search box reads the history when it mounts.
  await openAndSettle('/');
  await (await openSearchBox($(`${SEARCH} [data-widget-root]`))).click();
  await shown(SEARCH, '.history');
}

/** The mini-cart flyout, opened from the header's cart entry. */
export async function openCartFlyout(): Promise<void> {
  await (await inWidget(HEADER, 'a[href="/warenkorb/"]')).click();
  await shown(FLYOUT, '[role="region"]');
}

/** Opens the Anmelden modal from the header and, unless it is the login, goes to a sub-page by its tab link. */
export function signInModal(tab?: string): () => Promise<void> {
  return async () => {
    await (await inWidget(HEADER, '.entry')).click();
    await (await authField('login', 'email')).waitForDisplayed();
    if (!tab) return;
    for (const link of await $(`[data-widget="auth"] [data-widget-root]`).shadow$$('[role="dialog"] a')) {
      if ((await link.getText()).trim().startsWith(tab)) {
        await link.click();
        await waitForAuthText(tab);
        return;
      }
    }
    throw new Error(`the Anmelden modal has no link "${tab}"`);
  };
}

/** The guest login in the modal up to the screen for the mailed code. */
export async function modalOtpVerify(): Promise<void> {
  await signInModal('Gastkonto')();
  await fillAuthForm('guest', { email: freshEmail('layout-gast') });
  await submitAuthForm('guest');
  await (await authField('otp-verify', 'code')).waitForDisplayed();
}

/** The guest card of /authenticate/ up to the screen for the mailed code. */
export async function pageOtpVerify(): Promise<void> {
  await fillAuthForm('guest', { email: freshEmail('layout-gast') });
  await submitAuthForm('guest');
  await (await authField('otp-verify', 'code')).waitForDisplayed();
}

/** Waits for the auth area's sub-page to open (after its 600 ms activation delay). */
export function authForm(form: string, field = 'email'): () => Promise<void> {
  return async () => {
    await (await authField(form, field)).waitForDisplayed({ timeoutMsg: `the ${form} form never opened` });
  };
}

/** Submits the auth page's form empty, so every field shows its error. */
export function authErrors(form: string): () => Promise<void> {
  return async () => {
    await (await authField(form, 'email')).waitForDisplayed();
    await submitAuthForm(form);
    await (await inAuth(`form[name="${form}"] [aria-invalid="true"]`)).waitForDisplayed();
  };
}

/** Chooses a size on the open product page and adds it: the cross-selling sheet opens. */
export function addToCartSheet(sizeId: () => string): () => Promise<void> {
  return async () => {
    const buy = await widgetRoot(BUY_BUTTON);
    await (await buy.shadow$(`label:has(input[value="${sizeId()}"])`)).click();
    await (await buy.shadow$('button[data-variant="primary"]')).click();
    await (await buy.shadow$('[role="dialog"] section li a')).waitForDisplayed({ timeout: 20_000 });
  };
}

/** The address book's form for a new address, saved empty: every field shows its error. */
export async function bookFormErrors(): Promise<void> {
  await waitForText(BOOK, 'Hauptstraße 5');
  await (await buttonOf(BOOK, 'Neue Adresse hinzufügen')).click();
  await (await buttonOf(BOOK, 'Adresse speichern')).click();
  await shown(BOOK, 'form [aria-invalid="true"]');
}

/** The checkout's new delivery address, saved empty: every field shows its error. */
export async function checkoutFormErrors(): Promise<void> {
  await waitForText(CHECKOUT, 'Weiter zur Zahlungsart');
  await (await inWidget(CHECKOUT, 'input[type="radio"][value="new"]')).click();
  await (await buttonOf(CHECKOUT, 'Lieferadresse speichern')).click();
  await shown(CHECKOUT, 'form [aria-invalid="true"]');
}

/** Waits until a widget that loads its content after mounting shows a text. */
export function showing(tag: string, text: string): () => Promise<void> {
  return () => waitForText(tag, text);
}

/** The checkout's payment step. */
export async function paymentStep(): Promise<void> {
  await waitForText(CHECKOUT, 'Weiter zur Zahlungsart');
  await (await buttonOf(CHECKOUT, 'Weiter zur Zahlungsart')).click();
  await shown(CHECKOUT, 'input[type="radio"][value="invoice"]');
}

/** The widget catalog with the header's live preview mounted. */
export async function widgetPreview(): Promise<void> {
  await (await browser.$('[data-catalog-module="header"] [data-preview-form] button[type="submit"]')).click();
  await browser.waitUntil(
    () =>
      browser.execute(
        () =>
          document.querySelector<HTMLIFrameElement>('[data-catalog-module="header"] [data-preview-frame]')?.contentDocument?.querySelector<HTMLElement>('[data-widget]')?.dataset
            .widgetState === 'mounted',
      ),
    { timeoutMsg: 'the header preview did not mount' },
  );
  // In view, for the screenshot (the submit button is what the click scrolled to).
  await browser.execute(() => document.querySelector('[data-catalog-module="header"] [data-preview-slot]')?.scrollIntoView({ block: 'center' }));
}
