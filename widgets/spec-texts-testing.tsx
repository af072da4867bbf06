// The widget states spec-texts.test.ts reads SPEC.md's texts in: each renders a widget as the loader mounts it
// and brings it where a shopper reads the text (the account menu open, the login sent empty, a widget failed).
// The auth and address states live in spec-texts-auth-testing.tsx and spec-texts-address-testing.tsx.
import { act } from 'react';
import { afterEach } from '@jest/globals';
import { bus } from '@schaufenster/shared/bus';
import { createMount } from '@schaufenster/shared/mount';
import { mountPageLayer, PAGE_LAYER_ATTRIBUTE } from '@schaufenster/shared/mount/page-layer';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { shownOnly } from '../test/shared/shown-queries';
import { setWidgetWidth } from '../test/shared/widget-width';
import { object } from 'superstruct';
import * as address from './spec-texts-address-testing';
import * as auth from './spec-texts-auth-testing';
import { useAuthTestServer } from './auth/auth-testing';
import { mount as mountAuth } from './auth/mount';
import { TEXTS as HEADER } from './header/texts';
import { mount as mountHeader } from './header/mount';
import { mount as mountSearch } from './search/mount';

type Root = ShadowRoot | Element;

async function searchAt(width: number): Promise<Root> {
  stubSessionFetch();
  await act(async () => setWidgetWidth(width));
  return (await renderWidget(mountSearch, {})).shadowRoot;
}

async function accountMenu(isLogged: boolean): Promise<Root> {
  stubSessionFetch(isLogged);
  await act(async () => setWidgetWidth(1280));
  const { view, shadowRoot, user } = await renderWidget(mountHeader, { variant: 'storefront' });
  await act(async () => bus.emit('session:changed', { id: 's', aboutMe: isLogged ? { isLogged, givenName: 'Anna' } : { isLogged } }));
  // The account entry is a link to the overview for a customer, a button opening the modal for a visitor.
  await user.hover(view.getByRole(isLogged ? 'link' : 'button', { name: HEADER.account }).parentElement as HTMLElement);
  return shadowRoot;
}

async function emptyLogin(): Promise<Root> {
  stubSessionFetch();
  window.history.replaceState(null, '', 'http://localhost/authenticate/');
  const rendered = await renderWidget(mountAuth, { mode: 'page' });
  const { shadowRoot } = rendered;
  const view = shownOnly(rendered.view);
  const submit = await view.findByRole('button', { name: 'Anmelden' });
  await act(async () => submit.click());
  return shadowRoot;
}

/** A widget whose render throws, as a failing remote's does. */
function Broken(): never {
  throw new Error('render failed');
}

async function failedWidget(): Promise<Root> {
  const original = console.error;
  console.error = () => undefined;
  try {
    return (await renderWidget(createMount({ name: 'broken', props: object({}), render: () => <Broken /> }), {})).shadowRoot;
  } finally {
    console.error = original;
  }
}

async function errorModal(): Promise<Root> {
  await act(async () => void mountPageLayer());
  await act(async () => bus.emit('error:show', { reason: 'spec texts' }));
  const root = document.querySelector(`[${PAGE_LAYER_ATTRIBUTE}] [data-widget-root]`)?.shadowRoot;
  if (!root) throw new Error('the page layer did not mount');
  return root;
}

/** The widget states, by name, that show SPEC.md's texts. */
export const SCENES = {
  searchOnPhone: () => searchAt(390),
  searchOnDesktop: () => searchAt(1280),
  accountMenuOfVisitor: () => accountMenu(false),
  accountMenuOfCustomer: () => accountMenu(true),
  emptyLogin,
  failedWidget,
  errorModal,
  signInModal: auth.signInModal,
  emptyRegistration: auth.emptyRegistration,
  takenEmail: auth.takenEmail,
  wrongCredentials: auth.wrongCredentials,
  guestCard: auth.guestCard,
  forgotPassword: auth.forgotPassword,
  unconfirmedReset: auth.unconfirmedReset,
  mismatchedReset: auth.mismatchedReset,
  guestCodeScreen: async () => (await auth.otpScreen('GUEST_LOGIN_REQUEST')).shadowRoot,
  registrationCodeScreen: async () => (await auth.otpScreen('VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST')).shadowRoot,
  identityCheckScreen: async () => (await auth.otpScreen('VERIFY_ACCOUNT_BY_LOGIN_REQUEST')).shadowRoot,
  emptyCode: auth.emptyCode,
  shortCode: auth.shortCode,
  invalidCode: auth.invalidCode,
  resendSending: auth.resendSending,
  resendCooling: auth.resendCooling,
  emptyAddress: address.emptyAddress,
  invalidAddress: address.invalidAddress,
  pickupPointInAdditional: address.pickupPointInAdditional,
  italianAddressWithoutState: address.italianAddressWithoutState,
  invalidPackstation: address.invalidPackstation,
} as const;

/** The name of a widget state. */
export type Scene = keyof typeof SCENES;

/**
 * Sets up what the scenes need around each test: the auth widget's fake API (a real HTTP test server), and the
 * page's own fetch back after a scene that stubbed it (the session stub of the header, search and address scenes).
 */
export function useSceneApi(): void {
  const pageFetch = globalThis.fetch;
  useAuthTestServer();
  afterEach(() => {
    globalThis.fetch = pageFetch;
  });
}

const READ_ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'value'] as const;

/**
 * Every text a shopper reads in a state: each element's whole text (whitespace as rendered, trimmed) and the
 * placeholders and labels of its controls, so a text glued to another or shown from another constant is not found.
 */
export async function textsShownIn(scene: () => Promise<Root>): Promise<string[]> {
  const root = await scene();
  const texts = new Set<string>();
  for (const element of root.querySelectorAll('*')) {
    if (element.closest('style, script, template')) continue;
    const text = element.textContent?.replace(/\s+/g, ' ').trim();
    if (text) texts.add(text);
    for (const attribute of READ_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value) texts.add(value);
    }
  }
  return [...texts];
}
