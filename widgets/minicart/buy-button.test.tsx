import { API } from '@schaufenster/shared/api';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { bus } from '@schaufenster/shared/bus';
import { renderWidget } from '@schaufenster/shared/mount/testing';
import { product } from '../../test/shared/shop-fixtures';
import { mount } from './buy-button';
import { cartOf, DRESS_LINE, RECOMMENDED, reportedEvents, resetPage, startTestShop, type TestShop } from './testing';

let shop: TestShop;
const added = cartOf([{ ...DRESS_LINE, quantity: 1 }], { subtotal: { amount: 4999, currency: 'EUR' }, itemQty: 1 }, [RECOMMENDED]);
const errorModalReasons: string[] = [];
let stopListening: () => void = () => undefined;

function renderBuyButton(props: unknown = { product }) {
  return renderWidget(mount, props);
}

async function chooseSizeAndAdd(label: RegExp) {
  const rendered = await renderBuyButton();
  await act(async () => rendered.view.getByRole('radio', { name: label }).click());
  const button = rendered.view.getByRole('button', { name: 'In den Warenkorb' });
  // A browser focuses a clicked button; jsdom does not.
  button.focus();
  await act(async () => button.click());
  return rendered;
}

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.server.close());
beforeEach(() => {
  resetPage(shop);
  shop.answer((request) => (request.path === API.cartAdd.path ? { status: 200, json: added } : { status: 404 }));
  errorModalReasons.length = 0;
  stopListening = bus.on('error:show', ({ reason }) => errorModalReasons.push(reason));
});
afterEach(() => stopListening());

