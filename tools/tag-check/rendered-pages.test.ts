/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { create } from 'superstruct';
import { Order } from '@schaufenster/shared/api';
import { BERLIN } from '../../demo-cms/testing/account-test-addresses';
import { CONFIRMATION_PATH, PAGES } from '../../demo-cms/routes';
import { useTestApp, useTestCatalog, type TestClient } from '../../test/server/harness';
import { CONTRACTS } from '../../bundling/contracts';
import { REMOTE_NAMES, tagName } from '../../registry/remotes';
import { checkSite } from './check-site';
import { findSiteDeclarations } from './find-site';
import { checkTags } from './validate-tags';
import { findWidgetTags } from './find-tags';
import { sourceValidator } from './source-contracts';

/** Every tag name a page can place: `header`, …, `minicart/buy-button`, `address/checkout`. */
const EVERY_WIDGET = REMOTE_NAMES.flatMap((remote) => Object.keys(CONTRACTS[remote]).map((module) => tagName(remote, module))).sort();

describe('the rendered demo pages', () => {
  const test = useTestApp();
  const catalog = useTestCatalog(test);
  let customer: TestClient;
  beforeAll(async () => {
    customer = await test.client({ customer: {} });
  });

  /** Orders a shirt, so the order's confirmation and return label pages exist; gives its number. */
  async function placeOrder(): Promise<string> {
    await customer.post('/api/checkout-v3/cart/add/', { variationId: catalog.variations.shirt, component: 'product_page', componentAction: 'add_to_cart' });
    const address = await customer.post('/api/account/addresses/', BERLIN);
    const placed = await customer.post('/api/checkout-v3/order/', { addressId: address.json.addressId, paymentMethod: 'invoice' });
    return create(placed.json, Order).orderNumber;
  }

  it('place every widget with props its schema takes, none left for Liquid to fill, beside a site configuration the widgets take', async () => {
    const order = await placeOrder();
    const urls = [
      ...[...PAGES.keys()].map((path) => (path === CONFIRMATION_PATH || path === '/account/return-label/' ? `${path}?order=${order}` : path)),
      `/p/slug-shirt-${catalog.tag}/`,
      `/produktansicht/${catalog.products.shirt}/`,
    ];
    const validator = sourceValidator();
    const widgets = new Set<string>();
    for (const url of urls) {
      const response = await customer.get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      const tags = findWidgetTags(response.text);
      for (const tag of tags) widgets.add(tag.widget);
      expect(checkTags(url, tags, validator)).toEqual({ problems: [], dynamic: [] });
      expect(checkSite(url, findSiteDeclarations(response.text))).toEqual({ problems: [], dynamic: [] });
    }
    expect([...widgets].sort()).toEqual(EVERY_WIDGET);
  });
});
