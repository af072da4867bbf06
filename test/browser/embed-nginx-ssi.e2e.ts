import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seededDataDir } from '../../scripts/seeded-data-dir';
import { $, $$, browser, expect } from '@wdio/globals';
import './csp-guard';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../server/test-server-process';
import { MODEHAUS_SITE } from '../shared/site';
import { startForeignHost, type ForeignHost } from '../foreign-host/server';
import { freePort } from './free-port';
import { startNginxCms, type NginxCms } from './nginx-cms';
import { mountDeferred, openAndSettle, setScripting } from './widget-page';

// The README's SSI recipe: a CMS page behind Debian's nginx with `ssi on;` includes each widget's server render
// (`GET /fragments/<widget>/`) into its tag; the README's nginx file passes /fragments/ to the Schaufenster server,
// which renders them for the shop's site configuration (SITE_CONFIG): an include names only the widget and its props.

/** A tag's content as the CMS writes it: its own fallback as the include's stub, then the include of its fragment. */
/** The shop's site configuration on the server (SITE_CONFIG): another site in every route and link, its brand a word mark. */
const SHOP_SITE = { ...MODEHAUS_SITE, brand: { name: 'Modehaus Berg' } };

function ssiInclude(stub: string, widget: string, props: unknown, fallback: string): string {
  const url = `/fragments/${widget}/?props=${encodeURIComponent(JSON.stringify(props))}`;
  return `<!--# block name="${stub}" -->${fallback}<!--# endblock --><!--# include virtual="${url}" stub="${stub}" -->`;
}


