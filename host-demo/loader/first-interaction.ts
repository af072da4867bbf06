// A tag showing server HTML looks ready before its widget has hydrated: a click or a submit there must neither
// be lost nor do what the plain HTML would (follow the account link instead of opening the sign-in modal).

/** Pointer events on a deferred tag that announce an interaction (focus is one already): its remote is fetched ahead of it. */
export const INTENT_EVENTS = ['pointerover', 'touchstart'] as const;

/**
 * Holds the shopper's clicks and submits inside a tag while its widget hydrates, and hands the last of them to
 * the hydrated widget (or, if it failed, to the plain HTML) on `release`. Typed text needs no holding: it stays in
 * the inputs, and React reports such changes once it has hydrated.
 */
export class InteractionHold {
  /** The clicked elements and submitted forms, in order: a size chosen, then "In den Warenkorb". */
  private held: { click?: HTMLElement; submit?: HTMLFormElement }[] = [];
  private readonly onClick = (event: Event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    this.held.push({ click: target });
  };
  private readonly onSubmit = (event: Event) => {
    const form = event.composedPath()[0];
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    this.held.push({ submit: form });
  };

  constructor(private readonly el: HTMLElement) {
    el.addEventListener('click', this.onClick, { capture: true });
    el.addEventListener('submit', this.onSubmit, { capture: true });
  }

  /** Stops holding; replays the hover and the focus (the widget missed them), then each click and submit, where they still are. */
  release(): void {
    this.el.removeEventListener('click', this.onClick, { capture: true });
    this.el.removeEventListener('submit', this.onSubmit, { capture: true });
    const hovered = deepest(this.el, (root) => [...root.querySelectorAll(':hover')].at(-1));
    hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    const focused = deepest(this.el, (root) => ('activeElement' in root ? root.activeElement : null) ?? undefined);
    focused?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    for (const { click, submit } of this.held.splice(0)) {
      if (click?.isConnected) click.click();
      else if (submit?.isConnected) submit.requestSubmit();
    }
  }
}

/** The element inside `el` that `pick` finds in the document, then in that element's shadow root, and so on down. */
function deepest(el: HTMLElement, pick: (root: Document | ShadowRoot) => Element | undefined): HTMLElement | undefined {
  let found = pick(document);
  if (!found || !el.contains(found)) return undefined;
  for (let inner = found.shadowRoot ? pick(found.shadowRoot) : undefined; inner; inner = inner.shadowRoot ? pick(inner.shadowRoot) : undefined) found = inner;
  return found instanceof HTMLElement ? found : undefined;
}
