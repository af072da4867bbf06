import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../../host-demo/server/test-server-process';
import { startForeignHost, type ForeignHost } from '../foreign-host/server';
import { freePort } from './free-port';
import { startNginxCms, type NginxCms } from './nginx-cms';
import { mountDeferred, openAndSettle } from './widget-page';

// The README's SSI recipe: a CMS page behind Debian's nginx with `ssi on;` includes each widget's server render
// (`GET /fragments/<widget>/`) into its tag; the README's nginx file passes /fragments/ to the Schaufenster server.

/** A tag's content as the CMS writes it: its own fallback as the include's stub, then the include of its fragment. */
function ssiInclude(stub: string, widget: string, props: unknown, fallback: string): string {
  const url = `/fragments/${widget}/?props=${encodeURIComponent(JSON.stringify(props))}`;
  return `<!--# block name="${stub}" -->${fallback}<!--# endblock --><!--# include virtual="${url}" stub="${stub}" -->`;
}

async function setScripting(enabled: boolean): Promise<void> {
  const context = await browser.getWindowHandle();
  await browser.emulationSetScriptingEnabled({ enabled: enabled ? null : false, contexts: [context] });
}

describe('widget fragments included by a CMS page behind Debian’s nginx (SSI)', () => {
  let site = '';
  let dataDir = '';
  let shop: ServerProcess | undefined;
  let cms: ForeignHost | undefined;
  let nginx: NginxCms | undefined;

  before(async function () {
    this.timeout(SERVER_START_TIMEOUT_MS + 30_000);
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'schaufenster-e2e-ssi-'));
    shop = await startServerProcess({
      DATA_DIR: dataDir,
      WIDGETS_DIST: process.env.WIDGETS_DIST ?? 'dist/build/widgets',
      PUBLIC_ORIGIN: site,
      IMAGE_ORIGIN: site,
      TRUST_PROXY: 'loopback',
      CATALOG_PRODUCTS: '300',
    });
    cms = await startForeignHost({
      port: 0,
      pages: {
        '/': () => ({
          title: 'Ein CMS mit Server Side Includes',
          widgetsOrigin: '',
          imageOrigin: site,
          tags: [
            { widget: 'header', props: { variant: 'storefront' }, fallback: ssiInclude('header_fallback', 'header', { variant: 'storefront' }, '<a href="/">Schaufenster</a>'), minHeight: 72 },
            { widget: 'search', fallback: ssiInclude('search_fallback', 'search', {}, '<a href="/katalog/">Suche</a>'), minHeight: 56 },
            // Props the header refuses: no server render, the include's stub (the CMS's own fallback) stays.
            { widget: 'header', props: { variant: 'kaputt' }, fallback: ssiInclude('refused_fallback', 'header', { variant: 'kaputt' }, '<p id="stub">Kopfzeile der CMS</p>') },
          ],
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

  it('shows the server-rendered header and search without JavaScript, and the stub where there is no render', async () => {
    await setScripting(false);
    await browser.url(`${site}/`);
    const header = $('[data-widget="header"] > [data-widget-root="header"]');
    await expect(header.shadow$('a[href="/damen/"]')).toBeDisplayed();
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
  });
});
