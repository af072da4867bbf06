import { browser, expect } from '@wdio/globals';
import './csp-guard';
import type { Product } from '../../shared/api';
import { startForeignHost, type ForeignHost } from '../foreign-host/server';
import type { WidgetTag } from '../foreign-host/pages';
import { resizeTo } from './auth-flows';
import { buyButtonTag, crossOriginPage, demoOrigin, foreignPort, productForCmsPage } from './foreign-page';
import { mountDeferred, openAndSettle, setScripting } from './widget-page';

// A theme as a CMS builds it (the shape of Twenty Twenty-Three's parts): the header tag in a 650 px column beside a
// sidebar, the sign-in page in a 600 px content column, a buy box in a 360 px column. On a phone the theme stacks
// them full width. Each widget must lay itself out by the box the theme gives it, not by the window.
const THEME_CSS = `
  body { margin: 0; }
  .site-header { display: grid; grid-template-columns: 650px 1fr; gap: 24px; border-bottom: 1px solid #ccc; }
  .sidebar { padding: 16px; background: #f3f0ea; }
  .content { width: 600px; margin: 24px auto; }
  .buy-column { width: 360px; margin: 24px auto; }
  @media (max-width: 700px) {
    .site-header { grid-template-columns: minmax(0, 1fr); }
    .content, .buy-column { width: auto; margin: 24px 0; }
  }
`;
/** The theme's page: its parts around the tags, in the order header, sign-in page, buy box. */
const themeBody = ([header, auth, buyBox]: readonly string[]) => `
  <header class="site-header">${header}<aside class="sidebar">Blog · Über uns · Kontakt</aside></header>
  <main class="content">${auth}</main>
  <section class="buy-column">${buyBox}</section>`;
/** A theme whose header part spans the window: there the header's own box decides for its desktop row. */
const wideHeaderBody = ([header]: readonly string[]) => `<header>${header}</header>`;

const HEADER: WidgetTag = { widget: 'header', props: { variant: 'storefront' }, fallback: '<a href="/">Schaufenster</a>', minHeight: 72 };
const SEARCH: WidgetTag = { widget: 'search', props: { launcher: false }, minHeight: 0 };
const AUTH_PAGE: WidgetTag = { widget: 'auth', props: { mode: 'page' }, fallback: '<p><a href="/authenticate/">Anmelden</a></p>', minHeight: 600, load: 'eager' };

/** What a box shows, measured in the page: the header's row, elements outside their tag, the page's sideways scroll. */
interface Measured {
  header: { row: 'phone' | 'desktop' | 'none'; oneRow: boolean; searchInRow: boolean | null };
  outside: string[];
  sidewaysScroll: number;
}

