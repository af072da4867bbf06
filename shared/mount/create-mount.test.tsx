import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { object, enums } from 'superstruct';
import { createMount } from './create-mount';
import type { InvalidPropsError } from './invalid-props-error';
import { renderWidget, stubSessionFetch } from './testing';

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

  it('shows the technical error panel in place of a widget that fails to render', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const mount = createMount({ name: 'demo', props: object({}), render: () => <Broken /> });
    const { view } = await renderWidget(mount);
    expect(view.getByRole('heading', { name: 'Entschuldige, ein technischer Fehler ist aufgetreten.' })).toBeTruthy();
    const reload = view.getByRole('button', { name: 'Nochmal versuchen' });
    expect(reload).toBeTruthy();
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
