import { is } from 'superstruct';
import { ProductId } from '@schaufenster/shared/api';
import type { ServerProducts } from '../../shared/ssr/render-context';

/** Looks up the products tags name by id before their server render: each id's product, or null for one the shop does not know. */
export type ProductLookup = (ids: readonly string[]) => Promise<ServerProducts>;

/** The product a tag's props name by id (`productId`), when it is one the API would look up. */
export function productIdOf(props: unknown): string | undefined {
  if (typeof props !== 'object' || props === null || !('productId' in props)) return undefined;
  return is(props.productId, ProductId) ? props.productId : undefined;
}

/**
 * Looks up the products of `ids` (none: nothing asked). A failing catalog leaves them out: the tags then render as
 * without the lookup (their placeholders) and the browser loads the products itself; the page is never held up by it.
 */
export async function lookUpProducts(lookup: ProductLookup | undefined, ids: readonly string[]): Promise<ServerProducts | undefined> {
  if (!lookup || ids.length === 0) return undefined;
  try {
    return await lookup([...new Set(ids)]);
  } catch {
    return undefined;
  }
}

/** The part of a tag's snapshot that carries its product: the one its props name, if the server looked it up. */
export function productsOfTag(props: unknown, products: ServerProducts | undefined): { products?: ServerProducts } {
  const id = productIdOf(props);
  if (id === undefined || !products || !Object.hasOwn(products, id)) return {};
  return { products: { [id]: products[id] ?? null } };
}
