import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, waitFor } from '@testing-library/dom';
import { createMount } from '@schaufenster/shared/mount';
import { renderWidget, typeInto } from '@schaufenster/shared/mount/testing';
import { useTestServer } from '@schaufenster/shared/testing/test-server';
import { setViewportWidth } from '@schaufenster/shared/testing/viewport';
import { object } from 'superstruct';
import { SearchWidget } from './search-widget';

const HITS = { groups: [{ type: 'PRODUCT', results: [{ path: '/p/leinenkleid/', title: 'Leichtes Leinenkleid', productId: 'P1', brand: 'Elbufer', price: 4995 }] }] };

const server = useTestServer();

async function renderSearchAt(width: number) {
  await act(async () => setViewportWidth(width));
  const navigate = jest.fn<(url: string) => void>();
  const mount = createMount({ name: 'search', props: object({}), render: () => <SearchWidget navigate={navigate} /> });
  return { ...(await renderWidget(mount)), navigate };
}

beforeAll(() => {
  server.answer((request) => (request.path === '/api/search/' ? { status: 200, json: HITS } : { status: 200, json: { id: 's', aboutMe: { isLogged: false } } }));
});
beforeEach(() => localStorage.clear());
afterEach(async () => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the search widget by screen width', () => {
  it.each([390, 991])('keeps the search box in the page at %i px, with no Suche button to open an overlay', async (width) => {
    const { view } = await renderSearchAt(width);
    expect(view.getByRole('combobox', { name: 'Suche' })).toBeTruthy();
    expect(view.queryByRole('button', { expanded: false })).toBeNull();
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it.each([992, 1280])('shows a Suche button at %i px that opens the search overlay with the box focused', async (width) => {
    const { view, shadowRoot } = await renderSearchAt(width);
    expect(view.queryByRole('combobox')).toBeNull();
    const launcher = view.getByRole('button', { name: 'Suche', expanded: false });
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');

    await act(async () => launcher.click());

    const dialog = view.getByRole('dialog', { name: 'Suche' });
    const input = view.getByRole('combobox', { name: 'Suche' });
    expect(dialog.contains(input)).toBe(true);
    expect(shadowRoot.activeElement).toBe(input);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect((input as HTMLInputElement).placeholder).toBe('Suche nach Produkten');
  });

  it('searches and routes from the overlay like the box does', async () => {
    const { view, navigate, user } = await renderSearchAt(1280);
    await act(async () => view.getByRole('button', { name: 'Suche' }).click());
    const input = view.getByRole('combobox', { name: 'Suche' }) as HTMLInputElement;
    await typeInto(user, input, 'leinenkleid');
    await waitFor(() => expect(view.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/p/leinenkleid/'));
  });

  it('closes the overlay with Escape once the box has nothing left to close or clear, and gives the focus back to the button', async () => {
    const { view, shadowRoot } = await renderSearchAt(1280);
    const launcher = view.getByRole('button', { name: 'Suche' });
    // As a keyboard user: the button has the focus when it opens the overlay.
    await act(async () => {
      launcher.focus();
      launcher.click();
    });
    const input = view.getByRole('combobox', { name: 'Suche' });
    // Fired by hand: once the first Escape empties the box, user-event's next key in this shadow root fails inside
    // user-event ("Expected an element or document but got ShadowRoot"); the browser test walks it with real keys.
    await act(async () => {
      fireEvent.change(input, { target: { value: 'kleid' } });
    });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(view.getByRole('dialog')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(view.queryByRole('dialog')).toBeNull();
    expect(shadowRoot.activeElement).toBe(launcher);
  });

  it('turns from the button into the box when the window narrows to 991 px', async () => {
    const { view } = await renderSearchAt(1280);
    expect(view.getByRole('button', { name: 'Suche' })).toBeTruthy();
    await act(async () => setViewportWidth(991));
    expect(view.getByRole('combobox', { name: 'Suche' })).toBeTruthy();
  });
});
