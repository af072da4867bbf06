import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { API, apiPath } from '@schaufenster/shared/api';
import { object, string } from 'superstruct';
import { bus } from '@schaufenster/shared/bus';
import { request } from '@schaufenster/shared/http';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { advanceUntil } from '../../test/shared/fake-time';
import { product } from '../../test/shared/shop-fixtures';
import type { Answer, ReceivedRequest } from '../../test/shared/test-server';
import { mount } from './buy-button';
import { cartOf, DRESS_LINE, reportedEvents, resetPage, startTestShop, type TestShop } from './testing';

let shop: TestShop;
const PRODUCT_PATH = apiPath(API.product, { id: product.id });
const added = cartOf([{ ...DRESS_LINE, quantity: 1 }], { subtotal: { amount: 4999, currency: 'EUR' }, itemQty: 1 });
const errorModalReasons: string[] = [];
let stopListening: () => void = () => undefined;

/** Answers the product call with `answer`, the add with the cart, anything else with 404. */
function answerProduct(answer: (request: ReceivedRequest) => Answer | Promise<Answer>): void {
  shop.answer((request) => {
    if (request.path === PRODUCT_PATH) return answer(request);
    return request.path === API.cartAdd.path ? { status: 200, json: added } : { status: 404 };
  });
}

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.server.close());
beforeEach(() => {
  resetPage(shop);
  answerProduct(() => ({ status: 200, json: product }));
  errorModalReasons.length = 0;
  stopListening = bus.on('error:show', ({ reason }) => errorModalReasons.push(reason));
});
afterEach(() => {
  stopListening();
  jest.useRealTimers();
});

