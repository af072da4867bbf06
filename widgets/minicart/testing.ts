// Test helpers of the mini-cart: carts to answer, a shop API on a real test server, and the reported events.
import { API, type Cart, type CartLine, type Product } from '@schaufenster/shared/api';
import { startTestServer, pointPageAt, type Answer, type ReceivedRequest, type TestServer } from '../../test/shared/test-server';
import { cartLine, product } from '../../test/shared/shop-fixtures';
import { io } from '../../test/shared/fake-time';
import { resetCartLoad } from './cart-api';
import { resetCartStore } from './cart-store';

/** A cart of the given lines; the summary is what the test says the API summed (nothing is computed here). */
export function cartOf(lines: CartLine[], summary: Partial<Cart['summary']> = {}, recommendations: Product[] = []): Cart {
  return {
    summary: { subtotal: { amount: 0, currency: 'EUR' }, itemQty: lines.length, ...summary },
    items: { inStock: lines },
    recommendations,
  };
}

/** The empty cart a new visitor gets. */
export const EMPTY_CART = cartOf([]);

/** Two pieces of the dress in size 38 (49.99 EUR each), with image and link, as the API answers it. */
export const DRESS_LINE: CartLine = { ...cartLine, image: 'https://img.example/1001.svg', path: '/p/sommerkleid-1001/' };

/** The cart holding DRESS_LINE: subtotal 99.98, voucher 10.00, no shipping, total 89.98. */
export const DRESS_CART = cartOf([DRESS_LINE], {
  subtotal: { amount: 9998, currency: 'EUR' },
  itemQty: 2,
  voucher: { code: 'SCHAUFENSTER10', amount: { amount: 1000, currency: 'EUR' } },
  total: { amount: 8998, currency: 'EUR' },
});

/** A recommended product with a page. */
export const RECOMMENDED: Product = { ...product, id: 'p-9', productNumber: '1009', path: '/p/bluse-1009/', summary: { ...product.summary, name: 'Bluse', price: { salesPrice: { amount: 2995, currency: 'EUR' } } } };

/** The shop API of a test: answers the session, hands every cart call to `cart`, and records what it received. */
export interface TestShop {
  server: TestServer;
  /** Answers the cart calls (default: the empty cart) and anything else; a promised answer is sent once it resolves. */
  answer(handler: (request: ReceivedRequest) => Answer | Promise<Answer>): void;
  /** The cart calls received so far, by path. */
  calls(path: string): ReceivedRequest[];
  /** Resolves once `count` calls of `path` have arrived (works with fake timers: it waits on I/O only). */
  waitForCalls(path: string, count: number): Promise<void>;
}


export { io };

/** Starts the shop API for a test file and points the page at it. */
export async function startTestShop(): Promise<TestShop> {
  const server = await startTestServer();
  pointPageAt(server.url);
  const shop: TestShop = {
    server,
    answer(handler) {
      server.answer((request) =>
        request.path === API.session.path ? { status: 200, json: { id: 'test-session', aboutMe: { isLogged: false } } } : handler(request),
      );
    },
    calls: (path) => server.requests.filter((request) => request.path === path),
    async waitForCalls(path, count) {
      for (let turn = 0; shop.calls(path).length < count; turn += 1) {
        if (turn > 10_000) throw new Error(`${count} calls of ${path} did not arrive`);
        await io();
      }
    },
  };
  shop.answer(() => ({ status: 200, json: EMPTY_CART }));
  return shop;
}

/** Forgets the page's cart and its load, and clears the data layer, so each test starts on a fresh page. */
export function resetPage(shop: TestShop): void {
  resetCartStore();
  resetCartLoad();
  delete window.dataLayer;
  shop.server.requests.length = 0;
  shop.answer((request) => (request.path === API.cart.path ? { status: 200, json: EMPTY_CART } : { status: 404 }));
}

export { reportedEvents } from '@schaufenster/shared/tracking/testing';
