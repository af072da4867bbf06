import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import { closeBrowserContext, openFreshBrowserContext } from './devtools';
import { PRODUCTION } from '../../registry/registry';
import { readHistory } from '../../registry/release-history';
import { readRegistry } from '../../registry/registry-files';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../server/test-server-process';
import { HALT_MIN_VIEWS } from '../../widget-server/field-data/rollout-vitals';
import { SESSION_SHARE } from '../../widget-server/field-data/page-vitals-store';
import { buildExampleRemote, preparedExampleRemote, registryReachable } from '../../tools/contracts-package/example-remote-testing';
import { promoteRemote } from '../../tools/promote-and-rollback';
import { registerRemote } from '../../tools/remote-register';
import { seededDataDir } from '../../scripts/seeded-data-dir';
import type { ForeignPageOptions } from '../foreign-host/pages';
import { type ForeignHost, startForeignHost } from '../foreign-host/server';
import { freePort } from './free-port';
import { startTeamOrigin, type TeamOrigin } from './team-origin';
import { openAndSettle } from './widget-page';

// A widget team outside this repository: its own widget (examples/external-remote) built in a folder of its own against
// the packed contracts, hosted on its own origin, registered there, previewed in one browser, rolled out to half of the
// sessions, and halted by the server once it fails for shoppers of more than one network.

const WIDGET = 'newsletter';
const WORKING = '1.0.0';
const BROKEN = '1.1.0';
/** The teaser's headline (examples/external-remote/src/props.ts): what a mounted teaser shows. */
const HEADLINE = 'Newsletter abonnieren und 10 % sparen';
/** The widget catalog's key on this shop (WIDGET_CATALOG_TOKEN): the team opens the catalog with it. */
const CATALOG_KEY = 'team-newsletter-catalog-key-0123456789abcdef';
const provenance = (command: string) => ({ command, by: 'Team Newsletter', commit: null, dirty: false });

/** Runs `steps` in a browser of its own: a fresh browser context (no cookies, no cache) in a tab of its own, closed after. */
async function inAnotherBrowser<T>(steps: () => Promise<T>): Promise<T> {
  const home = await browser.getWindowHandle();
  const context = await openFreshBrowserContext();
  try {
    return await steps();
  } finally {
    await closeBrowserContext(context);
    await browser.switchToWindow(home);
  }
}

/** The teaser's state on the CMS page, and its headline when it mounted. */
async function openTeaser(url: string): Promise<{ state: string; text: string }> {
  const state = (await openAndSettle(url))[WIDGET] ?? '';
  const text = await browser.execute(() => document.querySelector('[data-widget="newsletter"] [data-widget-root]')?.shadowRoot?.textContent ?? '');
  return { state, text };
}

const reachable = registryReachable();

