import { mask } from 'superstruct';
import { Product } from '@schaufenster/shared/api/product';
import { trackViewItem } from './events';

/** The attribute of a product page's element whose showing is reported as view_item: the product, as JSON. */
export const VIEW_ITEM_ATTRIBUTE = 'data-track-view-item';

/** The elements already reported, by whoever saw them first; a hydrated element is the same node as its server HTML. */
const reported = new WeakSet<Element>();

/** The attribute that marks an element as a product's view (spread onto the element). */
export function viewItemMarker(product: Product): Record<typeof VIEW_ITEM_ATTRIBUTE, string> {
  return { [VIEW_ITEM_ATTRIBUTE]: JSON.stringify(product) };
}

/**
 * Reports view_item for a marked element once: the runtime reports it in server HTML before the widget hydrates
 * (a product page need not load React to be counted), a widget mounted in the browser as it mounts.
 */
export function reportViewItem(element: Element, product: Product): void {
  if (reported.has(element)) return;
  reported.add(element);
  trackViewItem(product);
}

/** Reports the marked elements inside `roots` (the declarative shadow roots of server-rendered widgets). */
export function reportViewItemsIn(roots: Iterable<ParentNode>): void {
  for (const root of roots) {
    for (const element of root.querySelectorAll(`[${VIEW_ITEM_ATTRIBUTE}]`)) {
      try {
        // mask drops fields a newer widget version may add instead of rejecting the whole product.
        reportViewItem(element, mask(JSON.parse(element.getAttribute(VIEW_ITEM_ATTRIBUTE) ?? ''), Product));
      } catch (error) {
        console.warn(`[schaufenster] ignoring an invalid ${VIEW_ITEM_ATTRIBUTE}`, error);
      }
    }
  }
}
