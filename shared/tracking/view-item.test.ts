import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { product } from '../../test/shared/shop-fixtures';
import { reportViewItem, reportViewItemsIn, VIEW_ITEM_ATTRIBUTE, viewItemMarker } from './view-item';

function viewItems(): unknown[] {
  return (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'view_item');
}

/** A declarative shadow root as the server renders it: a box marked with the product. */
function serverShadowRoot(markerValue: string): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const box = document.createElement('div');
  box.setAttribute(VIEW_ITEM_ATTRIBUTE, markerValue);
  root.append(box);
  return root;
}

beforeEach(() => {
  delete window.dataLayer;
});
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('view_item from a marked element', () => {
  it('reports the product of server HTML once, and not again when the hydrated widget reports the same element', () => {
    const root = serverShadowRoot(viewItemMarker(product)[VIEW_ITEM_ATTRIBUTE]);
    reportViewItemsIn([root]);
    reportViewItemsIn([root]);
    reportViewItem(root.firstElementChild as Element, product);
    expect(viewItems()).toHaveLength(1);
    expect(viewItems()[0]).toMatchObject({ ecommerce: { items: [{ item_id: product.productNumber }] } });
  });

  it('reports each of two marked elements', () => {
    reportViewItem(document.createElement('div'), product);
    reportViewItem(document.createElement('div'), product);
    expect(viewItems()).toHaveLength(2);
  });

  it('ignores a marker that is no product, with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportViewItemsIn([serverShadowRoot('{"name":"ohne Preis"}')]);
    expect(viewItems()).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
