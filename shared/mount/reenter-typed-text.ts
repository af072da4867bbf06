// Server HTML has real fields: a shopper can type into them while the widget hydrates. React keeps that text in the
// DOM but not in the widget's state (a final-form field stays empty and the next render wipes the text), so it
// is entered again, as if typed now, once hydration has committed.

/** Input types whose value the shopper types; checkboxes and radios are clicks, which the loader holds and replays. */
const TYPED = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

/** The value setter of the element's own prototype, which passes by React's tracker of the last value it saw. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement): (value: string) => void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  return (value) => setter?.call(field, value);
}

/** The input events `reenterTypedText` sends: text the shopper finished typing before the widget could hear it. */
const reentered = new WeakSet<Event>();

/** Whether an input event enters text typed before hydration again (a search need not wait for more typing then). */
export function isReenteredInput(event: Event): boolean {
  return reentered.has(event);
}

/**
 * Enters again what the shopper typed or chose in `root` before React hydrated it: a field whose value differs
 * from the one React hydrated it with (its `defaultValue` after hydration), a select whose choice differs from the
 * server's. Called in the hydrating commit, before any re-render can overwrite the fields.
 */
export function reenterTypedText(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TYPED.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // Through React's own setter first, so that it knows the field's value as the hydrated one, then the typed
    // text past it: the input event is then a change to React, which calls the field's onChange.
    field.value = field.defaultValue;
    nativeValueSetter(field)(typed);
    const input = new Event('input', { bubbles: true });
    reentered.add(input);
    field.dispatchEvent(input);
  }
  for (const select of root.querySelectorAll('select')) {
    if ([...select.options].some((option) => option.selected !== option.defaultSelected)) {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