describe('widget fragments included by a CMS page behind Debian’s nginx (SSI)', function () {
  // Its server and nginx start in the first hook, on a loaded machine more than mocha's 60 s (wdio reads a hook's
  // time limit as it starts it: a limit set inside the hook comes too late).
  this.timeout(SERVER_START_TIMEOUT_MS + 30_000);
  let site = '';
  let dataDir = '';
  let shop: ServerProcess | undefined;
  let cms: ForeignHost | undefined;
  let nginx: NginxCms | undefined;

  before(async () => {
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    dataDir = await seededDataDir();
    const siteFile = path.join(dataDir, 'site.json');
    await writeFile(siteFile, JSON.stringify(SHOP_SITE, null, 2));
    shop = await startServerProcess({
      SITE_CONFIG: siteFile,
      DATA_DIR: dataDir,
      WIDGETS_DIST: process.env.WIDGETS_DIST ?? 'dist/build/widgets',
      PUBLIC_ORIGIN: site,
      IMAGE_ORIGIN: site,
      TRUST_PROXY: 'loopback',
    });
    cms = await startForeignHost({
      port: 0,
      pages: {
        '/': () => ({
          title: 'Ein CMS mit Server Side Includes',
          widgetsOrigin: '',
          imageOrigin: site,
          // No site configuration of its own: the includes bring the server's.
          site: null,
          tags: [
            { widget: 'header', props: { variant: 'storefront' }, fallback: ssiInclude('header_fallback', 'header', { variant: 'storefront' }, '<a href="/">Schaufenster</a>'), minHeight: 72 },
            { widget: 'search', fallback: ssiInclude('search_fallback', 'search', {}, '<a href="/katalog/">Suche</a>'), minHeight: 56 },
            // Props the header refuses: no server render, the include's stub (the CMS's own fallback) stays.
            { widget: 'header', props: { variant: 'kaputt' }, fallback: ssiInclude('refused_fallback', 'header', { variant: 'kaputt' }, '<p id="stub">Kopfzeile der CMS</p>') },
          ],
        }),
        // The shop's search route, its results included with nothing of the address: nginx names the page.
        '/suche/': () => ({
          title: 'Suche',
          widgetsOrigin: '',
          imageOrigin: site,
          site: null,
          tags: [{ widget: 'search/results', props: {}, fallback: ssiInclude('results_fallback', 'search/results', {}, '<p id="results-stub">Suchergebnisse</p>') }],
        }),
        // A page that declares another site than the server's: its included header is rendered afresh for it.
        '/eigene/': () => ({
          title: 'Eine Seite mit eigener Konfiguration',
          widgetsOrigin: '',
          imageOrigin: site,
          site: { brand: { name: 'Eigene Marke' } },
          tags: [{ widget: 'header', props: { variant: 'storefront' }, fallback: ssiInclude('header_fallback', 'header', { variant: 'storefront' }, '<a href="/">Start</a>'), minHeight: 72 }],
        }),
      },
    });
    nginx = await startNginxCms({ port, cms: new URL(cms.origin).host, schaufenster: new URL(shop.url).host, ssi: true });
    await browser.deleteCookies();
  });

  afterEach(() => setScripting(true));

  after(async () => {
    await nginx?.close();
    await cms?.close();
    await shop?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("shows the server-rendered header and search without JavaScript, with the shop's site, and the stub where there is no render", async () => {
    await setScripting(false);
    await browser.url(`${site}/`);
    const header = $('[data-widget="header"] > [data-widget-root="header"]');
    await expect(header.shadow$('a[href="/neu/"]')).toBeDisplayed();
    await expect(header.shadow$('a[href="/start/"]')).toHaveText('Modehaus Berg');
    await expect(header.shadow$('a[href="/damen/"]')).not.toBeExisting();
    await expect($('[data-widget="search"] > [data-widget-root="search"]').shadow$('button[data-search-launcher]')).toBeDisplayed();
    await expect($('#stub')).toHaveText('Kopfzeile der CMS');
  });

  it('hydrates the included fragments with JavaScript, without a console message (but the refused props)', async () => {
    await openAndSettle(`${site}/`);
    // Server HTML waits for its first use; a CMS script may hydrate it at once, as here.
    await expect($('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'deferred');
    await mountDeferred();
    await expect($('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'mounted');
    await expect($('[data-widget="header"] > [data-widget-root="header"]')).toHaveAttribute('data-server-version');
    await expect($('[data-widget="header"] > [data-widget-root="header"]')).not.toHaveAttribute('data-server-render');
    // The page took the server's site configuration from its includes: the widgets follow the shop's routes.
    expect(JSON.parse(await browser.execute(() => document.getElementById('schaufenster-site')?.textContent ?? 'null'))).toEqual(SHOP_SITE);
    await expect($('[data-widget="header"] > [data-widget-root="header"]').shadow$('a[href="/neu/"]')).toBeDisplayed();
  });

  it("includes the search results of the page's own address, which hydrate without rendering afresh", async () => {
    await setScripting(false);
    await browser.url(`${site}/suche/?begriff=kleid`);
    const results = () => $('[data-widget="search/results"] > [data-widget-root="search/results"]');
    await expect(results().shadow$('h1')).toHaveText(expect.stringContaining('kleid'));
    const tiles = await results().shadow$$('ul[aria-label="Suchergebnisse"] a');
    expect(tiles.length).toBeGreaterThan(0);
    // The tiles lead to product pages of the shop's own origin.
    expect(await tiles[0]?.getAttribute('href')).toMatch(/^\//);
    await setScripting(true);
    await openAndSettle(`${site}/suche/?begriff=kleid`);
    await expect($('[data-widget="search/results"]')).toHaveAttribute('data-widget-state', 'mounted');
    // Rendered for this very address, it hydrates with the listing the server looked up: the page asks the API for none.
    const listingCalls = await browser.execute(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/catalog/products/')).length);
    expect(listingCalls).toBe(0);
    await expect(results().shadow$('h1')).toHaveText(expect.stringContaining('kleid'));
  });

  it('serves fragments to includes only: a browser opening one gets nothing through nginx, and 403 from the server itself', async () => {
    const props = encodeURIComponent(JSON.stringify({ variant: 'storefront' }));
    await browser.url(`${site}/fragments/header/?props=${props}`);
    expect(await browser.execute(() => document.querySelector('[data-widget-root]') === null)).toBe(true);
    await browser.url(`${shop?.url}/fragments/header/?props=${props}`);
    expect(await browser.execute(() => document.body.textContent)).toContain('fragments are for server-side includes');
    // Back on the CMS's page: the sandboxed answer has no storage the guards could read.
    await browser.url(`${site}/`);
  });

  it("renders an include afresh, once, for a page that declares another site than the server's: one header, no React error", async () => {
    await openAndSettle(`${site}/eigene/`);
    // Not waiting for its first use: what it shows belongs to another site.
    await expect($('[data-widget="header"]')).toHaveAttribute('data-widget-state', 'mounted');
    const roots = await $$('[data-widget="header"] > [data-widget-root="header"]');
    expect(roots).toHaveLength(1);
    await expect(roots[0]?.shadow$('a[href="/damen/"]')).toBeDisplayed();
    await expect(roots[0]?.shadow$('a[href="/neu/"]')).not.toBeExisting();
    expect(await roots[0]?.shadow$('a[href="/"]').getText()).toContain('Eigene Marke');
  });
});
