import { $, browser, expect } from '@wdio/globals';
import { ROLLOUT_COOKIE } from '../../loader/rollout';
import { SERVER_RENDER_FAILURE_COOKIE } from '../server/fixtures/failing-render-cookie';
import './csp-guard';
import { registerCustomer } from './address-login';
import { fillCart, findProduct, headerBadge } from './minicart-shop';
import { delayRequestsTo } from './request-holds';
import { leavePageAndDeleteCookies, mountDeferred, openAndSettle, setScripting, setViewport, WIDGETS, widgetStates } from './widget-page';

/** Storefront pages of each kind: home, a listing, the cart, the help page. */
const PAGES = ['/', '/damen/', '/warenkorb/', '/faq/'] as const;


/** The server-rendered widget root of a tag (its declarative shadow root is open). */
const widgetRoot = (widget: string) => $(`[data-widget="${widget}"] > [data-widget-root="${widget}"]`);

interface LayoutShiftSource {
  node: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: LayoutShiftSource[];
}

/**
 * The page's cumulative layout shift so far (every shift without recent input, as Lighthouse sums them): in all, and
 * of the shifts that moved a widget tag (its shadow host). Chromium names no node inside a shadow tree (the source's
 * node is null): the whole page's sum bounds those, and a failure names them by the widget whose tag covers their place
 * now. The page's own parts (web fonts, the listing's controls) can shift a little on a loaded machine; hydration must
 * not.
 */
