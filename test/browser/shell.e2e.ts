// The shared runtime across widgets on the demo's pages (session, page views, errors), the header, and marketing attribution.
import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import { saveConsent, withoutStoredConsent } from './consent';
import { afterTwoFrames, openAndSettle, requestCount, shadowText } from './widget-page';
import { readLog, watchLog } from './page-log';
import { onPageMessages, readPageMessages } from '../../scripts/page-errors';

/** Counts of what the shared runtime did on the current page. */
function runtimeCounts(): Promise<{ sessionCalls: number; pageViews: number }> {
  return browser.execute(() => ({
    sessionCalls: performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/api/s/').length,
    pageViews: ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'page_view').length,
  }));
}

describe('the shared runtime across widgets', () => {
  it('asks for the session once per route change and reports one page_view each time', async () => {
    await openAndSettle('/');
    await browser.waitUntil(async () => (await runtimeCounts()).pageViews === 1, { timeoutMsg: 'no first page_view' });
    expect(await runtimeCounts()).toEqual({ sessionCalls: 1, pageViews: 1 });
    await browser.execute(() => window.history.pushState({}, '', '/damen/?farbe=rot'));
    await browser.waitUntil(async () => (await runtimeCounts()).pageViews === 2, { timeoutMsg: 'no page_view after the route change' });
    await browser.waitUntil(async () => (await runtimeCounts()).sessionCalls >= 2, { timeoutMsg: 'no session request after the route change' });
    await afterTwoFrames();
    expect(await runtimeCounts()).toEqual({ sessionCalls: 2, pageViews: 2 });
  });

  it("sends the page id the layout gives the loader: in page_view and as x-cs-sys-pi, which the session records", async () => {
    await openAndSettle('/marken/');
    await browser.waitUntil(async () => (await runtimeCounts()).pageViews === 1, { timeoutMsg: 'no page_view' });
    const pageIds = await browser.execute(async () => ({
      handedOver: window.schaufenster?.pageId,
      pageView: ((window as unknown as { dataLayer?: { event?: string; page_id?: string }[] }).dataLayer ?? []).find((entry) => entry.event === 'page_view')?.page_id,
      // A plain fetch sends no page id: the session answers the one the runtime's call recorded.
      session: ((await (await fetch('/api/s/')).json()) as { pageId?: string }).pageId,
    }));
    expect(pageIds).toEqual({ handedOver: 'marken', pageView: 'marken', session: 'marken' });
  });

  it('warns about no page id on the pages of the demo (it is production), and reports the home teasers as promotions', async () => {
    const warnings: string[] = [];
    const stopReading = onPageMessages(browser, ({ type, level, text }) => {
      if (type === 'console' && level === 'warn') warnings.push(text);
    });
    for (const path of ['/', '/damen/', '/warenkorb/', '/checkout/', '/authenticate/']) await openAndSettle(path);
    await openAndSettle('/');
    const promotions = () =>
      browser.execute(() =>
        ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { creative_slot?: string } }[] }).dataLayer ?? [])
          .filter((entry) => entry.event === 'view_promotion' || entry.event === 'select_promotion')
          .map((entry) => `${entry.event} ${entry.ecommerce?.creative_slot}`),
      );
    await browser.waitUntil(async () => (await promotions()).length === 3, { timeoutMsg: 'the home teasers were not reported as seen' });
    // The click is reported; the navigation it would start is stopped, so this page's data layer can be read.
    await browser.execute(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }));
    await $('a[data-track-promotion][href="/herren/"]').click();
    expect(await promotions()).toEqual(['view_promotion home-hero-1', 'view_promotion home-hero-2', 'view_promotion home-hero-3', 'select_promotion home-hero-2']);
    await readPageMessages(browser);
    stopReading();
    expect(warnings.filter((text) => text.includes('page id'))).toEqual([]);
  });

  it('shows one error modal when two widgets fail at the same time', async () => {
    const log = watchLog();
    // Phone width: both search widgets show their box in the page.
    await browser.setWindowSize(390, 900);
    await openAndSettle('/');
    await browser.execute(() => {
      document.querySelector('main')?.insertAdjacentHTML('afterbegin', '<div id="second-search" data-widget="search" style="min-height:48px"></div>');
    });
    await browser.waitUntil(() => browser.execute(() => document.getElementById('second-search')?.dataset.widgetState === 'mounted'));
    const layerDialogs = () =>
      browser.execute(() =>
        [...(document.querySelector('[data-schaufenster-layer] [data-widget-root]')?.shadowRoot?.querySelectorAll('[role="dialog"] h2') ?? [])].map(
          (heading) => heading.textContent,
        ),
      );
    await browser.setCookies({ name: 'schaufenster_fixture_fail', value: '/api/search/' });
    try {
      // Both boxes typed in one go: each search fails, is retried once after 2 s, fails again and raises the error dialog.
      await browser.execute(() => {
        for (const host of document.querySelectorAll('[data-widget="search"] [data-widget-root]')) {
          const input = host.shadowRoot?.querySelector('input');
          if (!input) continue;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'kleid');
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      });
      // Two boxes, each tried twice: once all four answers are in, both failures have been handled.
      await browser.waitUntil(async () => (await requestCount('/api/search/')) >= 4 && (await layerDialogs()).length > 0, {
        timeout: 8_000,
        timeoutMsg: 'no error modal after four failed searches',
      });
      await afterTwoFrames();
      expect(await layerDialogs()).toEqual(['ES TUT UNS LEID!']);
      expect(await requestCount('/api/search/')).toBe(4);
    } finally {
      await browser.deleteCookies('schaufenster_fixture_fail');
      await browser.setWindowSize(1280, 900);
    }
    await readLog();
    expect(log.uncaught).toEqual([]);
  });
});