/** Measures the open page's widgets by their bounding boxes. */
function measure(): Promise<Measured> {
  return browser.execute(() => {
    const shown = (el: Element | null | undefined): el is Element => {
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const root = (widget: string) => document.querySelector(`[data-widget="${widget}"] > [data-widget-root]`)?.shadowRoot ?? null;
    const header = root('header');
    const nav = header?.querySelector('nav');
    const menu = header?.querySelector('.menu-button');
    const row = shown(nav) ? 'desktop' : shown(menu) ? 'phone' : 'none';
    // The row's items: Menu or navigation, logo, Suche, account, cart; each must overlap the header bar's middle line.
    const bar = header?.querySelector('header')?.getBoundingClientRect();
    const items = [...(header?.querySelectorAll('header > *, header .end > *, nav li') ?? [])].filter((item) => shown(item) && item.className !== 'end');
    const middle = bar ? bar.top + bar.height / 2 : 0;
    const onRow = (item: Element) => {
      const box = item.getBoundingClientRect();
      return box.top <= middle && box.bottom >= middle;
    };
    const search = header?.querySelector('[data-search-launcher]');
    const outside: string[] = [];
    for (const tag of document.querySelectorAll<HTMLElement>('[data-widget]')) {
      const own = tag.getBoundingClientRect();
      const inside = tag.querySelector('[data-widget-root]')?.shadowRoot;
      for (const el of inside?.querySelectorAll('*') ?? []) {
        if (!shown(el) || getComputedStyle(el).position === 'fixed') continue;
        const box = el.getBoundingClientRect();
        if (box.left < own.left - 0.5 || box.right > own.right + 0.5) outside.push(`${tag.dataset.widget} ${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.left)}–${Math.round(box.right)} of ${Math.round(own.left)}–${Math.round(own.right)}`);
      }
    }
    return {
      header: { row, oneRow: items.length > 0 && items.every(onRow), searchInRow: shown(search) ? onRow(search) : null },
      outside,
      sidewaysScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

/** The tags with the server HTML a theme's includes put into them (`/fragments/`, fetched as a CMS's server does). */
async function withServerHtml(tags: readonly WidgetTag[]): Promise<WidgetTag[]> {
  return await Promise.all(
    tags.map(async (tag) => {
      const [remote, module] = tag.widget.split('/');
      const answer = await fetch(`${demoOrigin()}/fragments/${remote}/${module ? `${module}/` : ''}?props=${encodeURIComponent(JSON.stringify(tag.props ?? {}))}`);
      // A widget without a server render (the sign-in page reads the browser's address) keeps its fallback.
      return answer.ok ? { ...tag, serverHtml: await answer.text() } : tag;
    }),
  );
}

describe('widgets laid out by the box the theme gives them, with and without JavaScript', () => {
  let cms: ForeignHost;
  let product: Product;

  before(async () => {
    product = await productForCmsPage();
    const tags = [HEADER, AUTH_PAGE, buyButtonTag(product), SEARCH];
    const included = await withServerHtml(tags);
    // The includes bring the server's site configuration: the page declares none (as an SSI page).
    const theme = { css: THEME_CSS, body: themeBody };
    cms = await startForeignHost({
      port: foreignPort(),
      pages: {
        '/theme/': crossOriginPage('Ein Blog mit Shop', tags, { theme }),
        '/theme-server/': crossOriginPage('Ein Blog mit Shop', included, { theme, site: null }),
        '/wide-header/': crossOriginPage('Ein Blog mit Shop', [HEADER, SEARCH], { theme: { css: THEME_CSS, body: wideHeaderBody } }),
        '/wide-header-server/': crossOriginPage('Ein Blog mit Shop', await withServerHtml([HEADER, SEARCH]), { theme: { css: THEME_CSS, body: wideHeaderBody }, site: null }),
      },
    });
  });
  after(async () => {
    await setScripting(true);
    await resizeTo(1280, 900);
    await cms.close();
  });

  for (const [window, width] of [
    ['a 1366 px window (header in 650 px, sign-in page in 600 px, buy box in 360 px)', 1366],
    ['a 390 px window (every tag full width)', 390],
  ] as const) {
    it(`shows the phone row in the header's narrow box, nothing outside its box and no sideways scroll, in ${window}`, async () => {
      await resizeTo(width, 900);
      // The server HTML alone, as a browser without JavaScript shows it.
      await setScripting(false);
      await browser.url(`${cms.origin}/theme-server/`);
      const withoutScripts = await measure();
      await setScripting(true);
      expect(withoutScripts).toEqual({ header: { row: 'phone', oneRow: true, searchInRow: null }, outside: [], sidewaysScroll: 0 });
      // With JavaScript: every widget mounted (or hydrated) in its box.
      await openAndSettle(`${cms.origin}/theme/`);
      await mountDeferred();
      await browser.waitUntil(() => browser.execute(() => document.querySelector('[data-widget="auth"] [data-widget-root]')?.shadowRoot?.querySelector('.cards') != null), {
        timeoutMsg: 'the sign-in page did not show its cards',
      });
      expect(await measure()).toEqual({ header: { row: 'phone', oneRow: true, searchInRow: null }, outside: [], sidewaysScroll: 0 });
      // The sign-in page's cards stack in a 600 px column whatever the window: one above the other, each as wide as the column.
      const cards = await browser.execute(() =>
        [...(document.querySelector('[data-widget="auth"] [data-widget-root]')?.shadowRoot?.querySelectorAll('.card') ?? [])].map((card) => {
          const box = card.getBoundingClientRect();
          return { left: Math.round(box.left), top: Math.round(box.top) };
        }),
      );
      expect(new Set(cards.map((card) => card.left)).size).toBe(1);
      expect(cards.map((card) => card.top)).toEqual([...cards.map((card) => card.top)].sort((a, b) => a - b));
    });
  }

  it('shows the desktop row with Suche in it where the header part spans a 1366 px window, with and without JavaScript', async () => {
    await resizeTo(1366, 900);
    await setScripting(false);
    await browser.url(`${cms.origin}/wide-header-server/`);
    const withoutScripts = await measure();
    await setScripting(true);
    expect(withoutScripts).toEqual({ header: { row: 'desktop', oneRow: true, searchInRow: true }, outside: [], sidewaysScroll: 0 });
    await openAndSettle(`${cms.origin}/wide-header/`);
    expect(await measure()).toEqual({ header: { row: 'desktop', oneRow: true, searchInRow: true }, outside: [], sidewaysScroll: 0 });
  });
});
