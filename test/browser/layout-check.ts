// What the layout test asserts on a page as it is now, measured inside the browser (shadow roots included).
// The function runs in the page: it must not use anything from this module's scope.

/**
 * The layout problems of the current page: sideways scrolling, interactive elements and text outside the
 * viewport (or cut off by a box that hides its overflow), and tap targets under 24 × 24 px without the
 * spacing WCAG 2.5.8 allows instead (a 24 px circle around each small target touches no other target).
 * Inputs with text smaller than 16 px are reported too: iOS zooms into them on focus.
 */
export function layoutProblemsInPage(): string[] {
  const MIN_TARGET_PX = 24;
  const MIN_INPUT_FONT_PX = 16;
  // Sub-pixel rounding of fractional widths is not overflow.
  const TOLERANCE_PX = 1;
  const INTERACTIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="option"], [role="tab"], [tabindex]:not([tabindex="-1"])';
  const viewport = document.documentElement.clientWidth;
  const problems: string[] = [];
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > window.innerWidth) problems.push(`the page is ${pageWidth} px wide and scrolls sideways`);

  const elements: Element[] = [];
  const collect = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      elements.push(element);
      if (element.shadowRoot) collect(element.shadowRoot);
    }
  };
  collect(document);

  const parentOf = (element: Element): Element | null => element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
  const name = (element: Element) => {
    let widget = '';
    for (let at: Element | null = element; at && !widget; at = parentOf(at)) widget = at.getAttribute('data-widget') ?? '';
    const label = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).filter((c) => !c.startsWith('go')).join('.')}` : '';
    return `${widget ? `[${widget}] ` : ''}${element.tagName.toLowerCase()}${classes === '.' ? '' : classes}${label ? ` "${label}"` : ''}`;
  };
  // Visually hidden on purpose (screen-reader text, a native radio under its styled label): a 1 px clipped box.
  const visuallyHidden = (element: Element) => {
    for (let at: Element | null = element; at; at = parentOf(at)) {
      const box = at.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) return true;
    }
    return false;
  };
  // Inside a box that scrolls sideways on its own (reported once, below), an element is reached by scrolling that box.
  const scrolledInto = (element: Element) => {
    for (let at = parentOf(element); at; at = parentOf(at)) {
      const { overflowX } = getComputedStyle(at);
      if ((overflowX === 'auto' || overflowX === 'scroll') && at.scrollWidth > at.clientWidth && at !== document.documentElement && at !== document.body) return true;
    }
    return false;
  };
  // The nearest box that cuts off what sticks out of it (overflow hidden or clip), if any.
  const clippingBox = (element: Element): DOMRect | null => {
    for (let at = parentOf(element); at; at = parentOf(at)) {
      if (at === document.documentElement || at === document.body) return null;
      const { overflowX } = getComputedStyle(at);
      if (overflowX === 'hidden' || overflowX === 'clip') return at.getBoundingClientRect();
    }
    return null;
  };
  const outside = (box: { left: number; right: number }, frame: { left: number; right: number }) =>
    box.left < frame.left - TOLERANCE_PX || box.right > frame.right + TOLERANCE_PX;
  const visible = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && element.getClientRects().length > 0;
  const screen = { left: 0, right: viewport };

  // A box of its own that scrolls sideways hides part of itself just like the page would.
  for (const element of elements) {
    const { overflowX } = getComputedStyle(element);
    if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + TOLERANCE_PX && visible(element)) {
      problems.push(`scrolls sideways inside (${element.scrollWidth} px in ${element.clientWidth} px): ${name(element)}`);
    }
  }

  // The skip link waits off-screen until it is focused, then it moves into view.
  const offScreenUntilFocused = (element: Element) => element.closest('.skip-link:not(:focus)') !== null;

  // Text: every line box of every text node inside the viewport and inside the box that clips it.
  for (const element of elements) {
    if (!visible(element) || visuallyHidden(element) || scrolledInto(element) || offScreenUntilFocused(element)) continue;
    const clip = clippingBox(element);
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((line) => line.width > 0);
      const cut = lines.find((line) => outside(line, screen) || (clip && outside(line, clip)));
      if (cut) problems.push(`text cut off: ${name(element)} ("${node.textContent.trim().slice(0, 30)}" spans ${Math.round(cut.left)}–${Math.round(cut.right)} px)`);
    }
  }

  // Interactive elements: inside the viewport, large enough or spaced enough, inputs in legible text.
  interface Target {
    element: Element;
    box: DOMRect;
    small: boolean;
  }
  const targets: Target[] = [];
  for (const element of elements) {
    if (!element.matches(INTERACTIVE) || !visible(element)) continue;
    if (offScreenUntilFocused(element)) continue;
    if (element.matches('input:not([type="checkbox"], [type="radio"]), select, textarea') && parseFloat(getComputedStyle(element).fontSize) < MIN_INPUT_FONT_PX) {
      problems.push(`input text under ${MIN_INPUT_FONT_PX} px (iOS zooms in on focus): ${name(element)} ${getComputedStyle(element).fontSize}`);
    }
    // A native control hidden under its label is tapped through the label.
    const tapped = visuallyHidden(element) ? ((element as HTMLInputElement).labels?.[0] ?? null) : element;
    if (!tapped || !visible(tapped)) continue;
    const box = tapped.getBoundingClientRect();
    if (!scrolledInto(element) && outside(box, screen)) problems.push(`outside the viewport: ${name(element)} at ${Math.round(box.left)}–${Math.round(box.right)} px`);
    // WCAG 2.5.8 exception: a link inside a sentence is as tall as its line.
    const parent = tapped.parentElement;
    const inSentence = getComputedStyle(tapped).display === 'inline' && parent !== null && (parent.textContent ?? '').trim().length > (tapped.textContent ?? '').trim().length;
    if (inSentence) continue;
    targets.push({ element: tapped, box, small: box.width < MIN_TARGET_PX - 0.5 || box.height < MIN_TARGET_PX - 0.5 });
  }
  // Only what a finger can reach counts as a neighbour or a target: the open modal dialog's content alone while
  // one is open (its backdrop covers the page), and otherwise what no layer (a flyout, the search hits) covers.
  const within = (element: Element, container: Element) => {
    for (let at: Element | null = element; at; at = parentOf(at)) if (at === container) return true;
    return false;
  };
  const modal = elements.filter((element) => element.matches('[role="dialog"][aria-modal="true"]') && visible(element)).at(-1);
  const topmostAt = (x: number, y: number) => {
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  };
  const reachable = ({ element, box }: Target) => {
    if (modal) return within(element, modal);
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y >= window.innerHeight || x < 0 || x >= viewport) return true;
    const hit = topmostAt(x, y);
    return !hit || within(hit, element) || within(element, hit);
  };
  const reachableTargets = targets.filter(reachable);
  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
    Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom));
  for (const target of reachableTargets.filter((candidate) => candidate.small)) {
    const own = centre(target.box);
    const crowded = reachableTargets.find((other) => {
      if (other === target || other.element.contains(target.element) || target.element.contains(other.element)) return false;
      if (other.small) {
        const theirs = centre(other.box);
        return Math.hypot(own.x - theirs.x, own.y - theirs.y) < MIN_TARGET_PX;
      }
      return distanceToBox(own, other.box) < MIN_TARGET_PX / 2;
    });
    if (crowded) {
      problems.push(
        `tap target ${Math.round(target.box.width)}×${Math.round(target.box.height)} px, too small and too close to ${name(crowded.element)}: ${name(target.element)}`,
      );
    }
  }
  return problems;
}
