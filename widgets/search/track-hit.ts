import { centsToUnits, DEFAULT_CURRENCY, type SearchHit } from '@schaufenster/shared/api';
import { pushToDataLayer, SHOP_AFFILIATION } from '@schaufenster/shared/tracking';

/** List name search hits are reported under. */
export const SEARCH_LIST_NAME = 'Suche';

/** Reports `select_item` for a chosen product hit (the overlay knows the hit, not the whole product). */
export function trackProductHit(hit: SearchHit, index: number): void {
  if (hit.productId === undefined) return;
  const price = centsToUnits(hit.price ?? 0);
  pushToDataLayer({
    event: 'select_item',
    ecommerce: {
      item_list_name: SEARCH_LIST_NAME,
      currency: DEFAULT_CURRENCY,
      items: [
        {
          item_id: hit.productId,
          item_name: hit.title,
          item_brand: hit.brand ?? '',
          price,
          quantity: 1,
          index,
          item_list_name: SEARCH_LIST_NAME,
          affiliation: SHOP_AFFILIATION,
        },
      ],
    },
  });
}
