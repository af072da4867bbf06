// The widget states spec-texts.test.ts reads SPEC.md's texts in: each renders a widget as the loader mounts it
// and brings it where a shopper reads the text (the account menu open, the login sent empty, a widget failed).
import { act } from 'react';
import { waitFor } from '@testing-library/dom';
import { bus } from '@schaufenster/shared/bus';
import { createMount } from '@schaufenster/shared/mount';
import { mountPageLayer, PAGE_LAYER_ATTRIBUTE } from '@schaufenster/shared/mount/page-layer';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { setViewportWidth } from '@schaufenster/shared/testing/viewport';
import { object } from 'superstruct';
import { mount as mountAddress } from './address/mount';
import { fill } from './address/testing';
import { mount as mountAuth } from './auth/mount';
import { TEXTS as HEADER } from './header/texts';
import { mount as mountHeader } from './header/mount';
import { mount as mountSearch } from './search/mount';

type Root = ShadowRoot | Element;

async function searchAt(width: number): Promise<Root> {
  stubSessionFetch();
  await act(async () => setViewportWidth(width));
  return (await renderWidget(mountSearch, {})).shadowRoot;
}

async function accountMenu(isLogged: boolean): Promise<Root> {
  stubSessionFetch(isLogged);
  await act(async () => setViewportWidth(1280));
  const { view, shadowRoot, user } = await renderWidget(mountHeader, { variant: 'storefront' });
  await act(async () => bus.emit('session:changed', { id: 's', aboutMe: isLogged ? { isLogged, givenName: 'Anna' } : { isLogged } }));
  // The account entry is a link to the overview for a customer, a button opening the modal for a visitor.
  await user.hover(view.getByRole(isLogged ? 'link' : 'button', { name: HEADER.account }).parentElement as HTMLElement);
  return shadowRoot;
}

async function emptyLogin(): Promise<Root> {
  stubSessionFetch();
  window.history.replaceState(null, '', 'http://localhost/authenticate/');
  const { view, shadowRoot } = await renderWidget(mountAuth, { mode: 'page' });
  const submit = await view.findByRole('button', { name: 'Anmelden' });
  await act(async () => submit.click());
  return shadowRoot;
}

async function emptyAddress(): Promise<Root> {
  stubSessionFetch(true);
  const { view, shadowRoot, user } = await renderWidget(mountAddress, {});
  await fill(view, 'Anrede', 'female');
  await user.click(view.getByRole('button', { name: 'Lieferadresse speichern' }));
  await waitFor(() => {
    if (!shadowRoot.querySelector('[aria-invalid="true"]')) throw new Error('the empty address form marked no field');
  });
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
  emptyAddress,
  failedWidget,
  errorModal,
} as const;

/** The name of a widget state. */
export type Scene = keyof typeof SCENES;

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
