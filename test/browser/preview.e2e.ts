import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../server/test-server-process';
import { seededDataDir } from '../../scripts/seeded-data-dir';
import { freePort } from './free-port';
import { openAndSettle } from './widget-page';

// A widget team previews a version on the live pages in its own browser: the widget catalog's Vorschau, the pages with
// that version (server render and loader), a marker with the way out, while every other browser keeps the release.

/** The version the search tag of a page was rendered in (its server render names it). */
const renderedSearchVersion = (html: string) => /data-widget="search"[^>]*>[\s\S]*?data-server-version="([^"]+)"/.exec(html)?.[1];

describe('a preview of one version in one browser', function () {
  this.timeout(SERVER_START_TIMEOUT_MS + 60_000);
  let store = '';
  let dataDir = '';
  let shop: ServerProcess | undefined;
  let released = '';
  let candidate = '';

  before(async () => {
    // A store with the build's releases and one more search version beside them (the same files, another folder).
    store = await mkdtemp(path.join(tmpdir(), 'schaufenster-preview-store-'));
    await cp(process.env.WIDGETS_DIST ?? 'dist/build/widgets', store, { recursive: true });
    const registry = JSON.parse(await readFile(path.join(store, 'registry.json'), 'utf8')) as { remotes: { search: { version: string } } };
    released = registry.remotes.search.version;
    const [major, minor, patch] = released.split('.').map(Number);
    candidate = `${major}.${minor}.${(patch ?? 0) + 1}`;
    await cp(path.join(store, 'search', released), path.join(store, 'search', candidate), { recursive: true });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    dataDir = await seededDataDir();
    shop = await startServerProcess({ DATA_DIR: dataDir, WIDGETS_DIST: store, PORT: String(port), PUBLIC_ORIGIN: origin, IMAGE_ORIGIN: origin });
  });

  after(async () => {
    await browser.deleteCookies();
    await shop?.stop();
    await rm(store, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows the chosen version on the pages of the browser that asked, marked, and the release to everyone else until it ends', async () => {
    const base = shop?.url ?? '';
    await browser.url(`${base}/widgets/`);
    const form = await $('form[data-preview-form="search"]');
    await form.$('select[name="version"]').selectByVisibleText(candidate);
    await form.$('button[type="submit"]').click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/', { timeoutMsg: 'the preview did not lead to the home page' });
    await openAndSettle(`${base}/`);

    const marker = await $(`[data-schaufenster-preview="search@${candidate}"]`);
    await marker.waitForDisplayed({ timeoutMsg: 'the page shows no preview marker' });
    expect(await marker.getText()).toBe(`Vorschau: search ${candidate}, nur in diesem Browser. Vorschau beenden`);
    expect(renderedSearchVersion(await browser.getPageSource())).toBe(candidate);
    const registry = await browser.execute(async () => (await (await fetch('/widgets/registry.json')).json()) as { remotes: { search: { version: string } } });
    expect(registry.remotes.search.version).toBe(candidate);

    // Another browser at the same moment: the release, rendered and in the registry.
    const elsewhere = await (await fetch(`${base}/`)).text();
    expect(renderedSearchVersion(elsewhere)).toBe(released);
    expect(elsewhere).not.toContain('data-schaufenster-preview');
    expect(((await (await fetch(`${base}/widgets/registry.json`)).json()) as { remotes: { search: { version: string } } }).remotes.search.version).toBe(released);

    await (await marker.$('a')).click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/', { timeoutMsg: 'ending the preview did not lead to the home page' });
    await openAndSettle(`${base}/`);
    expect(renderedSearchVersion(await browser.getPageSource())).toBe(released);
    expect(await $('[data-schaufenster-preview]').isExisting()).toBe(false);
  });
});
