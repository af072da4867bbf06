import { API } from '@schaufenster/shared/api';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { advanceUntil } from '@schaufenster/shared/testing/fake-time';
import { product } from '@schaufenster/shared/testing/shop-fixtures';
import { mount } from './buy-button';
import { cartOf, DRESS_LINE, io, reportedEvents, resetPage, startTestShop, type TestShop } from './testing';

let shop: TestShop;
const added = cartOf([{ ...DRESS_LINE, quantity: 1 }], { subtotal: { amount: 4999, currency: 'EUR' }, itemQty: 1 });

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

async function clickAdd() {
  const rendered = await renderWidget(mount, { product });
  await act(async () => rendered.view.getByRole('radio', { name: '38' }).click());
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  await act(async () => rendered.view.getByRole('button', { name: 'In den Warenkorb' }).click());
  await shop.waitForCalls(API.cartAdd.path, 1);
  return rendered;
}

/** Lets the clock run until attempt `attempt + 1` arrives, and checks it came 2000 ms times `attempt` after the one before. */
async function backOff(attempt: number) {
  await advanceUntil(() => shop.calls(API.cartAdd.path).length === attempt + 1, { wrap: act });
  const [previous = 0, next = 0] = shop.calls(API.cartAdd.path).slice(attempt - 1).map((call) => call.at);
  expect(next - previous).toBeGreaterThanOrEqual(2000 * attempt);
  expect(next - previous).toBeLessThan(2000 * (attempt + 1));
}

/** Lets the answers arrive and React render them until `dialog` shows. */
const dialogShows = (view: Awaited<ReturnType<typeof clickAdd>>['view'], name: string) =>
  advanceUntil(() => view.queryByRole('dialog', { name }) !== null, { stepMs: 0, wrap: act });

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.server.close());
beforeEach(() => resetPage(shop));
afterEach(() => {
  jest.useRealTimers();
});

describe('adding with retries', () => {
  it('tries again after 2, 4 and 6 seconds and opens the sheet when the fourth attempt succeeds', async () => {
    failFirst(3);
    const { view } = await clickAdd();
    await settle();
    expect(view.queryByRole('dialog')).toBeNull();
    await backOff(1);
    await backOff(2);
    await backOff(3);
    await dialogShows(view, 'Der Artikel liegt jetzt in deinem Warenkorb.');
    expect(reportedEvents().filter((entry) => entry.event === 'add_to_cart')).toHaveLength(1);
    // One shopper action: every attempt carries the same Idempotency-Key, so the API stores the piece once.
    const keys = shop.calls(API.cartAdd.path).map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  it('gives up after three retries with the could-not-add modal and reports no add_to_cart', async () => {
    failFirst(4);
    const { view } = await clickAdd();
    await settle();
    await backOff(1);
    await backOff(2);
    await backOff(3);
    await dialogShows(view, 'Der Artikel konnte leider nicht in den Warenkorb gelegt werden.');
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    await settle();
    expect(shop.calls(API.cartAdd.path)).toHaveLength(4);
    expect(reportedEvents().filter((entry) => entry.event === 'add_to_cart')).toEqual([]);
  });
});
