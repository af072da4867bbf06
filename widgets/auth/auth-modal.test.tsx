import { act } from 'react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent } from '@testing-library/dom';
import { bus } from '@schaufenster/shared/bus';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { mount } from './mount';

beforeEach(() => stubSessionFetch());

describe('the Anmelden modal', () => {
  it('stays closed until asked, opens on auth:open, locks scrolling and closes on Escape', async () => {
    const { view } = await renderWidget(mount, { mode: 'modal' });
    expect(view.queryByRole('dialog')).toBeNull();

    await act(async () => bus.emit('auth:open', { page: 'login' }));
    const dialog = view.getByRole('dialog', { name: 'Anmelden' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(view.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/authenticate/?callbackPath=%2F');
    expect(document.body.style.overflow).toBe('hidden');

    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(view.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the tab links of the /authenticate/ page', async () => {
    const { view } = await renderWidget(mount, { mode: 'page' });
    expect(view.getByRole('heading', { name: 'Anmelden' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe('/authenticate/?p=register');
    expect(view.getByRole('link', { name: 'Gastkonto' }).getAttribute('href')).toBe('/authenticate/?p=guest');
  });
});
