import { act } from 'react';
import { describe, expect, it } from '@jest/globals';
import { bus } from '@schaufenster/shared/bus';
import { createMount } from '@schaufenster/shared/mount';
import { serverRenderedWidget } from '@schaufenster/shared/mount/testing';
import { waitFor, within } from '@testing-library/dom';
import { openEarly } from '../../shared/bus/opened-early';
import { AuthProps } from './props';
import { AuthWidget } from './auth-widget';
import { answer, click, currentAddress, eventually, pageLayer, renderAuth, type, useAuthTestServer } from './auth-testing';

useAuthTestServer();

async function openModal(page: 'login' | 'guest' = 'login') {
  const rendered = await renderAuth({ mode: 'modal', url: '/damen/?seite=2' });
  await act(async () => bus.emit('auth:open', { page }));
  return rendered;
}

describe('the Anmelden modal', () => {
  it('stays closed until asked, then is a modal dialog titled Anmelden that locks scrolling and closes on Escape', async () => {
    const { view, user } = await renderAuth({ mode: 'modal' });
    expect(view.queryByRole('dialog')).toBeNull();
    await act(async () => bus.emit('auth:open', { page: 'login' }));
    const dialog = view.getByRole('dialog', { name: 'Anmelden' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(view.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('switches tabs without reloading or changing the address; its links point at the page with this page as callback', async () => {
    const { view, navigate } = await openModal();
    const register = view.getByRole('link', { name: 'Registrieren' });
    expect(register.getAttribute('href')).toBe('/authenticate/?p=register&callbackPath=%2Fdamen%2F%3Fseite%3D2');
    await click(register);
    expect(view.getByRole('button', { name: 'Registrieren' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Registrieren' }).getAttribute('aria-expanded')).toBe('true');
    expect(currentAddress()).toBe('/damen/?seite=2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens on the asked sub-page', async () => {
    const { view } = await openModal('guest');
    expect(view.getByRole('button', { name: 'Anmeldecode erhalten' })).toBeTruthy();
  });

  it('logs in without leaving the page: reloads the session, says so, and closes', async () => {
    answer('POST /api/auth/login', { status: 200, json: { success: true, email: 'anna@example.de' } });
    const { view, navigate } = await openModal();
    const sessionLoads = () => bus.last('session:changed');
    await type(view, 'E-Mail-Adresse', 'anna@example.de');
    await type(view, 'Passwort', 'geheim123');
    await click(view.getByRole('button', { name: 'Anmelden' }));
    await eventually(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(pageLayer().getByText('Du bist jetzt angemeldet.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(currentAddress()).toBe('/damen/?seite=2');
    await eventually(() => expect(sessionLoads()).toBeDefined());
  });

  it('runs the otp screen and forgot-password inside the dialog, keeping the focus in it', async () => {
    answer('POST /api/auth/login', { status: 403, json: { email: 'anna@example.de', error: { code: 'unverified' } } });
    const { view, shadowRoot } = await openModal();
    await type(view, 'E-Mail-Adresse', 'anna@example.de');
    await type(view, 'Passwort', 'geheim123');
    await click(view.getByRole('button', { name: 'Anmelden' }));
    await eventually(() => expect(view.getByRole('heading', { name: 'Identitätsprüfung erforderlich', level: 3 })).toBeTruthy());
    expect(view.getByRole('dialog', { name: 'Anmelden' })).toBeTruthy();
    expect(shadowRoot.activeElement).toBe(view.getByRole('heading', { name: 'Identitätsprüfung erforderlich' }));
    await click(view.getByRole('link', { name: 'Zurück zur Anmeldung' }));
    expect(shadowRoot.activeElement).toBe(view.getByRole('link', { name: 'Anmelden' }));
    await click(view.getByRole('link', { name: 'Passwort vergessen' }));
    expect(shadowRoot.activeElement).toBe(view.getByRole('heading', { name: 'Passwort vergessen' }));
    expect(currentAddress()).toBe('/damen/?seite=2');
  });
});

describe('the Anmelden modal in the server HTML', () => {
  it("opens at once from the header's Mein Konto while the widget hydrates, on the sign-in page, which activates after its delay", async () => {
    const mount = createMount({ name: 'auth', props: AuthProps, render: () => <AuthWidget mode="modal" navigate={() => undefined} activationDelayMs={600} /> });
    // As the page's server renders it: its snapshot names no address (the widget requests nothing by it), so what
    // the HTML holds is the same on every page, for whoever asks.
    const { html, el, root } = serverRenderedWidget('auth', mount, { mode: 'modal' });
    expect(html).not.toContain('callbackPath');
    const view = within(root as unknown as HTMLElement);
    const entry = document.body.appendChild(document.createElement('button'));
    expect(openEarly(root, 'auth:open', entry)).toBe(true);
    const dialog = view.getByRole('dialog');
    expect(dialog.querySelector('[aria-busy="true"] form[name="login"]')).not.toBeNull();

    let unmount: () => void = () => undefined;
    try {
      await act(async () => {
        unmount = mount(el, { mode: 'modal' });
      });
      // The same dialog, open, its sign-in page waiting for its activation, then active.
      expect(view.getByRole('dialog')).toBe(dialog);
      expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
      // Asked by attribute, not role: jsdom keeps a style it computed in a shadow root after an attribute it depends on changed.
      const email = () => dialog.querySelector('form[name="login"] input[name="email"]');
      await waitFor(() => expect([dialog.querySelector('[aria-busy="true"]'), email()?.closest('[hidden]')]).toEqual([null, null]), { timeout: 5_000 });
      await act(async () => within(dialog).getByRole('button', { name: 'Schließen' }).click());
      expect(view.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(entry);
    } finally {
      act(() => unmount());
      el.remove();
      entry.remove();
    }
  });
});
