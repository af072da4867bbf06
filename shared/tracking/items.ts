import type { CartLine } from '@schaufenster/shared/api/cart';
import { centsToUnits } from '@schaufenster/shared/api/money';
import type { OrderItem } from '@schaufenster/shared/api/order';
import type { Product, Variation } from '@schaufenster/shared/api/product';
import { SHOP_AFFILIATION } from './constants';

/** One item of a GA4 ecommerce event. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_variant?: string;
  item_size?: string;
  item_list_name?: string;
  price: number;
  quantity: number;
  discount?: number;
  affiliation: string;
  index?: number;
}

/** What a product item knows beyond the product: the chosen size, the count and where it was listed. */
export interface ProductItemOptions {
  variation?: Variation;
  quantity?: number;
  index?: number;
  listName?: string;
}

const CATEGORY_KEYS = ['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5'] as const;

type Categories = Pick<Ga4Item, (typeof CATEGORY_KEYS)[number]>;

// GA4 knows five category levels; deeper levels of the tree are dropped rather than misreported.
function categories(tree: readonly string[]): Categories {
  const result: Categories = {};
  CATEGORY_KEYS.forEach((key, level) => {
    const category = tree[level];
    if (category) result[key] = category;
  });
  return result;
}

// Optional fields are left out rather than set to undefined so payloads stay minimal in the data layer.
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined || value === '' ? {} : ({ [key]: value } as Partial<Record<K, V>>);
}

/** Maps a product (optionally one chosen size of it) to a GA4 item. */
export function itemFromProduct(product: Product, options: ProductItemOptions = {}): Ga4Item {
  const { variation, quantity = 1, index, listName } = options;
  return {
    item_id: product.productNumber,
    item_name: product.summary.name,
    item_brand: product.brand.name,
    ...categories(product.categoryTree),
    ...optional('item_variant', product.summary.color),
    ...optional('item_size', variation?.size.label),
    ...optional('item_list_name', listName),
    price: centsToUnits(product.summary.price.salesPrice.amount),
    quantity,
    affiliation: SHOP_AFFILIATION,
    ...optional('index', index),
  };
}

/** Maps a cart line to a GA4 item. */
export function itemFromCartLine(line: CartLine, index?: number): Ga4Item {
  return {
    item_id: line.productNumber,
    item_name: line.name,
    item_brand: line.brand.name,
    ...categories(line.categoryTree),
    ...optional('item_variant', line.color.label ?? line.color.id),
    ...optional('item_size', line.size.label ?? line.size.id),
    price: centsToUnits(line.price.salesPrice.amount),
    quantity: line.quantity,
    affiliation: SHOP_AFFILIATION,
    ...optional('index', index),
  };
}

/** Maps a placed order's line to a GA4 item priced after the voucher, with the voucher share as discount. */
export function itemFromOrderItem(item: OrderItem, index?: number): Ga4Item {
  return {
    ...itemFromCartLine(item, index),
    price: centsToUnits(item.price.salesPriceMinusVoucher.amount),
    discount: centsToUnits(item.price.voucherValue.amount),
  };
}
