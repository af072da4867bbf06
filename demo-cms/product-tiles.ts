import type { Product } from '@schaufenster/shared/api';
import { formatPrice } from '@schaufenster/shared/api';

/** What a product tile shows: the product (also its tracking JSON), its position in the list and its prices. */
export interface ProductTile {
  product: Product;
  /** Zero-based position in the whole list, across pages, as analytics reports it. */
  index: number;
  price: string;
  /** Outlet items: the price before the reduction, shown struck through. */
  originalPrice?: string;
}

/** Tiles of one page of a listing whose first product sits at `firstIndex`. */
export function productTiles(products: readonly Product[], firstIndex: number): ProductTile[] {
  return products.map((product, offset) => {
    const { salesPrice, originalPrice } = product.summary.price;
    return {
      product,
      index: firstIndex + offset,
      price: formatPrice(salesPrice.amount),
      ...(originalPrice && { originalPrice: formatPrice(originalPrice.amount) }),
    };
  });
}
