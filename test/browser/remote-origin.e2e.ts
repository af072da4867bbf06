import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { REMOTE_ORIGINS_HEADER } from '../../registry/registry';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../server/test-server-process';
import { registerRemote } from '../../tools/remote-register';
import { seededDataDir } from '../../scripts/seeded-data-dir';
import { freePort } from './free-port';
import { startTeamOrigin, type TeamOrigin } from './team-origin';
import { mountDeferred, openAndSettle } from './widget-page';

// A widget team hosts its remote on its own origin (a CDN): `npm run register` names it by URL, the server allows that
// origin (REMOTE_ORIGINS), the loader loads it from there and the server renders it from its downloaded server bundle.

/** The version the search tag of a page was rendered in (its server render names it). */
const renderedSearchVersion = (html: string) => /data-widget="search"[^>]*>[\s\S]*?data-server-version="([^"]+)"/.exec(html)?.[1];

describe('a remote hosted on its own origin', function () {
  this.timeout(2 * SERVER_START_TIMEOUT_MS + 60_000);
  let store = '';
  let dataDir = '';
  let cdn: TeamOrigin | undefined;
  let shop: ServerProcess | undefined;
  let strict: ServerProcess | undefined;
  let candidate = '';

  before(async () => {
    // The build's releases, and the build's search folder served from a second origin as a new version of search.
    store = await mkdtemp(path.join(tmpdir(), 'schaufenster-remote-origin-store-'));
    await cp(process.env.WIDGETS_DIST ?? 'dist/build/widgets', store, { recursive: true });
    const registry = JSON.parse(await readFile(path.join(store, 'registry.json'), 'utf8')) as { remotes: { search: { version: string } } };
    const released = registry.remotes.search.version;
    const [major, minor, patch] = released.split('.').map(Number);
    candidate = `${major}.${minor}.${(patch ?? 0) + 1}`;
    // The team's CDN serves the build's search folder under `/search/<candidate>/`.
    const prefix = `/search/${candidate}/`;
    const folder = path.join(store, 'search', released);
    cdn = await startTeamOrigin((url) => (url.startsWith(prefix) ? path.join(folder, url.slice(prefix.length)) : undefined));
    const at = (file: string) => `${cdn?.origin}/search/${candidate}/${file}`;
    await registerRemote(store, 'search', candidate, {
      entry: at('remoteEntry.js'),
      serverBundles: { mount: at('server/mount.js'), results: at('server/results.js') },
      allowedOrigins: [cdn.origin],
      yes: true,
      provenance: { command: `register search ${candidate}`, by: 'Team Suche', commit: null, dirty: false },
    });
    dataDir = await seededDataDir();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    shop = await startServerProcess({ DATA_DIR: dataDir, WIDGETS_DIST: store, PORT: String(port), PUBLIC_ORIGIN: origin, IMAGE_ORIGIN: origin, REMOTE_ORIGINS: cdn.origin });
  });

  after(async () => {
    await shop?.stop();
    await strict?.stop();
    cdn?.server.close();
    await rm(store, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is loaded from that origin with its integrity and rendered on the server from its downloaded server bundle', async () => {
    const base = shop?.url ?? '';
    const answer = await fetch(`${base}/widgets/registry.json`);
    expect(answer.headers.get(REMOTE_ORIGINS_HEADER)).toBe(cdn?.origin);
    // The server downloads the bundle as it reads the registry at start; the first pages may still leave it to the browser.
    await browser.waitUntil(async () => renderedSearchVersion(await (await fetch(`${base}/`)).text()) === candidate, {
      timeout: 20_000,
      timeoutMsg: 'the server never rendered search from the downloaded bundle',
    });
    await openAndSettle(`${base}/`);
    // Deferred tags (data-load) are mounted as their triggers would.
    expect((await mountDeferred()).search).toBe('mounted');
    expect(cdn?.requested).toContain(`/search/${candidate}/remoteEntry.js`);
    expect(cdn?.requested).toContain(`/search/${candidate}/server/mount.js`);
  });

  it('is refused by the loader of a server that does not allow its origin, alone: every other widget mounts', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    strict = await startServerProcess({ DATA_DIR: dataDir, WIDGETS_DIST: store, PORT: String(port), PUBLIC_ORIGIN: origin, IMAGE_ORIGIN: origin });
    expect((await fetch(`${strict.url}/widgets/registry.json`)).headers.get(REMOTE_ORIGINS_HEADER)).toBeNull();
    const states = await openAndSettle(`${strict.url}/`);
    expect(states.search).toBe('failed');
    expect(Object.entries(states).filter(([widget, state]) => widget !== 'search' && state === 'failed')).toEqual([]);
    // Nor rendered on that server: the tag keeps its fallback.
    expect(await browser.getPageSource()).not.toContain('data-widget-root="search"');
  });
});
