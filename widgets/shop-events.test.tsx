// The thirteen shop events of SPEC section 7 in one table: what the shopper does on the page (with the
// real widgets, the shared runtime and a real HTTP API), how often each event is reported for it, and
// the exact GA4 ecommerce payload: items, value = subtotal minus voucher, currency, prices / 100,
// shipping tier and affiliation.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configure } from '@testing-library/dom';
import { waitFor } from '@testing-library/react';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { letTimePass } from '../test/shared/fake-time';
import { refreshSession, startSession, stopSession } from '@schaufenster/shared/session';
import { useTestServer } from '../test/shared/test-server';
import { SHOP_EVENTS, type ShopEvent } from '@schaufenster/shared/tracking';
import { order, product } from '../test/shared/shop-fixtures';
import { FakeIntersectionObserver } from '@schaufenster/shared/tracking/testing';
import { cartPayload, dress, dressProduct, PROMOTION, shopApi } from './shop-events-testing';
import { mount as mountCheckout } from './address/checkout/mount';
import { navigation } from './address/checkout/navigation';
import { mount as mountBuyButton } from './minicart/buy-button';
import { resetCartLoad } from './minicart/cart-api';
import { resetCartStore } from './minicart/cart-store';
import { mount as mountMiniCart } from './minicart/mount';

// A whole checkout per row: on a busy machine a step may take longer than the default second.
configure({ asyncUtilTimeout: 5000 });
// The runtime watches CMS elements from its start; jsdom has no IntersectionObserver of its own.
Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true, writable: true });
const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);

const server = useTestServer();
let orderAnswers: number[] = [];

function render(mount: Parameters<typeof renderWidget>[0], props: unknown) {
  return renderWidget(mount, props);
}

async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
}

/** Adds CMS markup to the page, as a template would, and lets the runtime's MutationObserver see it. */
async function cms(html: string): Promise<HTMLElement> {
  const section = document.createElement('section');
  section.innerHTML = html;
  document.body.append(section);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return section;
}

const seen = (element: Element | null) => element && FakeIntersectionObserver.latest?.intersect(element, 1);

/** A signed-in customer's checkout up to the payment step, going back once and on again. */
async function toPaymentTwice() {
  await startSession();
  const { view } = await render(mountCheckout, {});
  await click(await view.findByRole('button', { name: 'Weiter zur Zahlungsart' }));
  await click(await view.findByRole('button', { name: 'Ändern' }));
  await click(await view.findByRole('button', { name: 'Weiter zur Zahlungsart' }));
  await view.findByRole('group', { name: 'Zahlungsart' });
  return view;
}

interface Row {
  event: ShopEvent;
  when: string;
  act: () => Promise<void>;
  /** Every report of the event the scenario makes, in order: how often, and each payload. */
  reports: unknown[];
}

