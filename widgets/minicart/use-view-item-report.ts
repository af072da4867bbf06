import { type RefObject, useEffect } from 'react';
import type { Product } from '@schaufenster/shared/api';
import { reportViewItem } from '@schaufenster/shared/tracking';

/**
 * Reports view_item once when the buy box of a product page mounts in the browser; server HTML of it was reported
 * by the shared runtime before it hydrated (the same element, so once either way).
 */
export function useViewItemReport(product: Product, box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (box.current) reportViewItem(box.current, product);
  }, [product, box]);
}
