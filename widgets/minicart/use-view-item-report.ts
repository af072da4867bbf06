import { useEffect, useRef } from 'react';
import type { Product } from '@schaufenster/shared/api';
import { trackViewItem } from '@schaufenster/shared/tracking';

/** Reports view_item once when the buy button of a product page mounts. */
export function useViewItemReport(product: Product): void {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    trackViewItem(product);
  }, [product]);
}