describe('the buy button named by product id', () => {
  it('holds a placeholder while the product loads, then offers its sizes and puts one in the cart', async () => {
    let release: (answer: Answer) => void = () => undefined;
    answerProduct(() => new Promise<Answer>((resolve) => (release = resolve)));
    const { view } = await renderWidget(mount, { productId: product.id });
    await shop.waitForCalls(PRODUCT_PATH, 1);
    expect(view.getByRole('status').textContent).toBe('Der Artikel wird geladen …');
    expect(view.queryByRole('button')).toBeNull();

    release({ status: 200, json: product });
    const size = await view.findByRole('radio', { name: '38' });
    expect(view.queryByRole('status')).toBeNull();
    await act(async () => size.click());
    await act(async () => view.getByRole('button', { name: 'In den Warenkorb' }).click());
    await view.findByRole('dialog', { name: 'Der Artikel liegt jetzt in deinem Warenkorb.' });
    expect(JSON.parse(shop.calls(API.cartAdd.path)[0]?.body ?? '')).toEqual({ variationId: 'v-38', component: 'product_page', componentAction: 'add_to_cart' });
    expect(reportedEvents().map((entry) => entry.event)).toEqual(['view_item', 'add_to_cart']);
    expect(errorModalReasons).toEqual([]);
  });

  it('reads the answer tolerantly: fields it does not know are dropped', async () => {
    answerProduct(() => ({ status: 200, json: { ...product, badge: 'neu', summary: { ...product.summary, rating: 4.5 } } }));
    const { view } = await renderWidget(mount, { productId: product.id });
    expect(await view.findByRole('button', { name: 'In den Warenkorb' })).toBeTruthy();
  });

  it('says the article is no longer available when the shop does not know the id (404), with no error modal, and the page goes on', async () => {
    answerProduct(() => ({ status: 404, json: { message: 'Not Found', error: { code: 'not_found' } } }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const missing = await renderWidget(mount, { productId: product.id });
    const other = await renderWidget(mount, { product });
    await missing.view.findByText('Dieser Artikel ist nicht mehr verfügbar.');
    expect(missing.view.queryByRole('button')).toBeNull();
    expect(missing.view.queryByRole('radio')).toBeNull();
    expect(shop.calls(PRODUCT_PATH)).toHaveLength(1);
    expect(errorModalReasons).toEqual([]);
    expect(other.view.getByRole('button', { name: 'In den Warenkorb' })).toBeTruthy();
    warn.mockRestore();
  });

  it('names the unknown id in the console, so the CMS team finds the tag', async () => {
    answerProduct(() => ({ status: 404, json: { message: 'Not Found', error: { code: 'not_found' } } }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await (await renderWidget(mount, { productId: product.id })).view.findByText('Dieser Artikel ist nicht mehr verfügbar.');
      expect(warn.mock.calls).toEqual([[`[schaufenster] minicart/buy-button: the shop knows no product "p-1" (GET ${PRODUCT_PATH} answered 404); check the tag's productId, or remove the tag`]]);
    } finally {
      warn.mockRestore();
    }
  });

  it('raises the generic error modal for any other failure, then loads again on Nochmal versuchen', async () => {
    answerProduct(() => ({ status: 504 }));
    const { view } = await renderWidget(mount, { productId: product.id });
    await view.findByText('Der Artikel konnte leider nicht geladen werden.');
    expect(errorModalReasons).toEqual([`GET ${PRODUCT_PATH} failed with 504: Gateway Timeout (Gateway Timeout)`]);

    answerProduct(() => ({ status: 200, json: product }));
    await act(async () => view.getByRole('button', { name: 'Nochmal versuchen' }).click());
    expect(await view.findByRole('button', { name: 'In den Warenkorb' })).toBeTruthy();
    expect(shop.calls(PRODUCT_PATH)).toHaveLength(2);
  });

  it('tries again after 2 and 4 seconds when the server fails, as the add does within its 8 s', async () => {
    answerProduct(() => (shop.calls(PRODUCT_PATH).length <= 2 ? { status: 503, json: {} } : { status: 200, json: product }));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const { view } = await renderWidget(mount, { productId: product.id });
    await advanceUntil(() => view.queryByRole('button', { name: 'In den Warenkorb' }) !== null, { wrap: act });
    const [first = 0, , last = 0] = shop.calls(PRODUCT_PATH).map((call) => call.at);
    expect(shop.calls(PRODUCT_PATH)).toHaveLength(3);
    expect(last - first).toBeGreaterThanOrEqual(6000);
    expect(errorModalReasons).toEqual([]);
  });

  it('loads again by itself when the API answers another call of the page again, and the message goes', async () => {
    answerProduct(() => ({ status: 504 }));
    const { view } = await renderWidget(mount, { productId: product.id });
    await view.findByText('Der Artikel konnte leider nicht geladen werden.');
    answerProduct(() => ({ status: 200, json: product }));
    await act(async () => {
      await request('/api/s/', { schema: object({ id: string() }) });
    });
    expect(await view.findByRole('button', { name: 'In den Warenkorb' })).toBeTruthy();
    expect(view.queryByText('Der Artikel konnte leider nicht geladen werden.')).toBeNull();
    expect(shop.calls(PRODUCT_PATH)).toHaveLength(2);
  });
});

describe('the props of the buy button', () => {
  const mountWith = (props: unknown) => () => mount(document.createElement('div'), props);

  it.each([
    ['neither product nor productId', {}, 'productId: Expected exactly one of productId, product, but received none'],
    ['both', { productId: product.id, product }, 'product: Expected exactly one of productId, product, but received productId and product'],
    ['an id with a space', { productId: 'P 100001' }, 'productId: Expected a string matching `/^[A-Za-z0-9_-]+$/` but received "P 100001"'],
    ['an id of 65 characters', { productId: 'P'.repeat(65) }, `productId: Expected a string with a length between \`1\` and \`64\` but received one with a length of \`65\``],
    ['a product without its fields', { product: { id: 'p-1' } }, 'product.productNumber: Expected a string, but received: undefined'],
  ])('refuses %s as invalid props, naming the field', (_case, props, reason) => {
    expect(mountWith(props)).toThrow(`Widget "minicart/buy-button": invalid props at ${reason}`);
  });

  it('makes no call for invalid props', () => {
    expect(mountWith({})).toThrow();
    expect(shop.server.requests).toEqual([]);
  });
});
