// A tag showing server HTML looks ready before its widget has hydrated: a click or a submit there must neither
// be lost nor do what the plain HTML would (follow the account link instead of opening the sign-in modal).

import { ANTICIPATES_ATTRIBUTE } from '../shared/bus/wanted';
import { HELD_ATTRIBUTE } from '../shared/mount/mount-hooks';

/** The controls on an event's path that name a bus command they are likely to emit (their `data-anticipates`), with it. */
function anticipatingControls(event: Event): { command: string; control: HTMLElement }[] {
  return event
    .composedPath()
    .flatMap((node) => (node instanceof HTMLElement && node.hasAttribute(ANTICIPATES_ATTRIBUTE) ? [{ command: node.getAttribute(ANTICIPATES_ATTRIBUTE) ?? '', control: node }] : []))
    .filter(({ command }) => command !== '');
}

/** The bus commands the controls on an event's path say they are likely to emit. */
export function anticipatedCommands(event: Event): string[] {
  return anticipatingControls(event).map(({ command }) => command);
}

/** What the loader does for a held click on a control that anticipates `command`: opens its dialog early (shared/bus). */
export type OpenEarly = (command: string, opener: HTMLElement) => void;

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

  constructor(
    private readonly el: HTMLElement,
    private readonly openEarly?: OpenEarly,
  ) {
    for (const [type, hold] of this.holders) el.addEventListener(type, hold, { capture: true });
  }

  /** A listener for `type` that holds the event when its target is a `kind`, to `replay` on it later if still there. */
  private holder<T extends HTMLElement>(type: 'click' | 'submit', kind: { new (): T; prototype: T }, replay: (target: T) => void) {
    const hold = (event: Event) => {
      // The nearest such element on the event's path: a click on an icon's <svg> or <path> is its button's click.
      const target = event.composedPath().find((node): node is T => node instanceof kind);
      if (!target || !this.el.contains(target.getRootNode() instanceof ShadowRoot ? (target.getRootNode() as ShadowRoot).host : target)) return;
      event.stopPropagation();
      const choice = type === 'click' ? choiceIn(target) : undefined;
      if (choice) {
        // Made at once, so that it shows as made and a Tab leaves the group as it should: by the browser for a click
        // on the input itself (Space on a focused size), here for a click on its label (the click the browser would
        // send the input from there does not pass the tag in every engine). The widget hears it on the replay.
        if (choice !== (target as HTMLElement)) {
          event.preventDefault();
          choice.checked = choice.type === 'radio' || !choice.checked;
        }
        const chosen = choice.checked;
        this.held.push(() => replayChoice(choice, chosen));
        return;
      }
      event.preventDefault();
      // The answer within a frame: a press shows as pressed (the base style's look) until the widget takes it over.
      const pressed = type === 'click' ? target.closest(PRESSABLE) : null;
      pressed?.setAttribute(HELD_ATTRIBUTE, '');
      // The dialog it asks for opens at once, while both widgets hydrate (the header's Suche: the search overlay).
      if (type === 'click') for (const { command, control } of anticipatingControls(event)) this.openEarly?.(command, control);
      this.held.push(() => {
        pressed?.removeAttribute(HELD_ATTRIBUTE);
        if (target.isConnected) replay(target);
      });
    };
    return [type, hold] as const;
  }

  /**
   * The widget starts hydrating: from now until the release, the hover and focus events React would queue and replay
   * stop at the tag (the release replays the hover and the focus itself). React replays a queued one on its
   * `target`, which the DOM has cleared once an event inside a shadow root is dispatched: an uncaught TypeError in
   * react-dom. Only now, not while the tag waits for its use: other widgets and the page keep hearing those.
   */
  hydrating(): void {
    for (const type of QUEUED_BY_REACT) this.el.addEventListener(type, stopAtTag, { capture: true });
  }

  /** Stops holding; replays the hover and the focus (the widget missed them), then each click and submit, where they still are. */
  release(): void {
    for (const [type, hold] of this.holders) this.el.removeEventListener(type, hold, { capture: true });
    for (const type of QUEUED_BY_REACT) this.el.removeEventListener(type, stopAtTag, { capture: true });
    const hovered = deepest(this.el, (root) => [...root.querySelectorAll(':hover')].at(-1));
    hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    const focused = deepest(this.el, (root) => ('activeElement' in root ? root.activeElement : null) ?? undefined);
    focused?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    for (const replay of this.held.splice(0)) replay();
  }
}

/** The events React queues when they reach a root that is still hydrating, to replay them once it has ("continuous" events). */
const QUEUED_BY_REACT = ['focusin', 'mouseover', 'pointerover', 'dragenter', 'gotpointercapture'] as const;

const stopAtTag = (event: Event) => event.stopPropagation();

/** Input types a click chooses. */
const CHOICES = new Set(['radio', 'checkbox']);

/** The radio or checkbox a click on `target` (the input itself, or its label) chooses, if any. */
function choiceIn(target: HTMLElement): HTMLInputElement | undefined {
  const input = target instanceof HTMLInputElement ? target : target.closest('label')?.control;
  return input instanceof HTMLInputElement && CHOICES.has(input.type) && !input.disabled ? input : undefined;
}

/**
 * Makes a choice the shopper made before hydration again, for the hydrated widget: undone through the `checked`
 * property (which React watches), then clicked, so that the click makes it (`chosen`) as a change the widget hears.
 */
function replayChoice(input: HTMLInputElement, chosen: boolean): void {
  if (!input.isConnected) return;
  input.checked = !chosen;
  input.click();
}

/** The element inside `el` that `pick` finds in the document, then in that element's shadow root, and so on down. */
function deepest(el: HTMLElement, pick: (root: Document | ShadowRoot) => Element | undefined): HTMLElement | undefined {
  let found = pick(document);
  if (!found || !el.contains(found)) return undefined;
  for (let inner = found.shadowRoot ? pick(found.shadowRoot) : undefined; inner; inner = inner.shadowRoot ? pick(inner.shadowRoot) : undefined) found = inner;
  return found instanceof HTMLElement ? found : undefined;
}