const ROWS: Row[] = [
  {
    event: 'page_view',
    when: 'the session exists, and on every route change; not for a login in the popup',
    act: async () => {
      Reflect.set(window, 'schaufenster', { pageId: 'home' });
      document.title = 'Startseite';
      await startSession();
      Reflect.set(window, 'schaufenster', { pageId: 'damen' });
      document.title = 'Damen';
      window.history.pushState(null, '', 'http://localhost/damen/');
      await waitFor(() => expect(server.requests.filter((request) => request.path === '/api/s/')).toHaveLength(2));
      await waitFor(() => expect(entriesOf('page_view')).toHaveLength(2));
      refreshSession();
      await waitFor(() => expect(server.requests.filter((request) => request.path === '/api/s/')).toHaveLength(3));
    },
    reports: [
      { event: 'page_view', page_id: 'home', page_location: 'http://localhost/', page_title: 'Startseite' },
      { event: 'page_view', page_id: 'damen', page_location: 'http://localhost/damen/', page_title: 'Damen' },
    ],
  },
  {
    event: 'view_item',
    when: 'the buy button of a product page mounts, however often a size is chosen',
    act: async () => {
      const { view } = await render(mountBuyButton, { product });
      await click(view.getByRole('radio', { name: /38/ }));
      await click(view.getByRole('radio', { name: /38/ }));
    },
    reports: [{ event: 'view_item', ecommerce: { currency: 'EUR', value: 49.99, items: [dressProduct] } }],
  },
  {
    event: 'view_item_list',
    when: 'a product tile of a CMS list is half visible, once however often it scrolls into view',
    act: async () => {
      const section = await cms(`<article data-track-item='${JSON.stringify(product)}' data-track-list="Damen" data-track-index="4"><a href="/p/">Ansehen</a></article>`);
      seen(section.querySelector('article'));
      seen(section.querySelector('article'));
    },
    reports: [{ event: 'view_item_list', ecommerce: { item_list_name: 'Damen', items: [{ ...dressProduct, item_list_name: 'Damen', index: 4 }] } }],
  },
  {
    event: 'select_item',
    when: 'a product tile is clicked, each click',
    act: async () => {
      const section = await cms(`<article data-track-item='${JSON.stringify(product)}' data-track-list="Damen" data-track-index="4"><button>Ansehen</button></article>`);
      await click(section.querySelector('button'));
    },
    reports: [{ event: 'select_item', ecommerce: { item_list_name: 'Damen', items: [{ ...dressProduct, item_list_name: 'Damen', index: 4 }] } }],
  },
  {
    event: 'view_promotion',
    when: 'a teaser of the home page is half visible, once',
    act: async () => {
      const section = await cms(`<a data-track-promotion='${JSON.stringify(PROMOTION)}'>Damen entdecken</a>`);
      seen(section.querySelector('a'));
      seen(section.querySelector('a'));
    },
    reports: [{ event: 'view_promotion', ecommerce: PROMOTION }],
  },
  {
    event: 'select_promotion',
    when: 'a teaser is clicked, each click',
    act: async () => {
      const section = await cms(`<a data-track-promotion='${JSON.stringify(PROMOTION)}'>Damen entdecken</a>`);
      await click(section.querySelector('a'));
    },
    reports: [{ event: 'select_promotion', ecommerce: PROMOTION }],
  },
  {
    event: 'add_to_cart',
    when: 'the API took an in-stock size; a sold-out size is neither sent nor reported',
    act: async () => {
      const { view } = await render(mountBuyButton, { product });
      expect((view.getByRole('radio', { name: /40/ }) as HTMLInputElement).disabled).toBe(true);
      await click(view.getByRole('radio', { name: /38/ }));
      await click(view.getByRole('button', { name: 'In den Warenkorb' }));
      await waitFor(() => expect(server.requests.filter((request) => request.path === '/api/checkout-v3/cart/add/')).toHaveLength(1));
    },
    reports: [{ event: 'add_to_cart', ecommerce: { currency: 'EUR', value: 49.99, items: [{ ...dressProduct, item_size: '38', quantity: 1 }] } }],
  },
  {
    event: 'remove_from_cart',
    when: 'a line is taken out of the cart, after the API answered',
    act: async () => {
      const { view } = await render(mountMiniCart, { view: 'page' });
      await click(await view.findByRole('button', { name: 'Sommerkleid entfernen' }));
      await waitFor(() => expect(view.queryByRole('button', { name: 'Sommerkleid entfernen' })).toBeNull());
    },
    reports: [{ event: 'remove_from_cart', ecommerce: { currency: 'EUR', value: 99.98, items: [{ ...dress, item_size: '38', quantity: 2 }] } }],
  },
  {
    event: 'view_cart',
    when: 'the full cart shows its lines, once while it is shown',
    act: async () => {
      const { view } = await render(mountMiniCart, { view: 'page' });
      await view.findByRole('list', { name: 'Warenkorb' });
    },
    reports: [{ event: 'view_cart', ecommerce: cartPayload }],
  },
  {
    event: 'begin_checkout',
    when: 'the checkout shows the cart: once per way in, also when the way in was Zur Kasse',
    act: async () => {
      const { view, unmount } = await render(mountMiniCart, { view: 'page' });
      await click(await view.findByRole('link', { name: 'Zur Kasse' }));
      await unmount();
      await startSession();
      const checkout = await render(mountCheckout, {});
      await checkout.view.findByRole('group', { name: 'Lieferadresse' });
    },
    reports: [{ event: 'begin_checkout', ecommerce: cartPayload }],
  },
  {
    event: 'add_shipping_info',
    when: 'the address step is completed, once however often the shopper goes back',
    act: async () => {
      await toPaymentTwice();
    },
    reports: [{ event: 'add_shipping_info', ecommerce: { ...cartPayload, shipping_tier: 'parcel carrier standard' } }],
  },
  {
    event: 'add_payment_info',
    when: 'the payment step is completed (Jetzt kaufen with a method), once; not per change of the method',
    act: async () => {
      orderAnswers = [409, 201];
      const view = await toPaymentTwice();
      for (const method of ['Rechnung', 'PayPal', 'Kreditkarte']) await click(view.getByRole('radio', { name: method }));
      expect(entriesOf('add_payment_info')).toEqual([]);
      // The first order is refused (the cart changed meanwhile); the second try completes nothing new.
      await click(view.getByRole('button', { name: 'Jetzt kaufen' }));
      await view.findByRole('alert');
      await click(view.getByRole('button', { name: 'Jetzt kaufen' }));
      await waitFor(() => expect(assign).toHaveBeenCalled());
    },
    reports: [{ event: 'add_payment_info', ecommerce: { ...cartPayload, payment_type: 'creditcard' } }],
  },
  {
    event: 'purchase',
    when: 'the confirmation of a placed order shows, once however often it is reloaded',
    act: async () => {
      const first = await render(mountCheckout, { order });
      await first.unmount();
      await render(mountCheckout, { order });
    },
    reports: [
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'ORD-1',
          value: 89.98,
          shipping: 4.95,
          currency: 'EUR',
          coupon: 'SOMMER10',
          affiliation: 'German shop',
          items: [{ ...dress, item_size: '38', quantity: 2, price: 39.99, discount: 10, index: 0 }],
          user_data: { sha256_user_id: 'hashed-user' },
        },
      },
    ],
  },
];