async function cumulativeLayoutShift(): Promise<{ all: number; widgets: number; shifts: string[] }> {
  return await browser.execute(
    () =>
      new Promise<{ all: number; widgets: number; shifts: string[] }>((resolve) => {
        const sum = { all: 0, widgets: 0, shifts: [] as string[] };
        const elementOf = ({ node, currentRect }: LayoutShiftSource) => {
          if (node) return node instanceof Element ? node : node.parentElement;
          return document.elementFromPoint(currentRect.x + currentRect.width / 2, currentRect.y + currentRect.height / 2);
        };
        const nameOf = (source: LayoutShiftSource) => {
          const element = elementOf(source);
          const widget = element?.closest<HTMLElement>('[data-widget]')?.dataset.widget;
          const name = element ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}` : 'text';
          const where = `${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)}, ${Math.round(source.previousRect.height)}->${Math.round(source.currentRect.height)} px high`;
          const label = source.node ? `${name}${widget ? ` of ${widget}` : ''}` : `inside ${widget ?? name}`;
          return `${label} (${where})`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShiftEntry[]) {
            if (entry.hadRecentInput) continue;
            sum.all += entry.value;
            sum.shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(nameOf).join(', ')}`);
            if (entry.sources.some((source) => source.node && elementOf(source)?.closest('[data-widget]'))) sum.widgets += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
}

/** Hydrates every tag that waits with server HTML (`window.schaufenster.mount`, as a CMS script may), and returns the states then. */
async function hydrateServerTags(): Promise<Record<string, string>> {
  await browser.execute(() =>
    Promise.all([...document.querySelectorAll<HTMLElement>('[data-widget-state="deferred"]:has(> [data-server-render])')].map((el) => window.schaufenster?.mount(el))),
  );
  return widgetStates();
}

/** The version each widget mounted at, from the loader's `widget_mount` reports in the dataLayer. */
function mountedVersions(): Promise<Record<string, string>> {
  return browser.execute(() =>
    Object.fromEntries(
      ((window as unknown as { dataLayer?: { event?: string; widget?: string; version?: string; outcome?: string }[] }).dataLayer ?? [])
        .filter((entry) => entry.event === 'widget_mount' && entry.outcome === 'mounted')
        .map((entry) => [entry.widget, entry.version]),
    ),
  );
}

describe('widgets rendered on the server', () => {
  afterEach(async () => {
    await setScripting(true);
    await leavePageAndDeleteCookies();
  });

  it('without JavaScript, every page shows the header, the search and the cart link, and their links work', async () => {
    await setScripting(false);
    for (const path of PAGES) {
      await browser.url(path);
      const header = widgetRoot('header');
      await expect(header.shadow$('a[href="/damen/"]')).toBeDisplayed();
      await expect(header.shadow$('a[href="/warenkorb/"]')).toBeDisplayed();
      await expect(widgetRoot('header').shadow$('button[data-search-launcher]')).toBeDisplayed();
      await expect($('footer a[href="/i/impressum/"]')).toBeDisplayed();
    }
    await widgetRoot('header').shadow$('a[href="/damen/"]').click();
    await expect(browser).toHaveUrl(expect.stringContaining('/damen/'));
    await widgetRoot('header').shadow$('a[href="/warenkorb/"]').click();
    await expect(browser).toHaveUrl(expect.stringContaining('/warenkorb/'));
    // The Suche button is a plain GET form to the site's search route.
    await widgetRoot('header').shadow$('button[data-search-launcher]').click();
    await expect(browser).toHaveUrl(expect.stringContaining('/katalog/'));
  });

  it('with JavaScript, hydrates the server HTML in place: no console message and no layout shift', async () => {
    for (const path of PAGES) {
      // Server-rendered tags wait for an interaction (lazy-hydration.e2e.ts), or follow in an idle moment once one
      // widget is in (the cart page's lines hydrate at once); a CMS script's mount hydrates them now.
      expect(['deferred', 'mounted']).toContain((await openAndSettle(path)).header);
      const states = await hydrateServerTags();
      expect(states.header).toBe('mounted');
      // Hydrated, not mounted afresh: the server's widget root is still there, its snapshot taken.
      await expect(widgetRoot('header')).toHaveAttribute('data-server-version');
      await expect(widgetRoot('header')).not.toHaveAttribute('data-server-render');
      await expect(widgetRoot('header').shadow$('a[href="/damen/"]')).toBeDisplayed();
      const shift = await cumulativeLayoutShift();
      // Nothing of the widgets moves, and Google's "good" for the whole page (on a failure, what moved and when).
      const widgetsStill = shift.widgets <= 0.01;
      const good = shift.all <= 0.1;
      expect({ path, widgetsStill, good, shifts: widgetsStill && good ? [] : shift.shifts }).toEqual({ path, widgetsStill: true, good: true, shifts: [] });
    }
    // Hydrated React answers: the Suche button opens the search overlay.
    await widgetRoot('header').shadow$('button[data-search-launcher]').click();
    await expect(widgetRoot('search').shadow$('[role="dialog"]')).toBeDisplayed();
  });

  it('keeps the page still on a slow connection, where the web fonts and the listing script come after the first paint', async () => {
    // Each arrives 800 ms after it was asked for, past the first paint: the fonts replace the fallback face, the
    // listing script takes the controls' Anwenden button away.
    const fonts = ['/fonts/inter-latin-400-normal.woff2', '/fonts/inter-latin-700-normal.woff2', '/fonts/inter-latin-900-normal.woff2'];
    // Nothing from the cache: each page is a first visit.
    const late = await delayRequestsTo([...fonts, '/widgets/listing-controls.js'], 800, 'bypass');
    await setViewport({ width: 390, height: 844 });
    const pages: { path: string; shifts: string[] }[] = [];
    try {
      for (const path of ['/', '/damen/']) {
        const before = late.calls();
        await browser.url(path);
        await browser.waitUntil(() => browser.execute(() => document.fonts.status === 'loaded' && [...document.querySelectorAll<HTMLElement>('form[data-listing-controls]')].every((form) => form.dataset.enhanced === 'true')), {
          timeoutMsg: `${path}: the fonts or the listing script did not arrive`,
        });
        expect(late.calls() - before).toBe(path === '/' ? 3 : 4);
        const shift = await cumulativeLayoutShift();
        pages.push({ path, shifts: shift.all <= 0.01 ? [] : shift.shifts });
      }
      expect(pages).toEqual([
        { path: '/', shifts: [] },
        { path: '/damen/', shifts: [] },
      ]);
    } finally {
      await setViewport({ width: 1280, height: 900 });
      await late.stop();
    }
  });

  it('hydrates the same server HTML in place at 390, 768, 1024 and 1366 px: each widget lays out by its box, nothing shifts', async () => {
    await browser.url('/damen/');
    const productPath = await browser.execute(() => document.querySelector('main a[href^="/p/"]')?.getAttribute('href'));
    expect(productPath).toMatch(/^\/p\/[^/]+\/$/);
    try {
      for (const width of [390, 768, 1024, 1366]) {
        await setViewport({ width, height: 844 });
        for (const path of ['/', productPath ?? '']) {
          await openAndSettle(path);
          expect((await hydrateServerTags()).header).toBe('mounted');
          await expect(widgetRoot('header')).toHaveAttribute('data-server-version');
          // CLS as Lighthouse prints it, to three decimals.
          expect({ width, path, widgets: (await cumulativeLayoutShift()).widgets.toFixed(3) }).toEqual({ width, path, widgets: '0.000' });
        }
      }
    } finally {
      await setViewport({ width: 1280, height: 900 });
    }
  });

  it("renders a logged-in shopper's account entry and cart badge on the server, and hydrates them without a shift", async () => {
    await openAndSettle('/');
    await registerCustomer();
    await fillCart(await findProduct({ soldOutSize: false }), 2);
    await setScripting(false);
    await browser.url('/damen/');
    // Logged in, the account entry is a link to the account; the badge counts the cart.
    await expect(widgetRoot('header').shadow$('a[href="/account/overview/"]')).toBeDisplayed();
    await expect(widgetRoot('header').shadow$('[data-testid="cart-badge"]')).toHaveText('2');
    await setScripting(true);
    await openAndSettle('/damen/');
    const states = await hydrateServerTags();
    expect(states.header).toBe('mounted');
    await expect(widgetRoot('header')).toHaveAttribute('data-server-version');
    expect(await headerBadge()).toBe('2');
    expect((await cumulativeLayoutShift()).widgets).toBeLessThanOrEqual(0.01);
  });

  it('keeps the fallback of a tag whose server render throws, and the browser mounts the widget as before', async () => {
    await browser.url('/widgets/registry.json');
    await browser.setCookies({ name: SERVER_RENDER_FAILURE_COOKIE, value: 'header', path: '/' });
    await setScripting(false);
    await browser.url('/');
    await expect($('[data-widget="header"] .fallback-nav a[href="/damen/"]')).toBeDisplayed();
    await expect(widgetRoot('search')).toHaveAttribute('data-server-version');
    await setScripting(true);
    const states = await openAndSettle('/');
    expect(states.header).toBe('mounted');
    await expect(widgetRoot('header')).not.toHaveAttribute('data-server-version');
    await expect(widgetRoot('header').shadow$('a[href="/damen/"]')).toBeDisplayed();
  });

  it('renders on the server the version of a rollout that the loader then hydrates', async () => {
    const seen = new Set<string>();
    for (const key of ['ssr-key-0001', 'ssr-key-0002', 'ssr-key-0003', 'ssr-key-0004']) {
      await browser.url('/widgets/registry.json');
      await browser.setCookies({ name: ROLLOUT_COOKIE, value: key, path: '/' });
      await openAndSettle('/__fixtures__/rollout/50/');
      await mountDeferred();
      await browser.waitUntil(async () => Object.keys(await mountedVersions()).length === WIDGETS.length);
      const mounted = await mountedVersions();
      for (const widget of ['header', 'search'] as const) {
        const rendered = await widgetRoot(widget).getAttribute('data-server-version');
        expect([widget, rendered]).toEqual([widget, mounted[widget]]);
        seen.add(rendered ?? '');
      }
    }
    // Of eight remote-and-browser pairs at 50 %, some got the new release and some did not.
    expect([...seen].some((version) => version.endsWith('-canary'))).toBe(true);
    expect([...seen].some((version) => !version.endsWith('-canary'))).toBe(true);
  });
});
