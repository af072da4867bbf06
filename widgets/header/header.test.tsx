import { act } from 'react';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { bus } from '@schaufenster/shared/bus';
import { WANTED_EVENT } from '@schaufenster/shared/bus/wanted';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { declareSite, MODEHAUS_SITE } from '../../test/shared/site';
import { setViewportWidth } from '../../test/shared/viewport';
import { setWidgetWidth } from '../../test/shared/widget-width';
import { mount } from './mount';

const asVisitor = () => act(async () => bus.emit('session:changed', { id: 's', aboutMe: { isLogged: false } }));
const asCustomer = () => act(async () => bus.emit('session:changed', { id: 's', aboutMe: { isLogged: true, givenName: 'Anna' } }));

beforeEach(async () => {
  stubSessionFetch();
  await act(async () => setWidgetWidth(1280));
});

describe('the storefront header on desktop', () => {
  it('shows the main navigation with Sale for the outlet', async () => {
    const { view } = await renderWidget(mount, { variant: 'storefront' });
    const nav = view.getByRole('navigation', { name: 'Hauptnavigation' });
    const links = [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Damen', '/damen/'],
      ['Herren', '/herren/'],
      ['Marken', '/marken/'],
      ['Sale', '/outlet/'],
      ['Hilfe', '/faq/'],
    ]);
  });

  it('carries the Suche button in its own row: it asks the search widget for its overlay, or submits to the search route', async () => {
    const { view, user } = await renderWidget(mount);
    const form = view.getByRole('button', { name: 'Suche' }).closest('form') as HTMLFormElement;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/katalog/', 'get']);
    const opened = jest.fn();
    const off = bus.on('search:open', opened);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await user.click(view.getByRole('button', { name: 'Suche' }));
    off();
    expect(opened).toHaveBeenCalledWith({});
    expect(submitted).not.toHaveBeenCalled();
    // Nobody answers: the plain form goes to the search route.
    await user.click(view.getByRole('button', { name: 'Suche' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('opens the account dropdown on hover: a visitor reads Du bist noch nicht angemeldet and Anmelden opens the modal', async () => {
    const { view, user } = await renderWidget(mount);
    await asVisitor();
    const entry = view.getByRole('button', { name: 'Mein Konto' });
    expect(view.queryByText('Du bist noch nicht angemeldet')).toBeNull();
    await user.hover(entry.parentElement as HTMLElement);
    expect(view.getByText('Du bist noch nicht angemeldet')).toBeTruthy();
    const opened = jest.fn();
    const off = bus.on('auth:open', opened);
    // A plain click: user-event moves its pointer inside a shadow root with no relatedTarget, which reads as leaving the entry.
    await act(async () => view.getByRole('button', { name: 'Anmelden' }).click());
    off();
    expect(opened).toHaveBeenCalledWith({ page: 'login' });
  });

  it('opens the Anmelden modal when a visitor clicks the account entry', async () => {
    const { view, user } = await renderWidget(mount);
    await asVisitor();
    const opened = jest.fn();
    const off = bus.on('auth:open', opened);
    await user.click(view.getByRole('button', { name: 'Mein Konto' }));
    off();
    expect(opened).toHaveBeenCalledWith({ page: 'login' });
  });

  it('asks for the sign-in widget while a visitor hovers or focuses the account entry, not for a customer', async () => {
    const { view, user } = await renderWidget(mount);
    await asVisitor();
    const wanted: unknown[] = [];
    const listener = (event: Event) => wanted.push((event as CustomEvent).detail);
    window.addEventListener(WANTED_EVENT, listener);
    await user.hover(view.getByRole('button', { name: 'Mein Konto' }).parentElement as HTMLElement);
    await act(async () => view.getByRole('button', { name: 'Mein Konto' }).focus());
    await asCustomer();
    await act(async () => view.getByRole('link', { name: 'Mein Konto' }).focus());
    window.removeEventListener(WANTED_EVENT, listener);
    expect(wanted).toEqual([
      { event: 'auth:open', intent: true },
      { event: 'auth:open', intent: true },
    ]);
  });

  it("names the command each entry emits (data-anticipates), so the loader fetches the widget answering it with the header's first touch; a customer's account entry names none", async () => {
    const { view } = await renderWidget(mount);
    await asVisitor();
    const anticipated = (control: HTMLElement) => control.closest('[data-anticipates]')?.getAttribute('data-anticipates');
    expect(anticipated(view.getByRole('button', { name: 'Mein Konto' }))).toBe('auth:open');
    expect(anticipated(view.getByRole('button', { name: 'Suche' }))).toBe('search:open');
    expect(anticipated(view.getByRole('link', { name: 'Warenkorb' }))).toBe('minicart:open');
    await asCustomer();
    expect(view.getByRole('link', { name: 'Mein Konto' }).closest('[data-anticipates]')).toBeNull();
  });

  it('welcomes a logged-in customer with the account links and Abmelden, and the entry leads to the overview', async () => {
    const { view, user } = await renderWidget(mount);
    await asCustomer();
    const entry = view.getByRole('link', { name: 'Mein Konto' });
    expect(entry.getAttribute('href')).toBe('/account/overview/');
    await user.hover(entry.parentElement as HTMLElement);
    expect(view.getByText('Herzlich Willkommen')).toBeTruthy();
    // The demo's site names no logout route: the API's /logout/ lands the shopper on the page's home.
    expect(view.getByRole('link', { name: 'Abmelden' }).getAttribute('href')).toBe(`http://localhost/logout/?home=${encodeURIComponent('http://localhost/')}`);
    expect(view.getByRole('link', { name: 'Meine Bestellungen' }).getAttribute('href')).toBe('/account/my-orders/');
    await asVisitor();
  });

  it('shows the cart badge only when the cart holds items', async () => {
    const { view } = await renderWidget(mount);
    await act(async () => bus.emit('cart:changed', { itemCount: 0 }));
    expect(view.queryByTestId('cart-badge')).toBeNull();
    await act(async () => bus.emit('cart:changed', { itemCount: 2 }));
    expect(view.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toBeTruthy();
    expect(view.getByTestId('cart-badge').textContent).toBe('2');
  });
});

describe('the storefront header at any width', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('renders one markup in a phone and a desktop window: Menu button, navigation, Suche and the entries, which its box’s CSS shows', async () => {
    const markupAt = async (width: number) => {
      await act(async () => {
        setViewportWidth(width);
        setWidgetWidth(width);
      });
      const { shadowRoot, unmount } = await renderWidget(mount);
      const markup = shadowRoot.innerHTML.replace(/_r_[0-9a-z]+_/g, 'id');
      await unmount();
      return markup;
    };
    const phone = await markupAt(390);
    expect(await markupAt(1280)).toBe(phone);
    const { view } = await renderWidget(mount);
    for (const name of ['Menü', 'Mein Konto', 'Suche']) expect(view.getByRole('button', { name })).toBeTruthy();
    expect(view.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
  });
});

describe('the storefront header in a box up to 991 px', () => {
  beforeEach(() => act(async () => setWidgetWidth(991)));

  it('shows Menu, account and cart as icons that keep their names, and the badge on the cart', async () => {
    const { view } = await renderWidget(mount);
    await asVisitor();
    await act(async () => bus.emit('cart:changed', { itemCount: 3 }));
    for (const control of [view.getByRole('button', { name: 'Menü' }), view.getByRole('button', { name: 'Mein Konto' }), view.getByRole('link', { name: 'Warenkorb, 3 Artikel' })]) {
      expect(control.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(view.getByTestId('cart-badge').textContent).toBe('3');
  });

  it('does not open the account dropdown on hover', async () => {
    const { view, user } = await renderWidget(mount);
    await asVisitor();
    await user.hover(view.getByRole('button', { name: 'Mein Konto' }).parentElement as HTMLElement);
    expect(view.queryByText('Du bist noch nicht angemeldet')).toBeNull();
  });

  it('opens the menu panel from the Menu button, traps focus there and closes on Escape', async () => {
    const { view, shadowRoot, user } = await renderWidget(mount);
    await asVisitor();
    const button = view.getByRole('button', { name: 'Menü' });
    await user.click(button);
    const dialog = view.getByRole('dialog', { name: 'Menü' });
    expect(dialog.contains(shadowRoot.activeElement)).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Sale' }).getAttribute('href')).toBe('/outlet/');
    await user.keyboard('{Escape}');
    expect(view.queryByRole('dialog')).toBeNull();
    expect(shadowRoot.activeElement).toBe(button);
  });

  it('opens the account dropdown on hover once its box has grown to 992 px (the box is read at the moment)', async () => {
    const { view, user } = await renderWidget(mount);
    await asVisitor();
    await act(async () => setWidgetWidth(992));
    await user.hover(view.getByRole('button', { name: 'Mein Konto' }).parentElement as HTMLElement);
    expect(view.getByText('Du bist noch nicht angemeldet')).toBeTruthy();
  });
});

describe('the checkout header', () => {
  it('is reduced to the logo, the safe-checkout label and the selling points', async () => {
    const { view } = await renderWidget(mount, { variant: 'checkout', safeCheckout: true, sellingPoints: ['Kostenlose Rücksendung'] });
    expect(view.queryByRole('navigation')).toBeNull();
    expect(view.getByText('Sicher einkaufen')).toBeTruthy();
    expect(view.getByText('Kostenlose Rücksendung')).toBeTruthy();
  });

  it('rejects an unknown variant naming the field', () => {
    expect(() => mount(document.createElement('div'), { variant: 'nope' })).toThrow(/invalid props at variant/);
  });
});

describe('the header on a shop’s own site (the page’s site configuration)', () => {
  let undeclare: () => void;
  beforeEach(() => {
    undeclare = declareSite(MODEHAUS_SITE);
  });
  afterEach(() => undeclare());

  const hrefs = (root: ParentNode) => [...root.querySelectorAll('a')].map((link) => link.getAttribute('href'));

  it('shows the shop’s logo and navigation, and links only to its routes', async () => {
    const { view, user } = await renderWidget(mount, { variant: 'storefront' });
    const home = view.getByRole('link', { name: 'Modehaus Berg – zur Startseite' });
    expect(home.getAttribute('href')).toBe('/start/');
    expect(home.querySelector('img')?.getAttribute('src')).toBe('https://cms.example/logo.svg');
    expect(home.querySelector('img')?.getAttribute('alt')).toBe('Modehaus Berg Startseite');
    const nav = view.getByRole('navigation', { name: 'Hauptnavigation' });
    expect([...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Neuheiten', '/neu/'],
      ['Mäntel', '/kategorie/maentel/'],
    ]);
    await asCustomer();
    const entry = view.getByRole('link', { name: 'Mein Konto' });
    expect(entry.getAttribute('href')).toBe('/konto/');
    await user.hover(entry.parentElement as HTMLElement);
    expect(view.getByRole('link', { name: 'Meine Bestellungen' }).getAttribute('href')).toBe('/konto/bestellungen/');
    expect(view.getByRole('link', { name: 'Rücksendungen' }).getAttribute('href')).toBe('/konto/retouren/');
    expect(view.getByRole('link', { name: 'Abmelden' }).getAttribute('href')).toBe('/abmelden/');
    expect(view.getByRole('link', { name: /^Warenkorb/ }).getAttribute('href')).toBe('/korb/');
    await asVisitor();
  });

  it('gives the phone menu the shop’s home, navigation and cart', async () => {
    await act(async () => setWidgetWidth(375));
    const { view, user } = await renderWidget(mount, { variant: 'storefront' });
    await user.click(view.getByRole('button', { name: 'Menü' }));
    const menu = view.getByRole('dialog', { name: 'Menü' });
    expect(hrefs(menu.querySelector('nav') as Element)).toEqual(['/start/', '/neu/', '/kategorie/maentel/', '/korb/']);
  });

  it('shows the shop’s name as its word mark when it has no logo', async () => {
    undeclare();
    undeclare = declareSite({ brand: { name: "Marc O'Polo" } });
    const { view } = await renderWidget(mount, { variant: 'checkout', safeCheckout: true });
    expect(view.getByRole('link', { name: "Marc O'Polo – zur Startseite" }).textContent).toBe("Marc O'Polo");
  });
});
