import { describe, expect, it, jest } from '@jest/globals';
import { anticipatedCommands, InteractionHold } from './first-interaction';

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
  it("holds a click on a button's icon (an SVG path), shows the button pressed meanwhile, and replays the click on it once released", () => {
    const { el, button, path } = tagWithIconButton();
    const clicked = jest.fn();
    const hold = new InteractionHold(el);
    path.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    button.addEventListener('click', clicked);
    expect(clicked).not.toHaveBeenCalled();
    expect(button.hasAttribute('data-held')).toBe(true);
    hold.release();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('data-held')).toBe(false);
    el.remove();
  });
});

describe('the hover and focus events while a tag hydrates', () => {
  it('stop at the tag from the start of the hydration (React would replay them on a cleared target) until the release, which replays the focus', () => {
    const { el, button } = tagWithIconButton();
    const root = button.getRootNode() as ShadowRoot;
    const heard: string[] = [];
    for (const type of ['focusin', 'mouseover']) root.addEventListener(type, (event) => heard.push(event.type));
    const hold = new InteractionHold(el);
    const focusIn = () => button.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    focusIn();
    // Waiting for its use, the tag lets them through: the loader's triggers and other widgets' listeners hear them.
    expect(heard).toEqual(['focusin']);
    hold.hydrating();
    focusIn();
    button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    expect(heard).toEqual(['focusin']);
    button.focus();
    hold.release();
    expect(heard).toEqual(['focusin', 'focusin']);
    el.remove();
  });
});

describe('a held click on a choice', () => {
  it.each([
    ['its label', (root: ShadowRoot) => root.querySelectorAll('span')[1]],
    ['the radio itself (Space on a focused size)', (root: ShadowRoot) => root.querySelectorAll('input')[1]],
  ])('shows the size chosen at once for a click on %s, and replays the choice as one change the hydrated widget hears', (_, clicked) => {
    const el = document.body.appendChild(document.createElement('div'));
    const root = el.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    root.innerHTML = ['S', 'M'].map((size) => `<label><input type="radio" name="size" value="${size}"${size === 'S' ? ' checked' : ''}><span>${size}</span></label>`).join('');
    const [small, medium] = [...root.querySelectorAll('input')];
    // What React hears of a choice: the clicks that reach its root (the shadow root), and the state each leaves.
    const heard: string[] = [];
    root.addEventListener('click', (event) => heard.push(`${(event.target as HTMLInputElement).value} ${(event.target as HTMLInputElement).checked}`));
    const hold = new InteractionHold(el);
    clicked(root)?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    // Chosen by the browser at once, unheard by the widget: the click stops at the tag.
    expect([small?.checked, medium?.checked, heard]).toEqual([false, true, []]);
    expect(root.querySelector('[data-held]')).toBeNull();
    hold.release();
    // The replay undid the choice and clicked M again: one click that chooses M, as the hydrated widget needs it.
    expect([small?.checked, medium?.checked, heard]).toEqual([false, true, ['M true']]);
    el.remove();
  });

  it('replays a checkbox ticked twice before hydration (on the box, then on its label) as two clicks that end where the shopper left it', () => {
    const el = document.body.appendChild(document.createElement('div'));
    const root = el.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    root.innerHTML = '<label><input type="checkbox" name="news"><span>Newsletter</span></label>';
    const box = root.querySelector('input') as HTMLInputElement;
    const heard: boolean[] = [];
    root.addEventListener('click', () => heard.push(box.checked));
    const hold = new InteractionHold(el);
    box.click();
    root.querySelector('span')?.click();
    expect([box.checked, heard]).toEqual([false, []]);
    hold.release();
    expect([box.checked, heard]).toEqual([false, [true, false]]);
    el.remove();
  });
});

describe('the commands a control anticipates', () => {
  it("reads data-anticipates on the event's path through the shadow root, from the icon up to the tag", () => {
    const { el, button, path } = tagWithIconButton();
    button.parentElement?.setAttribute('data-anticipates', 'cart:open');
    const wrapper = (button.getRootNode() as ShadowRoot).appendChild(document.createElement('div'));
    wrapper.setAttribute('data-anticipates', 'auth:open');
    wrapper.append(button);
    const seen: string[][] = [];
    el.addEventListener('pointerdown', (event) => seen.push(anticipatedCommands(event)));
    path.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, composed: true }));
    (button.getRootNode() as ShadowRoot).appendChild(document.createElement('span')).dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, composed: true }));
    expect(seen).toEqual([['auth:open'], []]);
    el.remove();
  });
});
