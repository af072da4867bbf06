/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../test/server/harness';
import { is } from 'superstruct';
import { Promotion } from '@schaufenster/shared/tracking';
import { createPageRenderer } from './render';
import { PAGES, routeId } from './routes';
import { findWidgetTags } from '../tools/tag-check/find-tags';
import { attributeOf, elementsByTag } from '../test/html';

/** Every route SPEC.md section 2 names: header links, footer links, auth, catalog, help search. */
const SPEC_ROUTES = [
  '/', '/damen/', '/herren/', '/marken/', '/outlet/', '/warenkorb/', '/faq/', '/i/impressum/', '/i/datenschutz/', '/i/agb/',
  '/i/widerrufsrecht/', '/newsletter/', '/authenticate/', '/authenticate/?p=register', '/katalog/?q=kleid', '/faq/?fq=retoure', '/checkout/',
];

/** The customer pages of SPEC.md section 2: a visitor is sent to the login (account-pages.test.ts shows them to customers). */
const CUSTOMER_ROUTES = ['/account/overview/', '/account/my-orders/', '/account/return-items/'];

/** Whether an answer is a page, or a customer page's redirect of a visitor to the login. */
const isPageOrLogin = (response: { statusCode: number; headers: Record<string, unknown> }) =>
  response.statusCode === 200 || (response.statusCode === 302 && String(response.headers.location).startsWith('/authenticate/?callbackPath='));

function widgetTags(html: string): string[] {
  return findWidgetTags(html).map((tag) => tag.widget);
}

/** The page's loader script element. */
function loaderScript(html: string) {
  const script = elementsByTag(html, 'script').find((candidate) => attributeOf(candidate, 'src') === '/widgets/loader.js');
  if (!script) throw new Error('the page has no loader script');
  return script;
}

/** The parsed `data-props` of every tag of a widget, as the loader will read them. */
function widgetProps(html: string, widget: string): unknown[] {
  return findWidgetTags(html)
    .filter((tag) => tag.widget === widget)
    .map((tag) => (tag.props.kind === 'json' ? tag.props.value : tag.props.kind === 'absent' ? {} : tag.props));
}

