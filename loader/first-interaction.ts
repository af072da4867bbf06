// A tag showing server HTML looks ready before its widget has hydrated: a click or a submit there must neither
// be lost nor do what the plain HTML would (follow the account link instead of opening the sign-in modal).

import { ANTICIPATES_ATTRIBUTE } from '../shared/bus/wanted';
import { HELD_ATTRIBUTE } from '../shared/mount/mount-hooks';

/** The bus commands the controls on an event's path say they are likely to emit (their `data-anticipates`). */
export function anticipatedCommands(event: Event): string[] {
  return event
    .composedPath()
    .flatMap((node) => (node instanceof HTMLElement && node.hasAttribute(ANTICIPATES_ATTRIBUTE) ? [node.getAttribute(ANTICIPATES_ATTRIBUTE) ?? ''] : []))
    .filter((command) => command !== '');
}

/** What shows a held click as pressed: the control clicked, not the label or icon inside it, nor a text field. */
const PRESSABLE = 'button, a, label, [role="button"]';

/** Pointer events on a deferred tag that announce an interaction (focus is one already): its remote is fetched ahead of it. */
export const INTENT_EVENTS = ['pointerover', 'touchstart'] as const;

/**
 * Holds the shopper's clicks and submits inside a tag while its widget hydrates, and hands the last of them to
 * the hydrated widget (or, if it failed, to the plain HTML) on `release`. Typed text needs no holding: it stays in
 * the inputs, and React reports such changes once it has hydrated.
 */
export class InteractionHold {
  /** The held clicks and submits as replays, in order: a size chosen, then "In den Warenkorb". */
  private held: (() => void)[] = [];
  private readonly holders = [
    this.holder('click', HTMLElement, (target) => target.click()),
    this.holder('submit', HTMLFormElement, (form) => form.requestSubmit()),
  ];

  constructor(private readonly el: HTMLElement) {
    for (const [type, hold] of this.holders) el.addEventListener(type, hold, { capture: true });
  }

  /** A listener for `type` that holds the event when its target is a `kind`, to `replay` on it later if still there. */
  private holder<T extends HTMLElement>(type: 'click' | 'submit', kind: { new (): T; prototype: T }, replay: (target: T) => void) {
    const hold = (event: Event) => {
      // The nearest such element on the event's path: a click on an icon's <svg> or <path> is its button's click.
      const target = event.composedPath().find((node): node is T => node instanceof kind);
      if (!target || !this.el.contains(target.getRootNode() instanceof ShadowRoot ? (target.getRootNode() as ShadowRoot).host : target)) return;
      event.preventDefault();
      event.stopPropagation();
      // The answer within a frame: a size chosen shows as chosen, a press as pressed (the base style's look), until
      // the widget takes the click over.
      const undoChoice = type === 'click' ? showChoice(target) : undefined;
      const pressed = type === 'click' && !undoChoice ? target.closest(PRESSABLE) : null;
      pressed?.setAttribute(HELD_ATTRIBUTE, '');
      this.held.push(() => {
        pressed?.removeAttribute(HELD_ATTRIBUTE);
        undoChoice?.();
        if (target.isConnected) replay(target);
      });
    };
    return [type, hold] as const;
  }

  /** Stops holding; replays the hover and the focus (the widget missed them), then each click and submit, where they still are. */
  release(): void {
    for (const [type, hold] of this.holders) this.el.removeEventListener(type, hold, { capture: true });
    const hovered = deepest(this.el, (root) => [...root.querySelectorAll(':hover')].at(-1));
    hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    const focused = deepest(this.el, (root) => ('activeElement' in root ? root.activeElement : null) ?? undefined);
    focused?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    for (const replay of this.held.splice(0)) replay();
  }
}

/** Input types a click chooses. */
const CHOICES = new Set(['radio', 'checkbox']);

/**
 * Shows, in the next frame, the choice a held click on a radio or checkbox (or on its label) will make, and returns how
 * to undo it before the click is replayed, so that the replay makes the choice for the hydrated widget (its change
 * event). The group's state is read in that frame, not now: a cancelled click on the input itself has the browser
 * check it during the click and uncheck it again after.
 */
function showChoice(target: HTMLElement): (() => void) | undefined {
  const input = target instanceof HTMLInputElement ? target : target.closest('label')?.control;
  if (!(input instanceof HTMLInputElement) || !CHOICES.has(input.type) || input.disabled) return undefined;
  const root = input.getRootNode() as Document | ShadowRoot;
  const group = input.type === 'radio' ? [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((field) => field.name === input.name && field.form === input.form) : [input];
  let before: boolean[] = [];
  const frame = requestAnimationFrame(() => {
    before = group.map((field) => field.checked);
    input.checked = input.type === 'radio' || !input.checked;
  });
  return () => {
    cancelAnimationFrame(frame);
    for (const [index, checked] of before.entries()) if (group[index]) group[index].checked = checked;
  };
}

/** The element inside `el` that `pick` finds in the document, then in that element's shadow root, and so on down. */
function deepest(el: HTMLElement, pick: (root: Document | ShadowRoot) => Element | undefined): HTMLElement | undefined {
  let found = pick(document);
  if (!found || !el.contains(found)) return undefined;
  for (let inner = found.shadowRoot ? pick(found.shadowRoot) : undefined; inner; inner = inner.shadowRoot ? pick(inner.shadowRoot) : undefined) found = inner;
  return found instanceof HTMLElement ? found : undefined;
}
