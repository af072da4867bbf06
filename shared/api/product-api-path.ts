/** Where the shop API answers one product by id: GET `/api/products/<id>/` (the server's route is this plus `:id/`). */
export const PRODUCTS_API_PATH = '/api/products/';

/** The path of GET /api/products/<id>/ for one product (the id percent-encoded, should a backend allow more than ProductId does). */
export function productApiPath(id: string): string {
  return `${PRODUCTS_API_PATH}${encodeURIComponent(id)}/`;
}
