import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import type { Product } from '../../shared/api';
import { startForeignHost, type ForeignHost } from '../foreign-host/server';
import { headerButton } from './auth-widget';
import { STOREFRONT_TAGS, buyButtonTag, crossOriginPage, productForCmsPage, searchFor, foreignPort } from './foreign-page';
import { mountDeferred, OPEN_DIALOG, openAndSettle } from './widget-page';

/** An element inside a widget's shadow root whose look the test compares, and the properties compared. */
interface Probe {
  tag: string;
  selector: string;
  /** Also compare the rendered width (only for elements whose width does not follow the page's layout). */
  width?: boolean;
}

const PROBES: Record<string, Probe> = {
  'header base': { tag: 'header', selector: 'div' },
  'account entry': { tag: 'header', selector: 'button.entry', width: true },
  // From 992 px of its box the header's row carries Suche (the demo's search tag leaves it to the header).
  'search button': { tag: 'header', selector: 'button[data-search-launcher]' },
  'size choice': { tag: 'minicart/buy-button', selector: 'label', width: true },
  'buy button': { tag: 'minicart/buy-button', selector: 'button[data-variant="primary"]' },
};

const STYLE_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'color',
  'background-color',
  'box-sizing',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'text-decoration-line',
  'display',
] as const;

/** Computed styles and rendered size of every probe on the open page. */
function lookOfWidgets(): Promise<Record<string, Record<string, string>>> {
  return browser.execute(
    (probes: Record<string, Probe>, properties: readonly string[]) => {
      const look: Record<string, Record<string, string>> = {};
      for (const [name, { tag, selector, width }] of Object.entries(probes)) {
        const el = document.querySelector(`[data-widget="${tag}"] [data-widget-root]`)?.shadowRoot?.querySelector<HTMLElement>(selector);
        if (!el) throw new Error(`no ${selector} in ${tag}`);
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        look[name] = Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
        look[name].height = rect.height.toFixed(1);
        if (width) look[name].width = rect.width.toFixed(1);
      }
      return look;
    },
    PROBES,
    STYLE_PROPERTIES,
  );
}

/** The open Anmelden dialog's size and font, wherever in the auth widget's shadow root it is. */
async function loginDialog(): Promise<{ width: string; fontSize: string; visible: boolean }> {
  await (await headerButton('Mein Konto')).click();
  const dialog = await $('[data-widget="auth"] [data-widget-root]').shadow$('[role="dialog"]');
  await dialog.waitForDisplayed();
  return browser.execute(() => {
    const box = document.querySelector('[data-widget="auth"] [data-widget-root]')?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]');
    if (!box) throw new Error('no dialog');
    const rect = box.getBoundingClientRect();
    return { width: rect.width.toFixed(1), fontSize: getComputedStyle(box).fontSize, visible: rect.height > 0 && getComputedStyle(box).display !== 'none' };
  });
}

/** Clicks the CMS's own React 18 counter `times` times and gives its text. */
async function clickHostCounter(times: number): Promise<string> {
  const counter = await $('#host-counter');
  for (let i = 0; i < times; i += 1) await counter.click();
  return counter.getText();
}

describe('widgets on a hostile CMS page: aggressive global CSS, its own React 18, a strict CSP with a nonce', () => {
  let cms: ForeignHost;
  let product: Product;

  before(async () => {
    product = await productForCmsPage();
    await browser.deleteCookies();
    cms = await startForeignHost({
      port: foreignPort(),
      pages: { '/feindlich/': crossOriginPage('Ein feindliches CMS', [...STOREFRONT_TAGS, buyButtonTag(product)], { hostile: true }) },
    });
  });
  after(() => cms.close());

  it('mounts every widget under the page’s CSP, without a violation, and the page’s React 18 keeps working', async () => {
    await openAndSettle(`${cms.origin}/feindlich/`);
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    expect(states).toEqual({ header: 'mounted', search: 'mounted', minicart: 'mounted', address: 'mounted', auth: 'mounted', 'minicart/buy-button': 'mounted' });
    expect(await browser.execute(() => (window as unknown as { React?: { version: string } }).React?.version)).toMatch(/^18\./);
    expect(await clickHostCounter(3)).toBe('CMS-KLICKS: 3');
    // The widgets work, too: the session came from the API (its page view), and the search finds.
    await browser.waitUntil(() => browser.execute(() => (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === 'page_view')), {
      timeoutMsg: 'the session never loaded from the API',
    });
    expect((await searchFor('kleid')).length).toBeGreaterThan(0);
    // The guard after each test fails it on any securitypolicyviolation of the page's own policy.
  });

  it('looks as on the demo: the page’s CSS reaches no widget', async () => {
    if (!product.path) throw new Error('the product has no page');
    await openAndSettle(product.path);
    const demo = await lookOfWidgets();
    const demoDialog = await loginDialog();
    await openAndSettle(`${cms.origin}/feindlich/`);
    expect(await lookOfWidgets()).toEqual(demo);
    expect(await loginDialog()).toEqual(demoDialog);
    expect(demoDialog.visible).toBe(true);
    // Closing the widget's modal gives the page back to the CMS, whose React still answers.
    await browser.keys('Escape');
    await $('[data-widget="auth"] [data-widget-root]').shadow$(OPEN_DIALOG).waitForExist({ reverse: true });
    expect(await clickHostCounter(1)).toBe('CMS-KLICKS: 1');
  });
});
