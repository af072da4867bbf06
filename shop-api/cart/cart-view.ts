import type { Cart, CartLine, Product } from '@schaufenster/shared/api';
import { CURRENCY, loadProducts, type ProductLinks } from '../product-catalog/product-view';
import type { Database } from '../../server-kit/db/database';
import { cartTotals, findVoucher, type CartTotals } from './cart-totals';
import { recommendationIds, type StoredCart, type StoredLine } from './cart-store';

/** A cart line of a product in the API's CartLine shape (SPEC section 3). */
export function cartLineOf(product: Product, line: StoredLine): CartLine {
  return {
    productNumber: product.productNumber,
    variationId: line.variationId,
    parentId: product.parentId,
    productId: product.id,
    name: product.summary.name,
    brand: product.brand,
    categories: product.category ? [product.category] : [],
    categoryTree: product.categoryTree,
    price: { salesPrice: product.summary.price.salesPrice },
    quantity: line.quantity,
    size: { id: line.sizeId, label: line.sizeLabel },
    color: { id: product.summary.mainColor.propertyValueId, label: product.summary.color },
    mainColorId: product.summary.mainColor.propertyValueId,
    ...(product.image !== undefined && { image: product.image }),
    ...(product.path !== undefined && { path: product.path }),
  };
}

/** Cart lines of stored lines, in their order; lines of vanished products are left out. */
export async function loadCartLines(db: Database, lines: readonly StoredLine[], links: ProductLinks): Promise<CartLine[]> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const byId = new Map((await loadProducts(db, productIds, links)).map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const product = byId.get(line.productId);
    return product ? [cartLineOf(product, line)] : [];
  });
}

/** Totals of cart lines with a stored voucher code. */
export function totalsOf(lines: readonly CartLine[], voucherCode: string | null): CartTotals {
  const priced = lines.map((line) => ({ unitCents: line.price.salesPrice.amount, quantity: line.quantity }));
  return cartTotals(priced, findVoucher(voucherCode));
}

const money = (amount: number) => ({ amount, currency: CURRENCY });

/** The cart answer: lines, summary and recommendations; an empty cart when the session has none. */
export async function cartView(db: Database, cart: StoredCart | undefined, links: ProductLinks): Promise<Cart> {
  const lines = cart ? await loadCartLines(db, cart.lines, links) : [];
  const voucher = findVoucher(cart?.voucherCode);
  const totals = totalsOf(lines, voucher?.code ?? null);
  const recommended = await recommendationIds(db, [...new Set(lines.map((line) => line.productId))]);
  return {
    summary: {
      subtotal: money(totals.subtotalCents),
      itemQty: totals.itemQty,
      ...(voucher && { voucher: { code: voucher.code, amount: money(totals.voucherCents) } }),
      total: money(totals.totalCents),
    },
    items: { inStock: lines },
    recommendations: await loadProducts(db, recommended, links),
  };
}
