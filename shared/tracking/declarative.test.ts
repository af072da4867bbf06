import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { product } from '../../test/shared/shop-fixtures';
import { observeTrackedElements } from './declarative';
import { dataLayer, FakeIntersectionObserver, resetDataLayer } from './testing';


const promotion = { promotion_id: 'summer', promotion_name: 'Sommer-Sale' };
let stop: () => void = () => undefined;

function render(html: string): void {
  document.body.innerHTML = html;
}

function tile(extra = ''): string {
  return `<article data-track-item='${JSON.stringify(product)}' ${extra}><button>Ansehen</button></article>`;
}

function intersect(selector: string, ratio = 1): void {
  const element = document.querySelector(selector);
  if (element) FakeIntersectionObserver.latest?.intersect(element, ratio);
}

function reported(): unknown[] {
  return (dataLayer() ?? []).filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry);
}

function eventNames(): unknown[] {
  return reported().map((entry) => (entry as { event: unknown }).event);
}

// MutationObserver callbacks run after the current task's microtasks.
const mutationsSettled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetDataLayer();
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true, writable: true });
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('observeTrackedElements', () => {
  it('watches for elements at least half visible', () => {
    stop = observeTrackedElements();
    expect(FakeIntersectionObserver.latest?.options).toEqual({ threshold: 0.5 });
  });

  it('reports a product tile as view_item_list with its list and index once it is half visible', () => {
    render(tile(`data-track-list="Neu" data-track-index="3"`));
    stop = observeTrackedElements();
    intersect('article', 0.5);
    expect(reported()).toEqual([
      { event: 'view_item_list', ecommerce: { item_list_name: 'Neu', items: [expect.objectContaining({ item_id: '1001', index: 3, item_list_name: 'Neu' })] } },
    ]);
  });

  it.each([
    { ratio: 0.49, seen: 'less than half', events: [] },
    { ratio: 0.5, seen: 'half', events: ['view_item_list'] },
    { ratio: 1, seen: 'all', events: ['view_item_list'] },
  ])('reports $events when $seen of the tile is visible', ({ ratio, events }) => {
    render(tile());
    stop = observeTrackedElements();
    intersect('article', ratio);
    expect(eventNames()).toEqual(events);
  });

  it('reports each element only once however often it scrolls into view', () => {
    render(tile());
    stop = observeTrackedElements();
    const article = document.querySelector('article') as Element;
    const observer = FakeIntersectionObserver.latest;
    observer?.intersect(article, 1);
    observer?.observe(article);
    observer?.intersect(article, 1);
    expect(eventNames()).toEqual(['view_item_list']);
  });

  it('reports a promotion as view_promotion when seen and select_promotion when clicked', () => {
    render(`<a data-track-promotion='${JSON.stringify(promotion)}'><img alt=""></a>`);
    stop = observeTrackedElements();
    intersect('a');
    document.querySelector('img')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(reported()).toEqual([
      { event: 'view_promotion', ecommerce: promotion },
      { event: 'select_promotion', ecommerce: promotion },
    ]);
  });

  it('reports a click anywhere inside a product tile as select_item', () => {
    render(tile(`data-track-list="Neu" data-track-index="2"`));
    stop = observeTrackedElements();
    document.querySelector('button')?.click();
    expect(reported()).toEqual([
      { event: 'select_item', ecommerce: { item_list_name: 'Neu', items: [expect.objectContaining({ item_id: '1001', index: 2 })] } },
    ]);
  });

  it('tracks elements the page adds later', async () => {
    stop = observeTrackedElements();
    document.body.insertAdjacentHTML('beforeend', `<section>${tile()}</section>`);
    await mutationsSettled();
    intersect('article');
    document.querySelector('button')?.click();
    expect(eventNames()).toEqual(['view_item_list', 'select_item']);
  });

  it.each([
    { attribute: 'data-track-item', html: `<div data-track-item='{"id":'><button></button></div>` },
    { attribute: 'data-track-item', html: `<div data-track-item='{"id":"p-1"}'><button></button></div>` },
    { attribute: 'data-track-promotion', html: `<div data-track-promotion='[1,2]'><button></button></div>` },
  ])('ignores an invalid $attribute with one warning naming it', ({ attribute, html }) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(html);
    stop = observeTrackedElements();
    expect(() => {
      intersect('div');
      document.querySelector('button')?.click();
      document.querySelector('button')?.click();
    }).not.toThrow();
    expect(reported()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(attribute);
  });

  it('accepts product JSON with fields the schema does not know', () => {
    render(`<div data-track-item='${JSON.stringify({ ...product, badge: 'neu' })}'><button></button></div>`);
    stop = observeTrackedElements();
    document.querySelector('button')?.click();
    expect(eventNames()).toEqual(['select_item']);
  });

  it('reports nothing after it is stopped', async () => {
    render(tile());
    observeTrackedElements()();
    document.body.insertAdjacentHTML('beforeend', tile());
    await mutationsSettled();
    for (const article of document.querySelectorAll('article')) FakeIntersectionObserver.latest?.intersect(article, 1);
    document.querySelector('button')?.click();
    expect(reported()).toEqual([]);
  });

  it('still reports clicks where the browser has no IntersectionObserver', () => {
    Object.defineProperty(window, 'IntersectionObserver', { value: undefined, configurable: true, writable: true });
    render(tile());
    stop = observeTrackedElements();
    document.querySelector('button')?.click();
    expect(eventNames()).toEqual(['select_item']);
  });
});
