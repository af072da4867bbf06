import { mask } from 'superstruct';
import { Order } from '@schaufenster/shared/api';
import { listAddresses } from '../shop-api/addresses/address-store';
import { findCustomerOrder, listCustomerOrders } from '../shop-api/account/customer-orders';
import type { PageCustomer } from '../server-kit/http/route-concerns';
import type { Database } from '../server-kit/db/database';
import { ACCOUNT_TEXTS, LATEST_ORDERS, RETURN_PERIOD_DAYS } from './account-texts';
import { addressLines, orderView, returnDeadline, returnView } from './account-views';
import { queryText } from './query-params';
import type { Page } from './routes';

/** Loads what the customer pages show, for the signed-in customer only. */
export interface AccountPages {
  /** Template data of a customer page; null when the order the page is about is not the customer's (404). */
  pageData(page: Page, customer: PageCustomer, query: Record<string, unknown>): Promise<Record<string, unknown> | null>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Customer pages over `db`; `now` is the clock the return period is measured by. */
export function createAccountPages(db: Database, now: () => Date = () => new Date()): AccountPages {
  async function overview(customer: PageCustomer) {
    const addresses = await listAddresses(db, customer.userId);
    const delivery = addresses.find((address) => address.defaultDeliverAddress);
    const billing = addresses.find((address) => address.defaultBillingAddress);
    const latest = await listCustomerOrders(db, customer.userId, { limit: LATEST_ORDERS });
    return {
      greeting: ACCOUNT_TEXTS.greeting(customer.givenName),
      defaultDelivery: delivery ? addressLines(delivery) : null,
      defaultBilling: billing ? addressLines(billing) : null,
      latestOrders: latest.map(orderView),
    };
  }

  async function returns(customer: PageCustomer) {
    const since = new Date(now().getTime() - RETURN_PERIOD_DAYS * DAY_MS);
    return { returns: (await listCustomerOrders(db, customer.userId, { since })).map(returnView) };
  }

  async function returnLabel(customer: PageCustomer, orderNumber: string) {
    const order = orderNumber ? await findCustomerOrder(db, customer.userId, orderNumber) : undefined;
    if (!order) return null;
    const view = returnView(order);
    const open = returnDeadline(order.placedAtDate) >= now();
    return { orderNumber: order.orderNumber, label: open && view.freeReturnLabel ? { sender: view.delivery, returnUntil: view.returnUntil } : null };
  }

  async function confirmation(customer: PageCustomer, orderNumber: string) {
    const order = orderNumber ? await findCustomerOrder(db, customer.userId, orderNumber) : undefined;
    if (!order) return null;
    // The widget validates its props strictly as an Order: the account's extra fields stay on the server.
    return { order: orderView(order), confirmationProps: { order: mask(order, Order) } };
  }

  return {
    async pageData(page, customer, query) {
      switch (page.template) {
        case 'account-overview':
          return overview(customer);
        case 'account-orders':
          return { orders: (await listCustomerOrders(db, customer.userId)).map(orderView) };
        case 'account-returns':
          return returns(customer);
        case 'account-return-label':
          return returnLabel(customer, queryText(query, 'order'));
        case 'checkout-confirmation':
          return confirmation(customer, queryText(query, 'order'));
        default:
          return {};
      }
    },
  };
}
