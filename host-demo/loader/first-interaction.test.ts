import { describe, expect, it, jest } from '@jest/globals';
import { InteractionHold } from './first-interaction';

/** A tag whose server HTML (a declarative shadow root, here an open one) holds a button with an icon in it. */
function tagWithIconButton(): { el: HTMLElement; button: HTMLButtonElement; path: SVGPathElement } {
  const el = document.createElement('div');
  const host = el.appendChild(document.createElement('div'));
  const root = host.attachShadow({ mode: 'open' });
  const button = root.appendChild(document.createElement('button'));
  const svg = button.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));
  const path = svg.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'path'));
  document.body.append(el);
  return { el, button, path };
}

describe('holding the first interaction while a tag hydrates', () => {
  it("holds a click on a button's icon (an SVG path) and replays it on the button once released", () => {
    const { el, button, path } = tagWithIconButton();
    const clicked = jest.fn();
    const hold = new InteractionHold(el);
    path.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    button.addEventListener('click', clicked);
    expect(clicked).not.toHaveBeenCalled();
    hold.release();
    expect(clicked).toHaveBeenCalledTimes(1);
    el.remove();
  });
});
