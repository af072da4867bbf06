import { act } from 'react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent } from '@testing-library/dom';
import { bus } from '@schaufenster/shared/bus';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { mount } from './mount';

beforeEach(() => stubSessionFetch());

describe('header', () => {
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

  it('tells a visitor that nobody is logged in and opens the Anmelden modal through the bus', async () => {
    const { view } = await renderWidget(mount);
    expect(view.getByText('Du bist noch nicht angemeldet')).toBeTruthy();
    const opened = jest.fn();
    const off = bus.on('auth:open', opened);
    // The dropdown opens on hover on desktop only, so it is hidden here.
    fireEvent.click(view.getByRole('button', { name: 'Anmelden', hidden: true }));
    off();
    expect(opened).toHaveBeenCalledWith({ page: 'login' });
  });

  it('welcomes a logged-in customer with the account links and Abmelden', async () => {
    const { view } = await renderWidget(mount);
    await act(async () => bus.emit('session:changed', { id: 's', aboutMe: { isLogged: true } }));
    expect(view.getByText('Herzlich Willkommen')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Abmelden', hidden: true }).getAttribute('href')).toBe('/logout/');
    expect(view.getByRole('link', { name: 'Mein Konto' }).getAttribute('href')).toBe('/account/overview/');
    await act(async () => bus.emit('session:changed', { id: 's', aboutMe: { isLogged: false } }));
  });

  it('shows the cart badge only when the cart holds items', async () => {
    const { view } = await renderWidget(mount);
    await act(async () => bus.emit('cart:changed', { itemCount: 0 }));
    expect(view.queryByTestId('cart-badge')).toBeNull();
    await act(async () => bus.emit('cart:changed', { itemCount: 2 }));
    expect(view.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toBeTruthy();
    expect(view.getByTestId('cart-badge').textContent).toBe('2');
  });

  it('reduces the checkout variant to the logo, the safe-checkout label and the selling points', async () => {
    const { view } = await renderWidget(mount, { variant: 'checkout', safeCheckout: true, sellingPoints: ['Kostenlose Rücksendung'] });
    expect(view.queryByRole('navigation')).toBeNull();
    expect(view.getByText('Sicher einkaufen')).toBeTruthy();
    expect(view.getByText('Kostenlose Rücksendung')).toBeTruthy();
  });

  it('rejects an unknown variant naming the field', () => {
    expect(() => mount(document.createElement('div'), { variant: 'nope' })).toThrow(/invalid props at variant/);
  });
});
