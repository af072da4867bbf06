import { act, useState } from 'react';
import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { object, enums } from 'superstruct';
import { createMount } from './create-mount';
import type { InvalidPropsError } from './invalid-props-error';
import type { MountHooks } from './mount-hooks';
import { isReenteredInput } from './reenter-typed-text';
import { declareSite, MODEHAUS_SITE } from '../../test/shared/site';
import { siteKey } from '@schaufenster/shared/site';
import { renderWidget, serverRenderedTag, stubSessionFetch } from './testing';

const Props = object({ tone: enums(['hell', 'dunkel']) });

function Broken(): never {
  throw new Error('render failed');
}

beforeEach(() => stubSessionFetch());

describe('createMount', () => {
  it('renders the widget inside a shadow root', async () => {
    const mount = createMount({ name: 'demo', props: Props, render: ({ tone }) => <p>Ton: {tone}</p> });
    const { el, view } = await renderWidget(mount, { tone: 'hell' });
    expect(view.getByText('Ton: hell')).toBeTruthy();
    expect(el.textContent).toBe('');
  });

  it('rejects bad props with the widget, the field path and the reason, rendering nothing', () => {
    const mount = createMount({ name: 'demo', props: Props, render: () => <p>nie</p> });
    const el = document.createElement('div');
    el.innerHTML = 'Fallback';
    let caught: unknown;
    try {
      mount(el, { tone: 'bunt' });
    } catch (error) {
      caught = error;
    }
    // The loader tells invalid props apart by the error's name: the error class may come from another bundle.
    expect(caught).toMatchObject({ name: 'InvalidPropsError' });
    expect(caught).toMatchObject({ widget: 'demo', path: 'tone' });
    expect((caught as InvalidPropsError).message).toMatch(/^Widget "demo": invalid props at tone: Expected one of `"hell","dunkel"`/);
    expect(el.innerHTML).toBe('Fallback');
  });

  it('rejects as invalid props that the validation cannot even print (a toString that is no function)', () => {
    const mount = createMount({ name: 'demo', props: Props, render: () => <p>nie</p> });
    const el = document.createElement('div');
    el.innerHTML = 'Fallback';
    expect(() => mount(el, JSON.parse('{"tone":"hell","":{"toString":null}}'))).toThrow(expect.objectContaining({ name: 'InvalidPropsError', path: '(root)' }));
    expect(el.innerHTML).toBe('Fallback');
  });

  it('shows the technical error panel in place of a widget without fallback that fails to render', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const mount = createMount({ name: 'demo', props: object({}), render: () => <Broken /> });
    const { view } = await renderWidget(mount);
    expect(view.getByRole('heading', { name: 'Entschuldige, ein technischer Fehler ist aufgetreten.' })).toBeTruthy();
    const reload = view.getByRole('button', { name: 'Nochmal versuchen' });
    expect(reload).toBeTruthy();
    error.mockRestore();
  });

  it('tells the loader once the widget is in the page, and not before', async () => {
    const mount = createMount({ name: 'demo', props: object({}), render: () => <p>Da</p> });
    const el = document.createElement('div');
    el.innerHTML = '<a href="/">Fallback</a>';
    document.body.append(el);
    const seen: string[] = [];
    const hooks: MountHooks = {
      rendered: () => seen.push(`rendered: ${el.querySelector('[data-widget-root]')?.shadowRoot?.querySelector('p')?.textContent}`),
      failed: (error) => seen.push(`failed: ${error.message}`),
    };
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, {}, hooks);
      // React renders after mount returns: nothing is reported while the fallback still shows.
      expect(seen).toEqual([]);
      expect(el.textContent).toBe('Fallback');
    });
    expect(seen).toEqual(['rendered: Da']);
    act(() => unmount());
    el.remove();
  });

  it('reports a widget that fails at its first render, gives the tag its fallback back and shows no panel', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const mount = createMount({ name: 'demo', props: object({}), render: () => <Broken /> });
    const el = document.createElement('div');
    el.innerHTML = '<a href="/">Schaufenster</a> <nav>Damen</nav>';
    const link = el.querySelector('a');
    document.body.append(el);
    const hooks = { rendered: jest.fn<MountHooks['rendered']>(), failed: jest.fn<MountHooks['failed']>() };
    await act(async () => {
      mount(el, {}, hooks);
    });
    expect(hooks.failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    expect(hooks.rendered).not.toHaveBeenCalled();
    // The fallback is back at once; the emptied widget root goes a task later.
    expect(el.querySelector('a')).toBe(link);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(el.innerHTML).toBe('<a href="/">Schaufenster</a> <nav>Damen</nav>');
    expect(el.textContent).not.toContain('technischer Fehler');
    // One line naming the widget; React's own line for a caught error would only repeat it.
    expect(error.mock.calls.map(([message]) => String(message))).toEqual(['[schaufenster] widget "demo" failed to render']);
    el.remove();
    error.mockRestore();
  });

  it('reports a failure after the widget was in the page, and puts the fallback back then too', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function BreaksOnClick() {
      const [broken, setBroken] = useState(false);
      if (broken) throw new Error('broke on click');
      return (
        <button type="button" onClick={() => setBroken(true)}>
          Los
        </button>
      );
    }
    const mount = createMount({ name: 'demo', props: object({}), render: () => <BreaksOnClick /> });
    const el = document.createElement('div');
    el.innerHTML = 'Fallback';
    document.body.append(el);
    const hooks = { rendered: jest.fn<MountHooks['rendered']>(), failed: jest.fn<MountHooks['failed']>() };
    await act(async () => {
      mount(el, {}, hooks);
    });
    expect(hooks.rendered).toHaveBeenCalledTimes(1);
    await act(async () => el.querySelector('[data-widget-root]')?.shadowRoot?.querySelector('button')?.click());
    expect(hooks.failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'broke on click' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(el.innerHTML).toBe('Fallback');
    el.remove();
    error.mockRestore();
  });

  it('writes goober styles into the shadow root, not into document.head', async () => {
    const mount = createMount({ name: 'demo', props: object({}), render: () => <p>Stil</p> });
    const { shadowRoot } = await renderWidget(mount);
    expect(shadowRoot.querySelector('style')?.textContent).toContain('all:initial');
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('unmounts cleanly', async () => {
    const mount = createMount({ name: 'demo', props: object({}), render: () => <p>Weg</p> });
    const { el, unmount } = await renderWidget(mount);
    await unmount();
    expect(el.querySelector('[data-widget-root]')).toBeNull();
  });
});

