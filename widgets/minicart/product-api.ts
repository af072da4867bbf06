import { API, type Product } from '@schaufenster/shared/api';
import { callApi, REQUEST_RETRIES } from '@schaufenster/shared/http';

/**
 * Loads one product for a buy button named by id (GET /api/products/<id>/), read tolerantly, retried like the add.
 * No modal here: a 404 is the buy button's own message, only the other failures raise the generic one (use-product-by-id).
 */
export function loadProduct(productId: string, signal: AbortSignal): Promise<Product> {
  return callApi(API.product, { params: { id: productId }, maxRetries: REQUEST_RETRIES, signal });
}
