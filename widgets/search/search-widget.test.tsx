import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, waitFor } from '@testing-library/dom';
import { createMount } from '@schaufenster/shared/mount';
import { renderWidget, serverRenderedWidget, typeInto } from '@schaufenster/shared/mount/testing';
import { closeOpenedEarly, openEarly } from '../../shared/bus/opened-early';
import { useTestServer } from '../../test/shared/test-server';
import { bus } from '@schaufenster/shared/bus';
import { setViewportWidth } from '../../test/shared/viewport';
import { setWidgetWidth } from '../../test/shared/widget-width';
import { within } from '@testing-library/react';
import { object } from 'superstruct';
import { SearchProps } from './props';
import { SearchWidget } from './search-widget';

const HITS = { groups: [{ type: 'PRODUCT', results: [{ path: '/p/leinenkleid/', title: 'Leichtes Leinenkleid', productId: 'P1', brand: 'Elbufer', price: 4995 }] }] };

const server = useTestServer();

/** The widget in a window and a box of this width. */
async function renderSearchAt(width: number) {
  await act(async () => {
    setViewportWidth(width);
    setWidgetWidth(width);
  });
  const navigate = jest.fn<(url: string) => void>();
  const mount = createMount({ name: 'search', props: object({}), render: () => <SearchWidget navigate={navigate} /> });
  return { ...(await renderWidget(mount)), navigate };
}

beforeAll(() => {
  server.answer((request) => (request.path === '/api/search/' ? { status: 200, json: HITS } : { status: 200, json: { id: 's', aboutMe: { isLogged: false } } }));
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});
describe('the search widget, laid out by its own box', () => {
  it('renders the box and the Suche button in one markup in a phone and a desktop window: the CSS of its box shows one', async () => {
    const narrow = await renderSearchAt(390);
    const markupAt390 = narrow.shadowRoot.innerHTML.replace(/_r_[0-9a-z]+_/g, 'id');
    await narrow.unmount();
    const { view, shadowRoot } = await renderSearchAt(1280);
    expect(shadowRoot.innerHTML.replace(/_r_[0-9a-z]+_/g, 'id')).toBe(markupAt390);
    expect(view.getByRole('combobox', { name: 'Suche' }).closest('[data-variant]')?.getAttribute('data-variant')).toBe('inline');
    expect(view.getByRole('button', { name: 'Suche', expanded: false }).closest('[data-variant]')?.getAttribute('data-variant')).toBe('launcher');
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('opens the search overlay from its Suche button, with the box focused', async () => {
    const { view, shadowRoot } = await renderSearchAt(1280);
    const launcher = view.getByRole('button', { name: 'Suche', expanded: false });
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');

    await act(async () => launcher.click());

    const dialog = view.getByRole('dialog', { name: 'Suche' });
    const input = within(dialog).getByRole('combobox', { name: 'Suche' });
    expect(shadowRoot.activeElement).toBe(input);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect((input as HTMLInputElement).placeholder).toBe('Suche nach Produkten');
  });

  it('leaves the Suche button to the header with launcher false, and opens its overlay when the header asks', async () => {
    const mount = createMount({ name: 'search', props: SearchProps, render: (props) => <SearchWidget launcher={props.launcher} /> });
    const { view } = await renderWidget(mount, { launcher: false });
    expect(view.queryByRole('button', { name: 'Suche', expanded: false })).toBeNull();
    expect(bus.willBeAnswered('search:open')).toBe(true);
    await act(async () => bus.emit('search:open', {}));
    expect(within(view.getByRole('dialog', { name: 'Suche' })).getByRole('combobox', { name: 'Suche' })).toBeTruthy();
  });

  it('searches and routes from the overlay like the box does', async () => {
    const { view, navigate, user } = await renderSearchAt(1280);
    await act(async () => view.getByRole('button', { name: 'Suche', expanded: false }).click());
    const input = within(view.getByRole('dialog')).getByRole('combobox', { name: 'Suche' }) as HTMLInputElement;
    await typeInto(user, input, 'leinenkleid');
    await waitFor(() => expect(view.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/p/leinenkleid/'));
  });

  it('closes the overlay with Escape once the box has nothing left to close or clear, and gives the focus back to the button', async () => {
    const { view, shadowRoot } = await renderSearchAt(1280);
    const launcher = view.getByRole('button', { name: 'Suche', expanded: false });
    // As a keyboard user: the button has the focus when it opens the overlay.
    await act(async () => {
      launcher.focus();
      launcher.click();
    });
    const input = within(view.getByRole('dialog')).getByRole('combobox', { name: 'Suche' });
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
});

/** The widget as the server renders it for a page whose header carries Suche, and that Suche. */
function serverRenderedSearch(navigate?: (url: string) => void) {
  const mount = createMount({ name: 'search', props: SearchProps, render: (props) => <SearchWidget launcher={props.launcher} navigate={navigate} /> });
  const { el, root } = serverRenderedWidget('search', mount, { launcher: false });
  // The header's Suche, which the loader opens the overlay for.
  const suche = document.body.appendChild(document.createElement('button'));
  const cleanUp = () => {
    el.remove();
    suche.remove();
  };
  return { mount, el, root, view: within(root as unknown as HTMLElement), suche, cleanUp };
}

describe('the search overlay in the server HTML', () => {
  it("opens at once from the header's Suche while the widget hydrates, keeps what was typed there and searches it, and closes back to Suche", async () => {
    const { mount, el, root, view, suche, cleanUp } = serverRenderedSearch(jest.fn<(url: string) => void>());
    // Closed (not asked through the roles: jsdom would keep the hidden dialog's style after it opens).
    expect(root.querySelector('[role="dialog"]')?.closest('[hidden]')).not.toBeNull();

    // The loader, on the click on Suche: the overlay opens with the focus in its box, and the shopper types.
    expect(openEarly(root, 'search:open', suche)).toBe(true);
    const dialog = view.getByRole('dialog');
    const input = within(dialog).getByRole('combobox', { name: 'Suche' }) as HTMLInputElement;
    expect(root.activeElement).toBe(input);
    input.value = 'leinenkleid';

    const errors = jest.spyOn(console, 'error');
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, { launcher: false });
    });
    // Hydrated in place and open, with the text and its hits, no hydration warning.
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
    expect(errors).not.toHaveBeenCalled();
    expect(view.getByRole('dialog')).toBe(dialog);
    expect(input.value).toBe('leinenkleid');
    expect(root.activeElement).toBe(input);

    await act(async () => within(dialog).getByRole('button', { name: 'Schließen' }).click());
    expect(view.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(suche);
    act(() => unmount());
    cleanUp();
  });

  it('closes an overlay opened early again when its widget fails, the focus back on Suche', () => {
    const { root, view, suche, cleanUp } = serverRenderedSearch();
    openEarly(root, 'search:open', suche);
    expect(view.getByRole('dialog')).toBeTruthy();
    closeOpenedEarly(root);
    expect(view.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(suche);
    cleanUp();
  });
});
