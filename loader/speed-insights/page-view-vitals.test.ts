import { describe, expect, it } from '@jest/globals';
import { addVital, type MeasuredVitals, mountedWidgets, pageViewReport } from './page-view-vitals';

describe('addVital', () => {
  it.each([
    [{ name: 'LCP', value: 1234.56 }, { lcp: 1235 }],
    [{ name: 'INP', value: 88 }, { inp: 88 }],
    [{ name: 'CLS', value: 0.123456 }, { cls: 0.1235 }],
    [{ name: 'TTFB', value: 210.4 }, { ttfb: 210 }],
    [{ name: 'FCP', value: 900 }, {}],
    [{ name: 'LCP', value: Number.NaN }, {}],
    [{ name: 'LCP', value: -1 }, {}],
  ])('keeps %p as %p', (vital, expected) => {
    const vitals: MeasuredVitals = {};
    addVital(vitals, vital);
    expect(vitals).toEqual(expected);
  });

  it('replaces an earlier value of the same vital', () => {
    const vitals: MeasuredVitals = {};
    addVital(vitals, { name: 'CLS', value: 0.01 });
    addVital(vitals, { name: 'CLS', value: 0.2 });
    expect(vitals).toEqual({ cls: 0.2 });
  });
});

describe('mountedWidgets', () => {
  it('names the version of each tag the loader reported mounted, the latest mount of a tag counting', () => {
    const layer = [
      { event: 'gtm.js' },
      { event: 'widget_mount', widget: 'header', version: '1.0.0', outcome: 'mounted' },
      { event: 'widget_mount', widget: 'search', version: '2.0.0', outcome: 'failed' },
      { event: 'widget_mount', widget: 'minicart/buy-button', version: '1.1.0', outcome: 'mounted' },
      { event: 'widget_mount', widget: 'header', version: '1.0.1', outcome: 'mounted' },
      ['consent', 'update', {}],
      null,
    ];
    expect(mountedWidgets(layer)).toEqual({ header: '1.0.1', 'minicart/buy-button': '1.1.0' });
  });

  it('names the widgets the server rendered, hydrated or not, and a later mount of a tag in the browser over it', () => {
    const page = document.createElement('div');
    page.innerHTML =
      '<div data-widget="header"><div data-widget-root="header" data-server-version="1.0.0"></div></div>' +
      '<div data-widget="search"><div data-widget-root="search" data-server-version="2.0.0"></div></div>' +
      '<div data-widget="minicart"><div data-widget-root="minicart"></div></div>';
    const layer = [{ event: 'widget_mount', widget: 'search', version: '2.1.0', outcome: 'mounted' }];
    expect(mountedWidgets(layer, page)).toEqual({ header: '1.0.0', search: '2.1.0' });
  });

  it('names at most 25 tags', () => {
    const layer = Array.from({ length: 30 }, (_, index) => ({ event: 'widget_mount', widget: `w${index}`, version: '1.0.0', outcome: 'mounted' }));
    expect(Object.keys(mountedWidgets(layer))).toHaveLength(25);
  });
});

describe('pageViewReport', () => {
  it('is the route, the mounted widgets and the vitals, nothing else', () => {
    const layer = [{ event: 'widget_mount', widget: 'header', version: '1.0.0', outcome: 'mounted' }];
    expect(pageViewReport('home', { lcp: 900, cls: 0 }, layer)).toEqual({ route: 'home', widgets: { header: '1.0.0' }, lcp: 900, cls: 0 });
  });

  it('is nothing without a vital', () => {
    expect(pageViewReport('home', {}, [])).toBeUndefined();
  });
});