function entriesOf(event: ShopEvent): unknown[] {
  return (window.dataLayer ?? []).filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry && entry.event === event);
}

beforeAll(() => {
  server.answer(shopApi(() => orderAnswers.shift() ?? 201));
});
beforeEach(() => {
  // Each row is a new page: no session, no cart, an empty data layer, nothing reported before.
  stopSession();
  resetCartStore();
  resetCartLoad();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', 'http://localhost/');
  window.dataLayer = [];
  orderAnswers = [];
  assign.mockClear();
});
afterEach(async () => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'schaufenster');
});

describe('the shop events of SPEC section 7', () => {
  it('covers all thirteen, each in one row', () => {
    expect(ROWS.map((row) => row.event).sort()).toEqual([...SHOP_EVENTS].sort());
  });

  it.each(ROWS)('$event: when $when', async (row) => {
    await row.act();
    // Answers still on the wire could report late: a second of fake time, with real I/O, then count.
    await letTimePass(1000, { wrap: act });
    expect(entriesOf(row.event)).toEqual(row.reports);
  });

  it('clears the previous ecommerce object before every ecommerce event', async () => {
    await ROWS.find((row) => row.event === 'begin_checkout')?.act();
    const layer = window.dataLayer ?? [];
    layer.forEach((entry, index) => {
      if (typeof entry === 'object' && entry !== null && 'ecommerce' in entry && entry.ecommerce !== null) expect(layer[index - 1]).toEqual({ ecommerce: null });
    });
  });
});
