import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { useBrowserAddress } from './page-address';
import { ServerRenderContext } from './render-context';

// As the widget tests have it (shared/mount/testing.tsx): React's act() is expected here.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Address() {
  return <p>{useBrowserAddress() ?? 'none'}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the browser's address in a widget whose server render does not know it", () => {
  it('is none on the server and in the hydration (no mismatch), then the address the page has', async () => {
    window.history.replaceState(null, '', '/damen/?seite=2');
    const tree = (
      <ServerRenderContext.Provider value={{ busValues: {}, styleTarget: { data: '' } }}>
        <Address />
      </ServerRenderContext.Provider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    expect(container.textContent).toBe('none');
    const errors = jest.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, tree));
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('/damen/?seite=2');
    act(() => root.unmount());
    container.remove();
  });

  it('is the address at once where the widget renders in the browser only', async () => {
    window.history.replaceState(null, '', '/authenticate/?p=register');
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const seen: string[] = [];
    function Recording() {
      seen.push(useBrowserAddress() ?? 'none');
      return null;
    }
    await act(async () => root.render(<Recording />));
    expect(seen[0]).toBe('/authenticate/?p=register');
    act(() => root.unmount());
    container.remove();
  });
});
