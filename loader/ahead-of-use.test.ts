import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import { HYDRATION_FILE, type HydrationFiles } from '../registry/hydration-files';
import type { RegistryRelease } from '../registry/registry';
import { fetchAheadOfUse } from './ahead-of-use';
import { Federation } from './federation';

const integrity = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const folder = (remote: string) => `${location.origin}/widgets/${remote}/1.0.0/`;
const release = (remote: string, signed = true): RegistryRelease => ({ version: '1.0.0', entry: `${folder(remote)}remoteEntry.js`, integrity: signed ? integrity(remote) : undefined });

/** A remote's hydration file: its module, its React, and the shared runtime's session (which the loader carries). */
const hydration = (remote: string): HydrationFiles => ({
  modules: { mount: { files: [`${remote}-mount.js`], consumes: ['react', '@schaufenster/shared/session'] } },
  shared: { react: { files: [`${remote}-react.js`], consumes: [] }, '@schaufenster/shared/session': { files: [`${remote}-session.js`], consumes: [] } },
});

/** Answers every request of the page as a static server would (the hydration files as JSON, anything else as a script) and records each. */
function recordRequests(missing: string[] = []) {
  const requests: { url: string; init?: RequestInit }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    requests.push({ url, init });
    if (missing.includes(url)) return new Response('', { status: 404 });
    const remote = /\/widgets\/(\w+)\/1\.0\.0\/hydration\.json$/.exec(url)?.[1];
    return new Response(remote ? JSON.stringify(hydration(remote)) : '/* script */');
  });
  return requests;
}

