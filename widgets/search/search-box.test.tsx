import { setImmediate } from 'node:timers';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent } from '@testing-library/dom';
import { bus } from '@schaufenster/shared/bus';
import { renderWidget, typeInto } from '@schaufenster/shared/mount/testing';
import { reenterTypedText } from '@schaufenster/shared/mount/reenter-typed-text';
import { advanceUntil } from '../../test/shared/fake-time';
import { useTestServer } from '../../test/shared/test-server';
import { createMount } from '@schaufenster/shared/mount';
import { object } from 'superstruct';
import { nextActiveIndex, SearchBox } from './search-box';

const KLEID = {
  groups: [
    { type: 'FAQ', results: [{ path: '/faq/ruecksendung/', title: 'Wie funktioniert die Rücksendung?' }] },
    {
      type: 'PRODUCT',
      results: [
        { path: '/p/leinenkleid/', title: 'Leichtes Leinenkleid', productId: 'P1', brand: 'Elbufer', price: 4995, image: '/images/P1.svg' },
        { path: '/p/sommerkleid/', title: 'Sommerkleid', productId: 'P2', brand: 'Nordlicht', price: 3999, image: '/images/P2.svg' },
      ],
    },
  ],
};

const server = useTestServer();
const io = async (rounds = 5) => {
  for (let i = 0; i < rounds; i += 1) await act(() => new Promise((resolve) => setImmediate(resolve)));
};
/** Lets the clock and the sockets run until `done` holds, rendering as they go. */
const until = (done: () => boolean, stepMs = 0) => advanceUntil(done, { stepMs, wrap: act });
const searches = () => server.requests.filter((request) => request.path === '/api/search/').map((request) => JSON.parse(request.body).query);

async function renderSearch() {
  const navigate = jest.fn<(url: string) => void>();
  const mount = createMount({ name: 'search', props: object({}), render: () => <SearchBox navigate={navigate} /> });
  const widget = await renderWidget(mount);
  const input = widget.view.getByRole('combobox', { name: 'Suche' }) as HTMLInputElement;
  const type = (text: string) => typeInto(widget.user, input, text);
  const key = (name: string) => widget.user.keyboard(`{${name}}`);
  /** Enter in the box: opens the active hit, or submits the search. */
  const submit = async () => {
    if (widget.shadowRoot.activeElement !== input) await widget.user.click(input);
    await widget.user.keyboard('{Enter}');
  };
  return { ...widget, input, navigate, type, key, submit };
}

