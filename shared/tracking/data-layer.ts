import type { EcommerceEvent } from './constants';
import type { Ga4Item } from './items';

declare global {
  interface Window {
    /** The tag manager's event queue; created by the first push when no tag manager runs. */
    dataLayer?: unknown[];
  }
}

/** The GA4 ecommerce object of one event; each event fills the fields it needs. */
export interface Ecommerce {
  currency?: string;
  value?: number;
  items?: Ga4Item[];
  item_list_name?: string;
  promotion_id?: string;
  promotion_name?: string;
  creative_name?: string;
  creative_slot?: string;
  shipping_tier?: string;
  payment_type?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
  affiliation?: string;
  user_data?: { sha256_user_id: string };
}

/** A page view, which GA4 reports without an ecommerce object. */
export interface PageViewEntry {
  event: 'page_view';
  page_id: string;
  page_location: string;
  page_title: string;
}

/** An ecommerce event with its GA4 ecommerce object. */
export interface EcommerceEntry {
  event: EcommerceEvent;
  ecommerce: Ecommerce;
}

/** Anything the widgets push into the data layer. */
export type DataLayerEntry = PageViewEntry | EcommerceEntry;

/** Pushes one event into `window.dataLayer`, clearing the previous ecommerce object first; never throws. */
export function pushToDataLayer(entry: DataLayerEntry): void {
  try {
    const dataLayer = (window.dataLayer ??= []);
    // GA4 merges ecommerce objects across pushes; the null push keeps the last event's items out of this one.
    if ('ecommerce' in entry) dataLayer.push({ ecommerce: null });
    dataLayer.push(entry);
  } catch (error) {
    // Tracking must never break a widget, so a broken data layer is only reported.
    console.warn('[schaufenster] tracking event could not be pushed', error);
  }
}