describe('a widget built outside this repository, on its own origin', function () {
  this.timeout(4 * SERVER_START_TIMEOUT_MS + 180_000);
  let work = '';
  let store = '';
  let dataDir = '';
  let cdn: TeamOrigin | undefined;
  let shop: ServerProcess | undefined;
  const cms: ForeignHost[] = [];

  before(async function () {
    if (!reachable) this.skip();
    work = await mkdtemp(path.join(tmpdir(), 'schaufenster-hosted-widget-'));
    // The team's checkout: the working version, then one whose teaser throws as it renders.
    const { folder, dist } = preparedExampleRemote(work);
    const working = path.join(work, WORKING);
    await cp(dist, working, { recursive: true });
    const teaser = path.join(folder, 'src', 'newsletter-teaser.tsx');
    const source = await readFile(teaser, 'utf8');
    await writeFile(teaser, source.replace(/(export function NewsletterTeaser\([^)]*\) \{)/, "$1\n  if (headline !== '') throw new Error('the teaser breaks');"));
    const broken = path.join(work, BROKEN);
    await cp(buildExampleRemote(folder, { typecheck: false }), broken, { recursive: true });
    // The team's CDN: each version's dist folder under `/newsletter/<version>/`.
    const folders: Record<string, string> = { [WORKING]: working, [BROKEN]: broken };
    cdn = await startTeamOrigin((url) => {
      const [, widget, version = '', file = ''] = /^\/([a-z]+)\/([^/]+)\/([\w.-]+)$/.exec(url) ?? [];
      const folder = widget === WIDGET ? folders[version] : undefined;
      return folder && path.join(folder, file);
    });

    // The shop's store with the build's releases; the teaser registered for every session, its next version for staging only.
    store = path.join(work, 'store');
    await cp(process.env.WIDGETS_DIST ?? 'dist/build/widgets', store, { recursive: true });
    const entry = (version: string) => `${cdn?.origin}/${WIDGET}/${version}/remoteEntry.js`;
    const allowedOrigins = [cdn.origin];
    await registerRemote(store, WIDGET, WORKING, { entry: entry(WORKING), allowedOrigins, yes: true, provenance: provenance(`register ${WIDGET} ${WORKING}`) });
    await registerRemote(store, WIDGET, BROKEN, { entry: entry(BROKEN), allowedOrigins, environment: 'staging', provenance: provenance(`register ${WIDGET} ${BROKEN} --env staging`) });

    // The shop behind two CMS proxies (one origin for the browser), each in front of shoppers of another network.
    dataDir = await seededDataDir();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    shop = await startServerProcess({ DATA_DIR: dataDir, WIDGETS_DIST: store, PORT: String(port), PUBLIC_ORIGIN: origin, IMAGE_ORIGIN: origin, REMOTE_ORIGINS: cdn.origin, TRUST_PROXY: '127.0.0.1', WIDGET_CATALOG_TOKEN: CATALOG_KEY });
    const teaserPage = (): ForeignPageOptions => ({
      title: 'Newsletter',
      widgetsOrigin: '',
      imageOrigin: origin,
      tags: [{ widget: WIDGET, load: 'eager', fallback: '<p>Newsletter abonnieren</p>', minHeight: 120 }],
    });
    for (const forwardedFor of ['198.51.100.7', '203.0.113.9']) {
      cms.push(await startForeignHost({ port: 0, proxyTo: origin, forwardedFor, pages: { '/': teaserPage, '/newsletter/': teaserPage } }));
    }
  });

  after(async () => {
    for (const host of cms) await host.close();
    await shop?.stop();
    cdn?.server.close();
    if (work) await rm(work, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is previewed in one browser only, from the widget catalog, while every other browser keeps the released version', async () => {
    const [first] = cms;
    if (!first) throw new Error('no CMS');
    await browser.url(`${first.origin}/widgets/`);
    // The catalog of a server others reach asks for its key (WIDGET_CATALOG_TOKEN).
    await $('#token').setValue(CATALOG_KEY);
    await $('button[type="submit"]').click();
    const form = await $(`form[data-preview-form="${WIDGET}"]`);
    await form.$('select[name="version"]').selectByVisibleText(BROKEN);
    await form.$('button[type="submit"]').click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/', { timeoutMsg: 'the preview did not lead to the home page' });

    const previewed = await openTeaser(`${first.origin}/newsletter/`);
    expect(await $(`[data-schaufenster-preview="${WIDGET}@${BROKEN}"]`).isDisplayed()).toBe(true);
    expect(previewed.state).toBe('failed');
    const elsewhere = await inAnotherBrowser(() => openTeaser(`${first.origin}/newsletter/`));
    expect(elsewhere).toEqual({ state: 'mounted', text: expect.stringContaining(HEADLINE) });
    // Ends the preview, as the marker's link does: this browser opens the catalog again at the end.
    await browser.url(`${first.origin}/widgets/vorschau/beenden/`);
  });

  it('is rolled out to half of the sessions, and halted by the server once it fails for shoppers of two networks', async () => {
    await promoteRemote(store, WIDGET, { version: BROKEN, percent: 50, provenance: provenance(`promote ${WIDGET} --version ${BROKEN} --percent 50`) });
    let views = 0;
    let brokenSessions = 0;
    let sessions = 0;
    // Fresh shoppers, each in a browser of its own, until the rollout is gone; a shopper who got the broken version
    // comes back (a session's earliest SESSION_SHARE views count), in one network and then the other.
    while ((await readRegistry(store)).remotes[WIDGET]?.rollout && sessions < 60) {
      const host = cms[brokenSessions % cms.length];
      sessions += 1;
      await inAnotherBrowser(async () => {
        for (let view = 0; view < SESSION_SHARE; view += 1) {
          const { state } = await openTeaser(`${host?.origin}/newsletter/`);
          if (state !== 'failed') return;
          if (view === 0) brokenSessions += 1;
          views += 1;
        }
      });
    }
    expect(views).toBeGreaterThanOrEqual(HALT_MIN_VIEWS);
    expect((await readRegistry(store)).remotes[WIDGET]).toMatchObject({ version: WORKING });
    expect((await readRegistry(store)).remotes[WIDGET]?.rollout).toBeUndefined();
    expect((await readHistory(store, PRODUCTION)).remotes[WIDGET]?.at(-1)).toMatchObject({ action: 'halt', version: WORKING, halt: { version: BROKEN } });
    // Every shopper now gets the working version, and the widget catalog says why.
    expect(await inAnotherBrowser(() => openTeaser(`${cms[0]?.origin}/newsletter/`))).toEqual({ state: 'mounted', text: expect.stringContaining(HEADLINE) });
    await browser.url(`${cms[0]?.origin}/widgets/`);
    expect(await $(`[data-catalog-remote="${WIDGET}"] [data-rollout-halted]`).getText()).toMatch(new RegExp(`Rollout ${BROKEN.replaceAll('.', '\\.')} automatisch gestoppt: \\d+ von \\d+ Aufrufen fehlgeschlagen`));
  });
});