describe('the header on the demo', () => {
  it('opens the account dropdown on hover at 1280 px and not at 390 px', async () => {
    for (const [width, opens] of [
      [1280, true],
      [390, false],
    ] as const) {
      await browser.setWindowSize(width, 900);
      await openAndSettle('/');
      const entry = await browser.$('[data-widget="header"] [data-widget-root]').shadow$('.entry');
      await entry.moveTo();
      if (opens) {
        await browser.waitUntil(async () => (await shadowText('header', '[data-testid="account-dropdown"]')).length > 0, { timeoutMsg: 'no dropdown on hover' });
      } else {
        await afterTwoFrames();
      }
      expect((await shadowText('header', '[data-testid="account-dropdown"]')).length > 0).toBe(opens);
    }
    await browser.setWindowSize(1280, 900);
  });

  it('opens the menu panel at 390 px', async () => {
    await browser.setWindowSize(390, 900);
    await openAndSettle('/');
    // The tap on the server-rendered header is held while it hydrates, then opens the panel.
    await (await browser.$('[data-widget="header"] [data-widget-root]').shadow$('button.menu-button')).click();
    await browser.waitUntil(async () => (await shadowText('header', '[role="dialog"] h2')).length > 0, { timeoutMsg: 'the menu panel did not open' });
    expect(await shadowText('header', '[role="dialog"] h2')).toEqual(['Menü']);
    await browser.keys(['Escape']);
    expect(await shadowText('header', '[role="dialog"]')).toEqual([]);
    await browser.setWindowSize(1280, 900);
  });
});

/** The attribution the browser keeps: our cookies, and the click ids the session recorded from the headers. */
async function attribution(): Promise<{ cookies: string[]; sessionClickIds: Record<string, string> }> {
  return browser.execute(async () => ({
    cookies: document.cookie.split('; ').filter((cookie) => cookie.startsWith('cs_attr_')),
    sessionClickIds: ((await (await fetch('/api/s/')).json()) as { clickIds?: Record<string, string> }).clickIds ?? {},
  }));
}

describe('marketing attribution under consent (TTDSG § 25)', () => {
  withoutStoredConsent();

  it('stores and sends no click id without consent, and does both at once when consent is given later; a withdrawal removes the cookie', async () => {
    await openAndSettle('/?gclid=e2e-gclid-1&utm_source=newsletter');
    await browser.waitUntil(async () => (await runtimeCounts()).pageViews === 1, { timeoutMsg: 'no page_view' });
    expect(await attribution()).toEqual({ cookies: [], sessionClickIds: {} });

    await saveConsent('marketing', true);
    await browser.waitUntil(async () => (await attribution()).sessionClickIds.gclid === 'e2e-gclid-1', { timeoutMsg: 'the session never learnt the gclid' });
    expect(await attribution()).toEqual({ cookies: ['cs_attr_gclid=e2e-gclid-1'], sessionClickIds: { gclid: 'e2e-gclid-1' } });

    // The next page has no gclid in its address: the cookie carries it; the campaign parameter stayed behind.
    await openAndSettle('/damen/');
    expect((await attribution()).cookies).toEqual(['cs_attr_gclid=e2e-gclid-1']);

    await saveConsent('marketing', false);
    expect((await attribution()).cookies).toEqual([]);
  });
});
