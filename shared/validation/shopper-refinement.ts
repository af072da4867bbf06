import { refine, type Struct } from 'superstruct';

/** A shopper-message check: true, or the German message (optionally on a field below the refined value). */
export type ShopperCheck<T> = (value: T) => true | string | { path: (string | number)[]; message: string };

/** The names of the refinements whose failure messages are German texts for the shopper, registered by refineForShopper. */
const SHOPPER_REFINEMENTS = new Set<string>();

/**
 * A superstruct refinement whose failures carry a German message for the shopper (SPEC section 5), recorded by name:
 * the server's 422 passes these messages on and replaces every other (superstruct's built-ins, English checks).
 * A check cannot fail without a message, so a name registered here always has one.
 */
export function refineForShopper<T, S>(struct: Struct<T, S>, name: string, check: ShopperCheck<T>): Struct<T, S> {
  SHOPPER_REFINEMENTS.add(name);
  return refine(struct, name, check);
}

/** Whether a failed refinement (superstruct's `failure.refinement`) carries a German message for the shopper. */
export function hasShopperMessage(refinement: string | undefined): boolean {
  return refinement !== undefined && SHOPPER_REFINEMENTS.has(refinement);
}
