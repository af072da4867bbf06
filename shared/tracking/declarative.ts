import { mask } from 'superstruct';
import { Product } from '@schaufenster/shared/api/product';
import { parseNumericId } from '@schaufenster/shared/validation/numeric-id';
import { trackSelectItem, trackSelectPromotion, trackViewItemList, trackViewPromotion } from './events';
import { Promotion } from './promotion';

const ITEM_ATTRIBUTE = 'data-track-item';
const PROMOTION_ATTRIBUTE = 'data-track-promotion';
const SELECTOR = `[${ITEM_ATTRIBUTE}], [${PROMOTION_ATTRIBUTE}]`;

type Tracked =
  | { kind: 'item'; product: Product; listName?: string; index?: number }
  | { kind: 'promotion'; promotion: Promotion };

/**
 * Reports views (at least half visible, once per element) and clicks of CMS elements marked with
 * `data-track-item` or `data-track-promotion`, including elements added later; returns a stop function.
 */
export function observeTrackedElements(root: Document | Element = document): () => void {
  // Parsed once per element, so a broken attribute warns once however often it is seen or clicked.
  const parsed = new WeakMap<Element, Tracked | null>();
  const viewed = new WeakSet<Element>();

  const trackedOf = (element: Element): Tracked | null => {
    if (!parsed.has(element)) parsed.set(element, parse(element));
    return parsed.get(element) ?? null;
  };

  // Without IntersectionObserver (old browsers) views are not reported, clicks still are.
  const intersections =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              if (!entry.isIntersecting || entry.intersectionRatio < 0.5 || viewed.has(entry.target)) continue;
              viewed.add(entry.target);
              observer.unobserve(entry.target);
              report(trackedOf(entry.target), 'view');
            }
          },
          { threshold: 0.5 },
        )
      : undefined;

  const watch = (node: Node): void => {
    if (!(node instanceof Element)) return;
    const elements = node.matches(SELECTOR) ? [node, ...node.querySelectorAll(SELECTOR)] : [...node.querySelectorAll(SELECTOR)];
    for (const element of elements) if (!viewed.has(element)) intersections?.observe(element);
  };

  const mutations = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(watch);
  });

  // One delegated listener covers later elements too; capture sees clicks widgets stop from bubbling.
  const onClick = (event: Event): void => {
    const target = event.target instanceof Element ? event.target.closest(SELECTOR) : null;
    if (target && root.contains(target)) report(trackedOf(target), 'select');
  };

  try {
    watch(root instanceof Document ? root.documentElement : root);
    mutations.observe(root, { childList: true, subtree: true });
    root.addEventListener('click', onClick, { capture: true });
  } catch (error) {
    console.warn('[schaufenster] tracked elements could not be observed', error);
  }

  return () => {
    intersections?.disconnect();
    mutations.disconnect();
    root.removeEventListener('click', onClick, { capture: true });
  };
}

function parse(element: Element): Tracked | null {
  const attribute = element.hasAttribute(ITEM_ATTRIBUTE) ? ITEM_ATTRIBUTE : PROMOTION_ATTRIBUTE;
  try {
    const json: unknown = JSON.parse(element.getAttribute(attribute) ?? '');
    if (attribute === PROMOTION_ATTRIBUTE) return { kind: 'promotion', promotion: mask(json, Promotion) };
    // mask drops extra fields CMS templates may add instead of rejecting the whole product.
    const product = mask(json, Product);
    const index = parseNumericId(element.getAttribute('data-track-index'));
    const listName = element.getAttribute('data-track-list') || undefined;
    return { kind: 'item', product, listName, index: index === undefined || Number.isNaN(index) ? undefined : index };
  } catch (error) {
    console.warn(`[schaufenster] ignoring invalid ${attribute}`, error);
    return null;
  }
}

function report(tracked: Tracked | null, action: 'view' | 'select'): void {
  if (tracked?.kind === 'item') {
    if (action === 'view') trackViewItemList([tracked.product], tracked.listName, tracked.index);
    else trackSelectItem(tracked.product, tracked.listName, tracked.index);
  } else if (tracked?.kind === 'promotion') {
    if (action === 'view') trackViewPromotion(tracked.promotion);
    else trackSelectPromotion(tracked.promotion);
  }
}