describe('createMount on server HTML', () => {
  function Counter({ tone }: { tone: string }) {
    const [count, setCount] = useState(0);
    return (
      // One text node: the server separates adjacent ones with comments the browser build does not write.
      <button type="button" onClick={() => setCount(count + 1)}>
        {`${tone} ${count}`}
      </button>
    );
  }

  it('hydrates the markup the browser build renders, in the same shadow root, without a warning, and then answers', async () => {
    const mount = createMount({ name: 'demo', props: Props, render: ({ tone }) => <Counter tone={tone} /> });
    // The browser build's markup of the same props is what the server renders.
    const { shadowRoot: rendered } = await renderWidget(mount, { tone: 'hell' });
    const el = serverRenderedTag('demo', rendered.innerHTML);
    const host = el.firstElementChild as HTMLElement;
    const button = host.shadowRoot?.querySelector('button');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hooks: MountHooks = { rendered: jest.fn(), failed: jest.fn() };
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, { tone: 'hell' }, hooks);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(hooks.rendered).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same host and the same button, now with React's listener on it.
    expect(el.firstElementChild).toBe(host);
    expect(host.shadowRoot?.querySelector('button')).toBe(button);
    expect(host.hasAttribute('data-server-render')).toBe(false);
    await act(async () => button?.click());
    expect(button?.textContent).toBe('hell 1');
    act(() => unmount());
  });

  function NameForm() {
    const [name, setName] = useState('');
    const [size, setSize] = useState('M');
    return (
      <form>
        <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <select aria-label="Größe" value={size} onChange={(event) => setSize(event.target.value)}>
          <option value="M">M</option>
          <option value="L">L</option>
        </select>
        <output>{`${name}/${size}`}</output>
      </form>
    );
  }

  it('keeps what the shopper typed and chose in the server HTML before it hydrated, in the widget\'s state', async () => {
    const mount = createMount({ name: 'demo', props: Props, render: () => <NameForm /> });
    const { shadowRoot: rendered } = await renderWidget(mount, { tone: 'hell' });
    const el = serverRenderedTag('demo', rendered.innerHTML);
    const shadowRoot = (el.firstElementChild as HTMLElement).shadowRoot as ShadowRoot;
    const input = shadowRoot.querySelector('input') as HTMLInputElement;
    const select = shadowRoot.querySelector('select') as HTMLSelectElement;
    input.value = 'Dora';
    select.value = 'L';
    // The widget can tell text entered again from the shopper's typing (a search skips its debounce for it).
    const inputs: Event[] = [];
    shadowRoot.addEventListener('input', (event) => inputs.push(event));
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, { tone: 'hell' });
    });
    expect(shadowRoot.querySelector('output')?.textContent).toBe('Dora/L');
    expect(input.value).toBe('Dora');
    expect(inputs.map(isReenteredInput)).toEqual([true]);
    // And React answers later typing as usual.
    await act(async () => fireEvent.input(input, { target: { value: 'Dorothea' } }));
    expect(shadowRoot.querySelector('output')?.textContent).toBe('Dorothea/L');
    expect(inputs.map(isReenteredInput)).toEqual([true, false]);
    act(() => unmount());
  });

  it('renders afresh, once and without a React error, server HTML rendered for another site configuration than the page declares', async () => {
    const undeclare = declareSite(MODEHAUS_SITE);
    const mount = createMount({ name: 'demo', props: Props, render: ({ tone }) => <p>Ton: {tone}</p> });
    // A fragment rendered without the page's configuration (the demo's site): its key is the key of none.
    const el = serverRenderedTag('demo', '<p>Ton: hell (Demo)</p>', { siteKey: siteKey(undefined) });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, { tone: 'hell' });
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const roots = el.querySelectorAll('[data-widget-root="demo"]');
    expect(roots).toHaveLength(1);
    expect(roots[0]?.shadowRoot?.textContent).toContain('Ton: hell');
    expect(roots[0]?.shadowRoot?.textContent).not.toContain('Demo');
    act(() => unmount());
    undeclare();
  });

  it('hydrates server HTML rendered for the site configuration the page declares, however its JSON is spaced', async () => {
    const undeclare = declareSite(MODEHAUS_SITE);
    const mount = createMount({ name: 'demo', props: Props, render: ({ tone }) => <Counter tone={tone} /> });
    const { shadowRoot: rendered } = await renderWidget(mount, { tone: 'hell' });
    const el = serverRenderedTag('demo', rendered.innerHTML, { siteKey: siteKey(JSON.stringify(MODEHAUS_SITE, null, 2)) });
    const host = el.firstElementChild as HTMLElement;
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, { tone: 'hell' });
    });
    expect(el.firstElementChild).toBe(host);
    expect(host.hasAttribute('data-server-render')).toBe(false);
    act(() => unmount());
    undeclare();
  });

  it('mounts afresh into a tag whose server HTML belongs to another widget', async () => {
    const mount = createMount({ name: 'demo', props: Props, render: ({ tone }) => <p>Ton: {tone}</p> });
    const el = serverRenderedTag('other', '<p>fremd</p>');
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, { tone: 'dunkel' });
    });
    const root = el.querySelector('[data-widget-root="demo"]');
    expect(root?.shadowRoot?.textContent).toContain('Ton: dunkel');
    act(() => unmount());
  });
});