const policy = { registryUrl: `${location.origin}/widgets/registry.json`, cdnOrigins: [] };

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('the fetch ahead of use (Federation.prefetch)', () => {
  it('fetches, at low priority and in CORS mode, each remote\'s entry with its integrity, its hydration file, its module and the first remote\'s shared modules, without running any of it', async () => {
    const requests = recordRequests();
    const federation = new Federation({ remotes: { header: release('header'), search: release('search') } }, policy, '2.9.2', () => undefined);
    const fetched = await federation.prefetch([
      { remote: 'header', module: 'mount' },
      { remote: 'search', module: 'mount' },
    ]);
    expect(requests.map(({ url }) => url.replace(location.origin, '')).sort()).toEqual(
      [
        '/widgets/header/1.0.0/remoteEntry.js',
        `/widgets/header/1.0.0/${HYDRATION_FILE}`,
        '/widgets/header/1.0.0/header-mount.js',
        '/widgets/header/1.0.0/header-react.js',
        '/widgets/search/1.0.0/remoteEntry.js',
        `/widgets/search/1.0.0/${HYDRATION_FILE}`,
        '/widgets/search/1.0.0/search-mount.js',
      ].sort(),
    );
    expect(requests.every(({ init }) => init?.priority === 'low' && init.mode === 'cors' && init.credentials === 'same-origin')).toBe(true);
    expect(requests.find(({ url }) => url.endsWith('/header/1.0.0/remoteEntry.js'))?.init?.integrity).toBe(integrity('header'));
    expect(fetched).toBe(5);
    expect(document.querySelector('script')).toBeNull();
  });

  it('starts its requests a few per task of the main thread: a page with many files to fetch ahead gets no long task from it', async () => {
    const requests = recordRequests();
    const remotes = Object.fromEntries(['header', 'search', 'minicart', 'address'].map((remote) => [remote, release(remote)]));
    const federation = new Federation({ remotes }, policy, '2.9.2', () => undefined);
    const fetched = federation.prefetch(Object.keys(remotes).map((remote) => ({ remote, module: 'mount' })));
    // Promise reactions only, no other task: the first turn's requests have started, and no more.
    for (let step = 0; step < 200; step += 1) await Promise.resolve();
    expect(requests).toHaveLength(3);
    // Each remote's entry, hydration file and module, and the shared modules of one of them.
    expect(await fetched).toBe(9);
    expect(requests).toHaveLength(13);
  });

  it('fetches nothing of a remote the page would refuse (no integrity), and takes the shared modules from the next remote', async () => {
    const requests = recordRequests();
    const federation = new Federation({ remotes: { header: release('header', false), search: release('search') } }, policy, '2.9.2', () => undefined);
    await federation.prefetch([
      { remote: 'header', module: 'mount' },
      { remote: 'search', module: 'mount' },
    ]);
    expect(requests.filter(({ url }) => url.includes('/header/'))).toEqual([]);
    expect(requests.map(({ url }) => url)).toContain(`${folder('search')}search-react.js`);
  });

  it('fetches nothing from a data-cdn origin: the page\'s Content-Security-Policy may let scripts come from there, not fetches', async () => {
    const requests = recordRequests();
    const cdn = { version: '1.0.0', entry: 'https://cdn.example/widgets/header/1.0.0/remoteEntry.js', integrity: integrity('header') };
    const federation = new Federation({ remotes: { header: cdn, search: release('search') } }, { ...policy, cdnOrigins: ['https://cdn.example'] }, '2.9.2', () => undefined);
    await federation.prefetch([
      { remote: 'header', module: 'mount' },
      { remote: 'search', module: 'mount' },
    ]);
    expect(requests.filter(({ url }) => !url.startsWith(location.origin))).toEqual([]);
    expect(requests.map(({ url }) => url)).toContain(`${folder('search')}search-react.js`);
  });

  it('leaves out a remote whose entry cannot be fetched: its chunks, and its shared modules for the others', async () => {
    const requests = recordRequests([`${folder('header')}remoteEntry.js`]);
    const federation = new Federation({ remotes: { header: release('header'), search: release('search') } }, policy, '2.9.2', () => undefined);
    await federation.prefetch([
      { remote: 'header', module: 'mount' },
      { remote: 'search', module: 'mount' },
    ]);
    const urls = requests.map(({ url }) => url);
    expect(urls.filter((url) => url.includes('/header/') && !url.endsWith('/remoteEntry.js') && !url.endsWith(HYDRATION_FILE))).toEqual([]);
    expect(urls).toContain(`${folder('search')}search-react.js`);
  });

  it('fetches nothing again that an earlier page of the tab fetched ahead: the next page reads only the hydration files, and keeps the same provider', async () => {
    const wanted = [
      { remote: 'header', module: 'mount' },
      { remote: 'search', module: 'mount' },
    ];
    const first = recordRequests();
    await new Federation({ remotes: { header: release('header'), search: release('search') } }, policy, '2.9.2', () => undefined).prefetch(wanted);
    expect(first.length).toBeGreaterThan(2);
    jest.restoreAllMocks();
    const next = recordRequests();
    await new Federation({ remotes: { header: release('header'), search: release('search') } }, policy, '2.9.2', () => undefined).prefetch(wanted.slice().reverse());
    expect(next.map(({ url }) => url.replace(location.origin, '')).sort()).toEqual([`/widgets/header/1.0.0/${HYDRATION_FILE}`, `/widgets/search/1.0.0/${HYDRATION_FILE}`]);
  });

  it('gives way to a widget\'s own load: what is under way is dropped, nothing more is fetched, no provider is chosen', async () => {
    const requests: { url: string; signal?: AbortSignal | null }[] = [];
    // Answers wait (a slow network) until their request is aborted.
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      requests.push({ url: String(input), signal: init?.signal });
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const use = new AbortController();
    const prefer = jest.fn();
    const context = { registry: { remotes: { header: release('header') } }, policy, mfVersion: '2.9.2', provided: new Set<string>(), runtimeLoaded: false, joined: () => [], prefer, signal: use.signal };
    const fetched = fetchAheadOfUse([{ remote: 'header', module: 'mount' }], context);
    await new Promise((resolve) => setTimeout(resolve, 0));
    use.abort();
    expect(await fetched).toBe(0);
    expect(requests.map(({ url }) => url.replace(folder('header'), '')).sort()).toEqual([HYDRATION_FILE, 'remoteEntry.js']);
    expect(requests.every(({ signal }) => signal?.aborted)).toBe(true);
    expect(prefer).not.toHaveBeenCalled();
  });

  it('stops once the page loads a widget itself: the fetch ahead under way is aborted', async () => {
    const requests: { url: string; signal?: AbortSignal | null }[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      requests.push({ url: String(input), signal: init?.signal });
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const federation = new Federation({ remotes: { header: release('header'), search: release('search') } }, policy, '2.9.2', () => undefined);
    const fetched = federation.prefetch([{ remote: 'header', module: 'mount' }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.length).toBeGreaterThan(0);
    // The widget's own load goes on alone (here it fails: no script runs in this test's document).
    federation.loadEntry('search', 1).catch(() => undefined);
    expect(await fetched).toBe(0);
    expect(requests.every(({ signal }) => signal?.aborted)).toBe(true);
  });
});