beforeEach(() => {
  server.answer((request) => (request.path === '/api/search/' ? { status: 200, json: KLEID } : { status: 200, json: { id: 's', aboutMe: { isLogged: false } } }));
  localStorage.clear();
  window.dataLayer = [];
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the search box', () => {
  it('offers a combobox with the placeholder Suche nach Produkten and a Suche button', async () => {
    const { input, view } = await renderSearch();
    expect(input.placeholder).toBe('Suche nach Produkten');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(view.getByRole('button', { name: 'Suche' })).toBeTruthy();
  });

  it('waits 100 ms before the first request and 250 ms once hits show', async () => {
    const { type, view } = await renderSearch();
    await type('klei');
    await act(() => jest.advanceTimersByTimeAsync(99));
    await io();
    expect(searches()).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await until(() => view.queryByRole('listbox') !== null);
    expect(searches()).toEqual(['klei']);
    await type('kleid');
    await act(() => jest.advanceTimersByTimeAsync(249));
    await io();
    expect(searches()).toEqual(['klei']);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await until(() => searches().length === 2);
    expect(searches()).toEqual(['klei', 'kleid']);
  });

  it('searches at once for text typed into the server HTML before it hydrated: the shopper stopped typing long ago', async () => {
    const { input, shadowRoot } = await renderSearch();
    // Typed while the widget hydrated: in the field, not in React's state, until hydration enters it again.
    input.value = 'kleid';
    act(() => reenterTypedText(shadowRoot));
    // No clock moved: the request went without the debounce.
    await until(() => searches().length > 0);
    expect(searches()).toEqual(['kleid']);
  });

  it('shows the hits grouped, with the query marked as text, never as HTML', async () => {
    const { type, view, shadowRoot } = await renderSearch();
    await type('kleid');
    await act(() => jest.advanceTimersByTimeAsync(100));
    await until(() => view.queryByRole('listbox') !== null);
    expect(view.getByRole('listbox', { name: 'Suchvorschläge' })).toBeTruthy();
    expect(view.getByRole('group', { name: 'Produkte' })).toBeTruthy();
    expect(view.getByRole('group', { name: 'Hilfe' })).toBeTruthy();
    expect(view.getAllByRole('option')).toHaveLength(3);
    expect([...shadowRoot.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['kleid', 'kleid']);
    expect(view.getByText('49,95 €')).toBeTruthy();
  });

  it('moves through the hits with the arrow keys and opens the active one with Enter, reporting select_item', async () => {
    const { type, key, input, navigate, view, submit } = await renderSearch();
    await type('kleid');
    await act(() => jest.advanceTimersByTimeAsync(100));
    await until(() => view.queryByRole('listbox') !== null);
    await key('ArrowDown');
    await key('ArrowDown');
    const active = view.getAllByRole('option')[1];
    expect(input.getAttribute('aria-activedescendant')).toBe(active?.id);
    expect(active?.getAttribute('aria-selected')).toBe('true');
    await submit();
    expect(navigate).toHaveBeenCalledWith('/p/leinenkleid/');
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'select_item', ecommerce: { items: [{ item_id: 'P1', price: 49.95, index: 1 }] } });
  });

  it('closes the hits with Escape, and clears the box with a second Escape', async () => {
    const { type, key, input, view } = await renderSearch();
    await type('kleid');
    await act(() => jest.advanceTimersByTimeAsync(100));
    await until(() => view.queryByRole('listbox') !== null);
    await key('Escape');
    expect(view.queryByRole('listbox')).toBeNull();
    await key('Escape');
    expect(input.value).toBe('');
  });

  it('clears the hits when the box is emptied', async () => {
    const { type, view } = await renderSearch();
    await type('kleid');
    await act(() => jest.advanceTimersByTimeAsync(100));
    await until(() => view.queryByRole('listbox') !== null);
    await type('');
    expect(view.queryByRole('option')).toBeNull();
  });

  it('retries a failed search once after 2 s and then raises the error dialog', async () => {
    const shown: string[] = [];
    const off = bus.on('error:show', ({ reason }) => shown.push(reason));
    server.answer(() => ({ status: 500, json: {} }));
    const { type } = await renderSearch();
    await type('kleid');
    await act(() => jest.advanceTimersByTimeAsync(100));
    await until(() => searches().length === 2, 50);
    const [first = 0, second = 0] = server.requests.filter((request) => request.path === '/api/search/').map((request) => request.at);
    expect(second - first).toBeGreaterThanOrEqual(2000);
    await until(() => shown.length > 0);
    expect(searches()).toHaveLength(2);
    expect(shown).toEqual(['POST /api/search/ failed with 500: Internal Server Error (Internal Server Error)']);
    off();
  });

  it('keeps the submit button loading for 3 s and remembers the search, shown when the box is empty again', async () => {
    const { type, input, navigate, view, submit } = await renderSearch();
    await type('kleid');
    await act(() => jest.advanceTimersByTimeAsync(100));
    await until(() => view.queryByRole('listbox') !== null);
    await submit();
    expect(navigate).toHaveBeenCalledWith('/katalog/?q=kleid');
    const button = view.getByRole('button', { name: /Suche/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(JSON.parse(localStorage.getItem('searchHistory') ?? '[]')).toEqual([{ query: 'kleid', path: '/katalog/?q=kleid', category: 'SEARCH', size: 3, pos: -1 }]);

    await type('');
    await act(async () => input.focus());
    expect(view.getByRole('heading', { name: 'Zuletzt gesucht' })).toBeTruthy();
    await act(async () => view.getByRole('button', { name: '„kleid“ aus dem Verlauf entfernen' }).click());
    expect(view.queryByRole('heading', { name: 'Zuletzt gesucht' })).toBeNull();
  });

  describe('Enter within the debounce never routes on stale hits', () => {
    const SINGLE = { groups: [{ type: 'PRODUCT', results: [{ path: '/p/leinenkleid/', title: 'Leichtes Leinenkleid', productId: 'P1', brand: 'Elbufer', price: 4995 }] }] };
    beforeEach(() => {
      // Several hits for "klei", exactly one for "leinenkleid".
      server.answer((request) => {
        if (request.path !== '/api/search/') return { status: 200, json: { id: 's', aboutMe: { isLogged: false } } };
        return { status: 200, json: JSON.parse(request.body).query === 'leinenkleid' ? SINGLE : KLEID };
      });
    });

    it('asks at once for the text as typed when Enter comes before the first request, and routes on its answer', async () => {
      const { type, input, navigate } = await renderSearch();
      await type('leinenkleid');
      await act(() => jest.advanceTimersByTimeAsync(50));
      // By hand: user-event's own awaits let the search's answer arrive before the test can see Enter waiting for it.
      await act(async () => {
        fireEvent.submit(input.form as HTMLFormElement);
      });
      expect(navigate).not.toHaveBeenCalled();
      await until(() => navigate.mock.calls.length > 0);
      expect(searches()).toEqual(['leinenkleid']);
      expect(navigate).toHaveBeenCalledWith('/p/leinenkleid/');
      // The debounced request it replaced is not sent afterwards.
      await act(() => jest.advanceTimersByTimeAsync(500));
      await io();
      expect(searches()).toEqual(['leinenkleid']);
    });

    it('does not route on the hits of an earlier text while the newer one waits in the debounce', async () => {
      const { type, navigate, view, submit } = await renderSearch();
      await type('klei');
      await act(() => jest.advanceTimersByTimeAsync(100));
      await until(() => view.queryByRole('listbox') !== null);
      await type('leinenkleid');
      await act(() => jest.advanceTimersByTimeAsync(100));
      await submit();
      await until(() => navigate.mock.calls.length > 0);
      expect(navigate.mock.calls).toEqual([['/p/leinenkleid/']]);
      expect(searches()).toEqual(['klei', 'leinenkleid']);
      expect(JSON.parse(localStorage.getItem('searchHistory') ?? '[]')).toEqual([
        { query: 'leinenkleid', path: '/p/leinenkleid/', category: 'SEARCH', size: 1, pos: -1 },
      ]);
    });

    it('waits for the request already on its way for the text as typed instead of asking twice', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.answer(async (request) => {
        if (request.path !== '/api/search/') return { status: 200, json: { id: 's', aboutMe: { isLogged: false } } };
        await held;
        return { status: 200, json: SINGLE };
      });
      const { type, navigate, submit } = await renderSearch();
      await type('leinenkleid');
      await act(() => jest.advanceTimersByTimeAsync(100));
      await until(() => searches().length === 1);
      // Enter while the answer is held back.
      await submit();
      release();
      await until(() => navigate.mock.calls.length > 0);
      expect(searches()).toEqual(['leinenkleid']);
      expect(navigate).toHaveBeenCalledWith('/p/leinenkleid/');
    });

    it('keeps the submit button loading while it waits for the answer', async () => {
      const { type, view, submit } = await renderSearch();
      await type('leinenkleid');
      await submit();
      expect(view.getByRole('button', { name: /Suche/ }).getAttribute('aria-busy')).toBe('true');
    });
  });

  it('goes to the catalog when nothing is typed', async () => {
    const { navigate, submit } = await renderSearch();
    await submit();
    expect(navigate).toHaveBeenCalledWith('/katalog/');
  });
});

describe('nextActiveIndex', () => {
  it.each([
    [-1, 1, 3, 0],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [-1, -1, 3, 2],
    [1, 1, 3, 2],
  ] as const)('from %i by %i of %i goes to %i', (current, step, count, next) => {
    expect(nextActiveIndex(current, step, count)).toBe(next);
  });
});