describe('the buy button', () => {
  it('reports view_item once when it mounts, and loads no cart', async () => {
    const { view } = await renderBuyButton();
    await act(async () => view.getByRole('radio', { name: /38/ }).click());
    expect(reportedEvents()).toEqual([
      { event: 'view_item', ecommerce: { currency: 'EUR', value: 49.99, items: [expect.objectContaining({ item_id: '1001', price: 49.99 })] } },
    ]);
    expect(shop.calls(API.cart.path)).toHaveLength(0);
  });

  it('shows every size under Größe wählen, sold-out sizes marked ausverkauft and disabled', async () => {
    const { view } = await renderBuyButton();
    const group = view.getByRole('group', { name: 'Größe wählen' });
    expect(group.textContent).toBe('Größe wählen3840 ausverkauft');
    expect(view.getByRole('radio', { name: '38' }).hasAttribute('disabled')).toBe(false);
    expect(view.getByRole('radio', { name: '40 ausverkauft' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for a size first and sends nothing', async () => {
    const { view } = await renderBuyButton();
    await act(async () => view.getByRole('button', { name: 'In den Warenkorb' }).click());
    expect(view.getByRole('alert').textContent).toBe('Bitte wähle zuerst eine Größe.');
    expect(shop.calls(API.cartAdd.path)).toHaveLength(0);
  });

  it('cannot add a sold-out size and reports nothing for it', async () => {
    const { view } = await chooseSizeAndAdd(/^40/);
    expect((view.getByRole('radio', { name: /^40/ }) as HTMLInputElement).checked).toBe(false);
    expect(view.getByRole('alert').textContent).toBe('Bitte wähle zuerst eine Größe.');
    expect(shop.calls(API.cartAdd.path)).toHaveLength(0);
    expect(reportedEvents().map((entry) => entry.event)).toEqual(['view_item']);
  });

  it('preselects the only size of a product that has one', async () => {
    const { view } = await renderBuyButton({ product: { ...product, variations: product.variations.slice(0, 1) } });
    expect((view.getByRole('radio', { name: '38' }) as HTMLInputElement).checked).toBe(true);
  });

  it('is busy while the add runs and sends the size with component and action', async () => {
    shop.answer(() => ({ status: 200, hang: true }));
    const { view } = await chooseSizeAndAdd(/^38/);
    const button = view.getByRole('button', { name: /In den Warenkorb/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await shop.waitForCalls(API.cartAdd.path, 1);
    expect(JSON.parse(shop.calls(API.cartAdd.path)[0]?.body ?? '')).toEqual({
      variationId: 'v-38',
      component: 'product_page',
      componentAction: 'add_to_cart',
    });
  });

  it("sends the tracking headers with the add: the page id the loader handed over, the address and the referrer", async () => {
    Reflect.set(window, 'schaufenster', { pageId: 'product' });
    window.history.replaceState(null, '', 'http://localhost/p/sommerkleid-1001/');
    try {
      await chooseSizeAndAdd(/^38/);
      await shop.waitForCalls(API.cartAdd.path, 1);
      expect(shop.calls(API.cartAdd.path)[0]?.headers).toMatchObject({
        'x-cs-sys-pi': 'product',
        'x-cs-sys-ap': encodeURIComponent('http://localhost/p/sommerkleid-1001/'),
        'x-cs-sys-rf': '',
      });
    } finally {
      Reflect.deleteProperty(window, 'schaufenster');
      window.history.replaceState(null, '', 'http://localhost/');
    }
  });

  it('opens the cross-selling sheet with the recommendations, tells the badge and reports one add_to_cart', async () => {
    const { view } = await chooseSizeAndAdd(/^38/);
    const sheet = await view.findByRole('dialog', { name: 'Der Artikel liegt jetzt in deinem Warenkorb.' });
    const recommendations = view.getByRole('region', { name: 'Das könnte dir auch gefallen' });
    const tile = recommendations.querySelector('a');
    expect(tile?.getAttribute('href')).toBe('/p/bluse-1009/');
    expect(tile?.textContent).toBe('MarkeBluse29,95\u00a0€');
    expect(sheet.querySelector('a')?.getAttribute('href')).toBe('/warenkorb/');
    expect(bus.last('cart:changed')).toEqual({ itemCount: 1 });
    const adds = reportedEvents().filter((entry) => entry.event === 'add_to_cart');
    expect(adds).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'EUR', value: 49.99, items: [expect.objectContaining({ item_id: '1001', item_size: '38', price: 49.99, quantity: 1 })] },
      },
    ]);
  });

  it('shows a reduced recommendation with its old price and discount, its image in the product\'s aspect ratio', async () => {
    const onSale = { ...RECOMMENDED, image: '/images/bluse.jpg', imageAspectRatio: '16:9', summary: { ...RECOMMENDED.summary, price: { salesPrice: { amount: 2995, currency: 'EUR' }, originalPrice: { amount: 5990, currency: 'EUR' } } } };
    const plain = { ...RECOMMENDED, id: 'p-10', image: '/images/rock.jpg' };
    shop.answer((request) => (request.path === API.cartAdd.path ? { status: 200, json: { ...added, recommendations: [onSale, plain] } } : { status: 404 }));
    const { view } = await chooseSizeAndAdd(/^38/);
    await view.findByRole('dialog');
    const [reduced, regular] = view.getByRole('region', { name: 'Das könnte dir auch gefallen' }).querySelectorAll('li');
    expect(reduced?.textContent).toBe('MarkeBluse29,95\u00a0€59,90\u00a0€−50 %');
    expect([reduced?.querySelector('img')?.getAttribute('width'), reduced?.querySelector('img')?.getAttribute('height')]).toEqual(['300', '169']);
    expect(regular?.textContent).toBe('MarkeBluse29,95\u00a0€');
    expect([regular?.querySelector('img')?.getAttribute('width'), regular?.querySelector('img')?.getAttribute('height')]).toEqual(['300', '400']);
  });

  it('closes the sheet on Escape and gives the focus back to the button', async () => {
    const { view, shadowRoot, user } = await chooseSizeAndAdd(/^38/);
    await view.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(view.queryByRole('dialog')).toBeNull();
    expect(shadowRoot.activeElement).toBe(view.getByRole('button', { name: 'In den Warenkorb' }));
  });

  it.each([
    { what: 'the size just sold out (409)', answer: { status: 409, json: { message: 'Dieser Artikel ist leider nicht mehr vorrätig.', error: { code: 'out_of_stock' } } } },
    { what: 'the size does not exist (404)', answer: { status: 404, json: {} } },
  ])('shows the could-not-add modal, not the generic one, when $what', async ({ answer }) => {
    shop.answer(() => answer);
    const { view } = await chooseSizeAndAdd(/^38/);
    const modal = await view.findByRole('dialog', { name: 'Der Artikel konnte leider nicht in den Warenkorb gelegt werden.' });
    expect(modal.textContent).toContain('Bitte versuche es gleich noch einmal oder wähle eine andere Größe.');
    expect(errorModalReasons).toEqual([]);
    expect(reportedEvents().map((entry) => entry.event)).toEqual(['view_item']);
    await act(async () => view.getByRole('button', { name: 'Weiter einkaufen' }).click());
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('rejects a tag without a valid product, naming the field', () => {
    expect(() => mount(document.createElement('div'), { product: { id: 'p-1' } })).toThrow(/invalid props at product\./);
  });
});
