import { addressLines as printedLines, type PrintableAddress } from '@schaufenster/shared/address';
import { formatMoney, linePrice, orderTotals } from '@schaufenster/shared/api';
import { rulesFor } from '@schaufenster/shared/validation/address';
import type { CustomerOrder } from '../shop-api/account/customer-orders';
import { ACCOUNT_TEXTS as T, RETURN_PERIOD_DAYS } from './account-texts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });

/** An address as a template prints it: one text per line. */
export interface AddressLines {
  lines: string[];
}

/** One line of an order as the templates print it. */
export interface OrderItemView {
  name: string;
  brand: string;
  size: string;
  quantity: number;
  price: string;
}

/** An order as the account templates print it. */
export interface OrderView {
  orderNumber: string;
  placedAt: string;
  payment: string;
  total: string;
  items: OrderItemView[];
  delivery: AddressLines;
}

/** An order that can still be returned: until when, and whether its return label is free (DE only). */
export interface ReturnView extends OrderView {
  returnUntil: string;
  freeReturnLabel: boolean;
}

/** The printed lines of an address of the book or of an order (the shared rule the widgets print by too). */
export function addressLines(address: PrintableAddress): AddressLines {
  return { lines: printedLines(address) };
}

/** A date as German shoppers read it (12.05.2026). */
export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

/** An order for the account templates. */
export function orderView(order: CustomerOrder): OrderView {
  return {
    orderNumber: order.orderNumber,
    placedAt: formatDate(order.placedAtDate),
    payment: T.paymentMethods[order.paymentMethod],
    total: formatMoney(orderTotals(order).total),
    items: order.items.map((item) => ({
      name: item.name,
      brand: item.brand.name,
      size: item.size.label ?? item.size.id,
      quantity: item.quantity,
      price: formatMoney(linePrice(item)),
    })),
    delivery: addressLines(order.deliveryAddress),
  };
}

/** The last moment an order placed at `placedAt` can be returned (30 days). */
export function returnDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + RETURN_PERIOD_DAYS * DAY_MS);
}

/** An order within the return period, with its deadline and whether its country gets a free return label. */
export function returnView(order: CustomerOrder): ReturnView {
  return {
    ...orderView(order),
    returnUntil: formatDate(returnDeadline(order.placedAtDate)),
    freeReturnLabel: rulesFor(order.deliveryCountry).isEligibleForFreeReturnLabel,
  };
}
