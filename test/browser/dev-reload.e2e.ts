import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browser, expect } from '@wdio/globals';
import { DEV_ENVIRONMENT, DEV_VERSION, SERVER_FOLDER } from '../../registry/registry';
import { buildDistDir } from '../../registry/registry-files';
import { startDemo, type BenchServer } from '../../scripts/demo-process';
import { completeDevBuild, pointDevRegistry } from '../../bundling/dev-build';
import { packageVersion } from '../../bundling/webpack.config';
import './csp-guard';
import { freePort } from './free-port';

// The loop of `npm run dev -- search` with a server of the dev registry (WIDGETS_ENV=dev), without webpack's watch:
// the browser build of the working tree stands in for the dev build, and a rebuild is what npm run dev does after
// webpack: the server bundles written, then registry.dev.json.

let store: string;
let devServer: BenchServer;

/** The search box's placeholder as the page shows it (server HTML in the widget's shadow root), or null. */
function placeholder(): Promise<string | null> {
  return browser.execute(() => document.querySelector('[data-widget-root="search"]')?.shadowRoot?.querySelector('input')?.getAttribute('placeholder') ?? null);
}

before(async () => {
  store = await mkdtemp(path.join(tmpdir(), 'dev-reload-store-'));
  await cp(buildDistDir(), store, { recursive: true });
  const released = path.join(store, 'search', packageVersion('search'));
  await cp(released, path.join(store, 'search', DEV_VERSION), { recursive: true, filter: (source) => source !== path.join(released, SERVER_FOLDER) });
  await completeDevBuild(store, 'search');
  devServer = await startDemo(await freePort(), { WIDGETS_ENV: DEV_ENVIRONMENT, WIDGETS_DIST: store });
});

after(async () => {
  devServer?.stop();
  await rm(store, { recursive: true, force: true });
});

describe('a dev page while npm run dev rebuilds a widget', () => {
  it('shows the dev build rendered on the server, and reloads by itself into the next build once it is complete', async () => {
    await browser.url(`${devServer.url}/`);
    await browser.waitUntil(async () => (await placeholder()) === 'Suche nach Produkten');
    expect(await browser.execute(() => document.querySelector('[data-widget-root="search"]')?.getAttribute('data-server-version'))).toBe(DEV_VERSION);
    await browser.execute(() => Object.assign(window, { beforeRebuild: true }));
    // A widget team's edit of a German text, as the rebuilt server bundle carries it.
    const bundle = path.join(store, 'search', DEV_VERSION, SERVER_FOLDER, 'mount.js');
    await writeFile(bundle, (await readFile(bundle, 'utf8')).replaceAll('Suche nach Produkten', 'Suche nach Mode und Marken'));
    await pointDevRegistry(store, 'search');
    await browser.waitUntil(async () => (await browser.execute(() => 'beforeRebuild' in window)) === false, { timeoutMsg: 'the page did not reload after the rebuild' });
    await browser.waitUntil(async () => (await placeholder()) === 'Suche nach Mode und Marken');
  });
});
