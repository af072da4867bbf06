import { apiUrl } from '../shared/http/api-base';

/** Raised for a `data-api` the loader cannot use; its message names the attribute and the value. */
export class ApiAttributeError extends Error {
  override readonly name = 'ApiAttributeError';
}

/** An absolute http(s) URL without query or fragment, or a path on the page's origin (`/shop-api/`). */
const API_BASE_SHAPE = /^(?:https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?|\/(?![/\\])[^?#\s]*)$/i;

/**
 * Reads the loader script's `data-api`: where every widget's API calls go, as an origin
 * (`https://api.shop.example`) or a base URL (`https://shop.example/shop-api/`, `/shop-api/`). Gives the
 * absolute base ending in `/`, or undefined when the attribute is absent (the page's own origin, as before).
 * Throws an ApiAttributeError for anything else: guessing would send shoppers' data to the wrong place.
 */
export function readApiBase(value: string | undefined, pageUrl: string): string | undefined {
  if (value === undefined) return undefined;
  const refuse = () => new ApiAttributeError(`data-api="${value}" is not an origin or base URL (e.g. https://api.shop.example or /shop-api/)`);
  if (!API_BASE_SHAPE.test(value.trim())) throw refuse();
  let url: URL;
  try {
    url = new URL(value.trim(), pageUrl);
  } catch {
    throw refuse();
  }
  if (url.username || url.password) throw refuse();
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** The beacon URL of `data-beacon`: a path goes under the API base (it is an API call), anything else against the page. */
export function beaconUrl(beacon: string | undefined, api: string | undefined, pageUrl: string): string | undefined {
  if (!beacon) return undefined;
  return api && /^\/(?![/\\])/.test(beacon) ? apiUrl(api, beacon) : new URL(beacon, pageUrl).href;
}
