/** Shopper-facing texts of the mini-cart. */
export const TEXTS = {
  cart: 'Warenkorb',
  itemCount: (count: number) => `${count} Artikel`,
} as const;
