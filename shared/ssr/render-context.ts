import { createContext, useContext } from 'react';
import { mask, nullable, record, string, type Infer } from 'superstruct';
import { Product } from '../api/product';
import type { BusEvents } from '../bus/events';

/** Where goober writes a server render's CSS: a plain sheet object (goober's own server sheet has the same shape). */
export interface ServerSheet {
  data: string;
}

/** The state events a server render already knows (the shopper's session, the cart's count), as the bus carries them. */
export type ServerBusValues = Partial<Pick<BusEvents, 'session:changed' | 'cart:changed'>>;

/**
 * The products a server render looked up for a tag that names one by id (`productId`): the product, or null for an id
 * the shop does not know. The browser hydrates with them instead of asking the API again.
 */
export const ServerProducts = record(string(), nullable(Product));

/** Validated server products. */
export type ServerProducts = Infer<typeof ServerProducts>;

/**
 * Reads products a server render was given, tolerantly as API answers are read (unknown fields dropped): the server's
 * render and the browser's hydration read them alike, so both render the same. Undefined for anything else.
 */
export function readServerProducts(value: unknown): ServerProducts | undefined {
  if (value === undefined) return undefined;
  try {
    return mask(value, ServerProducts);
  } catch {
    return undefined;
  }
}

/**
 * What a server render assumed, written into the page beside its HTML: the browser hydrates with the same values
 * (so its first render matches), then follows the real ones.
 */
export interface ServerSnapshot {
  busValues: ServerBusValues;
  /** The fingerprint of the site configuration the widget was rendered for (shared/site siteKey): HTML of another site is rendered afresh. */
  siteKey?: string;
  /** The site configuration's text, when the server rendered with its own (SITE_CONFIG) rather than the page's: the page adopts it. */
  site?: string;
  /** The products of the tag's `productId`, looked up by the server before it rendered (see ServerProducts). */
  products?: ServerProducts;
  /**
   * The address (path and query) of the page it was rendered for, given only to widgets that read it (a search
   * results listing): HTML rendered for another address is rendered afresh, as for another site.
   */
  pageUrl?: string;
  /** The API's answers the server looked up before rendering (by the relative URL the widget requests), for widgets that read any. */
  answers?: Readonly<Record<string, unknown>>;
}

/** A widget rendered on the server or hydrated from it: where its styles go and what the server assumed. */
export interface ServerRenderValues extends ServerSnapshot {
  styleTarget: ShadowRoot | ServerSheet;
}

/** Set around a widget rendered on the server or hydrated from server HTML; undefined for a widget mounted in the browser. */
export const ServerRenderContext = createContext<ServerRenderValues | undefined>(undefined);

/** The server render's values, while rendering on the server or hydrating its HTML. */
export function useServerRender(): ServerRenderValues | undefined {
  return useContext(ServerRenderContext);
}

/**
 * The product the server looked up for `productId` while rendering (or hydrating its HTML): the product, null for an
 * id the shop does not know, undefined when the server did not look it up (a widget mounted in the browser).
 */
export function useServerProduct(productId: string): Product | null | undefined {
  const products = useContext(ServerRenderContext)?.products;
  return products && Object.hasOwn(products, productId) ? products[productId] : undefined;
}
