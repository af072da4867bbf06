import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from '@jest/globals';
import { usePageAddress } from './page-address';
import { ServerRenderContext, type ServerSnapshot } from './render-context';

/** Shows the page's address; `rerender` renders it again (as any state change of a widget would). */
let rerender: () => void = () => undefined;
function Address() {
  const [, setCount] = useState(0);
  rerender = () => setCount((count) => count + 1);
  return <p>{usePageAddress()}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the page's address in a widget", () => {
  it("is the server render's while rendering there and hydrating, then the browser's, also after an address change without a reload", async () => {
    window.history.replaceState(null, '', '/damen/?seite=1');
    const snapshot: ServerSnapshot = { busValues: {}, pageUrl: '/damen/?seite=1' };
    const tree = (
      <ServerRenderContext.Provider value={{ ...snapshot, styleTarget: { data: '' } }}>
        <Address />
      </ServerRenderContext.Provider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    expect(container.textContent).toBe('/damen/?seite=1');
    const root = await act(async () => hydrateRoot(container, tree));
    expect(container.textContent).toBe('/damen/?seite=1');
    window.history.pushState(null, '', '/damen/?seite=2');
    await act(async () => rerender());
    expect(container.textContent).toBe('/damen/?seite=2');
    act(() => root.unmount());
    container.remove();
  });
});