describe('the CMS pages', () => {
  const test = useTestApp();
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it('answers every route of the spec with a German page', async () => {
    for (const url of SPEC_ROUTES) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<html lang="de">');
    }
    for (const url of CUSTOMER_ROUTES) {
      const response = await get(url);
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 302,
        location: `/authenticate/?callbackPath=${encodeURIComponent(url)}`,
      });
    }
  });

  it('links only to pages that exist, from the footer and the header fallback', async () => {
    const home = (await get('/')).body;
    const links = [...elementsByTag(home, 'a'), ...elementsByTag(home, 'link')]
      .map((element) => (attributeOf(element, 'href') ?? '').split('#')[0] ?? '')
      .filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/assets/') && !href.startsWith('/fonts/'));
    expect(links.length).toBeGreaterThan(20);
    for (const href of new Set(links)) expect({ href, ok: isPageOrLogin(await get(href)) }).toEqual({ href, ok: true });
  });

  it('gives storefront pages the shell head and the header, search, mini-cart and auth tags', async () => {
    const html = (await get('/damen/')).body;
    // Zoom stays allowed (WCAG 1.4.4), unlike the maximum scale 1 of SPEC section 2.
    expect(html).toContain('<meta charset="utf-8">\n  <meta name="viewport" content="width=device-width, initial-scale=1">');
    // The body text's font only: preloading the bold weights too held up what the first paint needs.
    expect(html.match(/<link rel="preload" href="[^"]+" as="font"[^>]*>/g)).toEqual(['<link rel="preload" href="/fonts/inter-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>']);
    // Without crossorigin: the product images load without CORS, and only such a connection serves them.
    expect(html).toContain('<link rel="preconnect" href="https://images.example">');
    // The tag manager inline in the head (no request before the first paint), before every other script.
    const tagManager = /<script nonce="[\w+/=]{24}">\n?\/\/ The demo's tag manager[\s\S]*?<\/script>/.exec(html);
    expect(tagManager?.[0]).toContain("window.dataLayer = window.dataLayer || []");
    expect(tagManager?.index).toBe(html.indexOf('<script'));
    expect(html.indexOf('</head>')).toBeGreaterThan(tagManager?.index ?? Number.POSITIVE_INFINITY);
    expect(html).not.toContain('/assets/tag-manager.js');
    // The site's stylesheet inline too, before the first script, as it stands in the file.
    const styles = html.indexOf(`<style>${readFileSync(path.join(__dirname, 'assets', 'site.css'), 'utf8')}</style>`);
    expect(styles).toBeGreaterThan(html.indexOf('<head>'));
    expect(styles).toBeLessThan(html.indexOf('<script'));
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/<script nonce="[\w+/=]{24}" src="\/widgets\/loader.js" data-registry="\/widgets\/registry.json" data-beacon="\/api\/widget-mounts\/" data-page-id="damen" defer><\/script>/);
    expect(widgetTags(html)).toEqual(['header', 'search', 'minicart', 'auth']);
    expect(widgetProps(html, 'header')).toEqual([{ variant: 'storefront' }]);
    expect(widgetProps(html, 'minicart')).toEqual([{ loadCart: true }]);
  });

  it('puts all five widgets on the home page', async () => {
    expect(widgetTags((await get('/')).body).sort()).toEqual(['address', 'auth', 'header', 'minicart', 'search']);
  });

  it('marks the home teasers as promotions the runtime reports (view_promotion, select_promotion)', async () => {
    const html = (await get('/')).body;
    const promotions = elementsByTag(html, 'a')
      .filter((link) => attributeOf(link, 'data-track-promotion') !== undefined)
      .map((link) => ({ href: attributeOf(link, 'href'), json: JSON.parse(attributeOf(link, 'data-track-promotion') ?? '') as unknown }));
    expect(promotions.map(({ href }) => href)).toEqual(['/damen/', '/herren/', '/outlet/']);
    for (const { json } of promotions) expect(is(json, Promotion)).toBe(true);
    expect(new Set(promotions.map(({ json }) => (json as Promotion).creative_slot)).size).toBe(3);
  });

  it('mounts the auth widget once on /authenticate/, as the page rather than the modal, and stops the cart loading there', async () => {
    const html = (await get('/authenticate/')).body;
    expect(widgetProps(html, 'auth')).toEqual([{ mode: 'page' }]);
    expect(widgetProps(html, 'minicart')).toEqual([{ loadCart: false }]);
  });

  it('renders the checkout layout reduced: checkout header with safe-checkout label, legal footer, consent button', async () => {
    const html = (await get('/checkout/')).body;
    expect(widgetTags(html)).toEqual(['header', 'address/checkout', 'auth']);
    expect(widgetProps(html, 'auth')).toEqual([{ mode: 'modal' }]);
    expect(widgetProps(html, 'header')).toEqual([
      { variant: 'checkout', safeCheckout: true, sellingPoints: ['Kostenlose Rücksendung', 'Kauf auf Rechnung', '30 Tage Rückgaberecht'] },
    ]);
    for (const label of ['AGB', 'Datenschutz', 'Impressum', 'Cookie-Einstellungen']) expect(html).toContain(label);
    expect(html).not.toContain('Kostenlose Rücksendung</strong>');
  });

  it('loads speed insights and web analytics from the shop’s own origin in both layouts, deferred, with the route table’s beacons', async () => {
    for (const url of ['/', '/damen/', '/checkout/']) {
      const html = (await get(url)).body;
      const loader = loaderScript(html);
      for (const [src, beacon] of [['/widgets/speed-insights.js', '/api/page-vitals/'], ['/widgets/web-analytics.js', '/api/page-events/']] as const) {
        const script = elementsByTag(html, 'script').find((candidate) => attributeOf(candidate, 'src') === src);
        if (!script) throw new Error(`${url} does not load ${src}`);
        const shown = ['data-beacon', 'defer', 'nonce', 'data-page-id'].map((name) => attributeOf(script, name));
        expect({ url, src, shown }).toEqual({ url, src, shown: [beacon, '', attributeOf(loader, 'nonce'), attributeOf(loader, 'data-page-id')] });
      }
    }
  });

  it('renders productShippingInfo bare: no shell, no fonts, no head tags, no widgets', async () => {
    const html = (await get('/versandinfo/')).body;
    expect(html).not.toMatch(/<head|<link|<script|<meta|data-widget/);
    expect(html).toContain('Versandinformationen');
  });

  it('puts the search results widget on the catalog page, the demo\'s search route, and echoes no search text itself', async () => {
    const html = (await get(`/katalog/?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)).body;
    expect(html).toContain('data-widget="search/results"');
    expect(html).not.toContain('<img src=x');
  });

  it('redirects a path without trailing slash permanently, keeping the query', async () => {
    const response = await get('/i/datenschutz?ref=footer');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/i/datenschutz/?ref=footer');
  });

  it('answers unknown pages with the German 404 page, and unknown files and API paths plainly', async () => {
    const page = await get('/gibt-es-nicht/');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>Seite nicht gefunden</h1>');
    expect((await get('/widgets/header/9.9.9/remoteEntry.js')).body).toBe('Not Found');
    const api = await get('/api/gibt-es-nicht/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not Found', error: { code: 'not_found' } });
  });

  it('serves the registry for revalidation and versioned remote files as immutable', async () => {
    await mkdir(path.join(test.widgetsDir, 'header', '1.0.0'), { recursive: true });
    await writeFile(path.join(test.widgetsDir, 'header', '1.0.0', 'remoteEntry.js'), '/* header */');
    expect((await get('/widgets/registry.json')).headers['cache-control']).toBe('no-cache');
    const entry = await get('/widgets/header/1.0.0/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // npm run dev rebuilds into its folder on every save: always revalidated.
    await mkdir(path.join(test.widgetsDir, 'header', '0.0.0-dev'), { recursive: true });
    await writeFile(path.join(test.widgetsDir, 'header', '0.0.0-dev', 'remoteEntry.js'), '/* header, developed */');
    expect((await get('/widgets/header/0.0.0-dev/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the three font weights locally', async () => {
    for (const weight of [400, 700, 900]) {
      const font = await get(`/fonts/inter-latin-${weight}-normal.woff2`);
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
    }
  });

  it('serves no test fixtures unless asked to', async () => {
    expect((await get('/__fixtures__/bad-props/')).statusCode).toBe(404);
  });

  it("hands every page's id to the widgets on the loader script, in every layout: its route's id", async () => {
    const loaderPageId = (html: string) => attributeOf(loaderScript(html), 'data-page-id');
    for (const page of PAGES.values()) {
      if (page.layout === 'productShippingInfo' || page.customerOnly) continue;
      expect({ path: page.path, pageId: loaderPageId((await get(page.path)).body) }).toEqual({ path: page.path, pageId: page.id });
    }
    expect(loaderPageId((await get('/gibt-es-nicht/')).body)).toBe('not-found');
    const renderer = createPageRenderer({ imageOrigin: 'https://images.example' });
    const overview = PAGES.get('/account/overview/');
    if (!overview) throw new Error('no account overview');
    expect(loaderPageId(await renderer.render(overview, 'test-nonce', {}, { customer: { givenName: 'Anna', familyName: 'Schmidt', email: 'a@example.de' }, orders: [] }))).toBe('account-overview');
  });

  it('gives each route its own page id, made from its path', () => {
    const ids = [...PAGES.values()].map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([routeId('/'), routeId('/damen/'), routeId('/account/overview/'), routeId('/i/agb/')]).toEqual(['home', 'damen', 'account-overview', 'i-agb']);
  });

  it('marks the loader script as development only where the pages run in development', async () => {
    const home = PAGES.get('/');
    if (!home) throw new Error('no home page');
    const isDev = (html: string) => attributeOf(loaderScript(html), 'data-dev') !== undefined;
    expect(isDev(await createPageRenderer({ imageOrigin: 'https://images.example', development: true }).render(home, 'test-nonce'))).toBe(true);
    expect(isDev(await createPageRenderer({ imageOrigin: 'https://images.example' }).render(home, 'test-nonce'))).toBe(false);
  });

  it('has a title on every page of the table', () => {
    for (const page of PAGES.values()) expect(page.title.trim()).not.toBe('');
  });
});
