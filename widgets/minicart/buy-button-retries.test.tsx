import { API } from '@schaufenster/shared/api';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { bus } from '@schaufenster/shared/bus';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { advanceUntil } from '../../test/shared/fake-time';
import { product } from '../../test/shared/shop-fixtures';
import type { Answer } from '../../test/shared/test-server';
import { mount } from './buy-button';
import { mount as mountMiniCart } from './mount';
import { cartOf, DRESS_LINE, io, reportedEvents, resetPage, startTestShop, type TestShop } from './testing';

let shop: TestShop;
const added = cartOf([{ ...DRESS_LINE, quantity: 1 }], { subtotal: { amount: 4999, currency: 'EUR' }, itemQty: 1 });
const ADDED = 'Der Artikel liegt jetzt in deinem Warenkorb.';
const ADD_FAILED = 'Der Artikel konnte leider nicht in den Warenkorb gelegt werden.';
const genericModalReasons: string[] = [];
let stopListening: () => void = () => undefined;

/** Lets the answers of the test server arrive and React render them. */
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 20; turn += 1) await io();
  });

/** Answers the first `failures` adds with 503 and the next one with the cart. */
function failFirst(failures: number): void {
  shop.answer((request) => {
    if (request.path !== API.cartAdd.path) return { status: 404 };
    return shop.calls(API.cartAdd.path).length <= failures ? { status: 503, json: {} } : { status: 200, json: added };
  });
}

/** Chooses a size and clicks In den Warenkorb on the fake clock; returns the view and when the click happened. */
async function clickAdd() {
  const rendered = await renderWidget(mount, { product });
  await act(async () => rendered.view.getByRole('radio', { name: '38' }).click());
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  const clickedAt = Date.now();
  await act(async () => rendered.view.getByRole('button', { name: 'In den Warenkorb' }).click());
  await shop.waitForCalls(API.cartAdd.path, 1);
  return { ...rendered, clickedAt };
}

/** Lets the clock run until attempt `attempt + 1` arrives, and checks it came 2000 ms times `attempt` after the one before (plus at most a tenth). */
async function backOff(attempt: number) {
  await advanceUntil(() => shop.calls(API.cartAdd.path).length === attempt + 1, { wrap: act });
  const [previous = 0, next = 0] = shop.calls(API.cartAdd.path).slice(attempt - 1).map((call) => call.at);
  expect(next - previous).toBeGreaterThanOrEqual(2000 * attempt);
  expect(next - previous).toBeLessThanOrEqual(2200 * attempt + 50);
}

/** Lets the clock run, in steps of 50 ms with the answers and React's rendering between them, until `dialog` shows. */
const dialogShows = (view: Awaited<ReturnType<typeof clickAdd>>['view'], name: string) =>
  advanceUntil(() => view.queryByRole('dialog', { name }) !== null, { wrap: act });

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.server.close());
beforeEach(() => {
  resetPage(shop);
  genericModalReasons.length = 0;
  stopListening = bus.on('error:show', ({ reason }) => genericModalReasons.push(reason));
});
afterEach(() => {
  stopListening();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('adding with retries', () => {
  it('tries again after 2 and 4 seconds and opens the sheet when the third attempt succeeds, with one Idempotency-Key', async () => {
    failFirst(2);
    const { view } = await clickAdd();
    await settle();
    expect(view.queryByRole('dialog')).toBeNull();
    await backOff(1);
    await backOff(2);
    await dialogShows(view, ADDED);
    expect(reportedEvents().filter((entry) => entry.event === 'add_to_cart')).toHaveLength(1);
    // One shopper action: every attempt carries the same Idempotency-Key, so the API stores the piece once.
    const keys = shop.calls(API.cartAdd.path).map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  // The mini-cart on the same page loads the cart from the same failing API: its failure must not add a second message.
  it.each<[string, number, Answer]>([
    ['answers 503', 3, { status: 503, json: { error: { code: 'unavailable' } } }],
    ['never answers', 1, { status: 200, hang: true }],
    ['answers 503 asking to retry after 5 s', 2, { status: 503, headers: { 'retry-after': '5' }, json: { error: { code: 'unavailable' } } }],
  ])('against an API that %s shows the could-not-add modal within 8 s as the one message, after %i attempts', async (_api, attempts, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    shop.answer(() => answer);
    const { view, clickedAt } = await clickAdd();
    // As a mini-cart tag mounted by the shopper's first interaction does, it loads the cart while the add runs.
    const miniCart = await renderWidget(mountMiniCart, {});
    await dialogShows(view, ADD_FAILED);
    expect(Date.now() - clickedAt).toBeLessThanOrEqual(8000 + 50);
    expect(shop.calls(API.cartAdd.path)).toHaveLength(attempts);
    // Long after: no late attempt, no second message from the add or from the mini-cart's failed load.
    await advanceUntil(() => Date.now() - clickedAt >= 30_000, { stepMs: 500, wrap: act });
    expect(shop.calls(API.cartAdd.path)).toHaveLength(attempts);
    expect(view.getAllByRole('dialog')).toHaveLength(1);
    expect(genericModalReasons).toEqual([]);
    expect(miniCart.view.queryByRole('dialog')).toBeNull();
    expect(shop.calls(API.cart.path)).toHaveLength(1);
    expect(reportedEvents().filter((entry) => entry.event === 'add_to_cart')).toEqual([]);
  });
});
