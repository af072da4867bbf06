/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { RegistryEntry } from '../../registry/registry';
import { createRemoteBundles, type RemoteBundles } from './remote-bundles';
import { createServerWidgets } from './server-widgets';

const INPUT = { snapshot: { busValues: {} } };
/** A server bundle that says it ran (a global the test reads), then renders its props; `slow` dawdles past any budget. */
const bundle = (label: string) => `
globalThis.ranBundles = [...(globalThis.ranBundles ?? []), ${JSON.stringify(label)}];
exports.render = (props) => {
  if (props.slow) { const until = Date.now() + 80; while (Date.now() < until); }
  return { html: '<p>' + ${JSON.stringify(label)} + ' ' + (props.name ?? '') + '</p>', css: '' };
};`;
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const ran = () => (globalThis as { ranBundles?: string[] }).ranBundles ?? [];

describe('server render of a bundle hosted on another origin', () => {
  let cdn: Server;
  let origin: string;
  const requests: string[] = [];
  let widgetsDir: string;
  let cacheDir: string;
  const logged: string[] = [];
  const files: Record<string, string> = { '/search/1.3.1/server/mount.js': bundle('cdn search'), '/search/1.3.2/server/mount.js': bundle('tampered search') };

  /** A registry whose search is registered from the CDN with `integrity` for its server bundle. */
  const registerSearch = async (version: string, integrity: string | undefined, url = `${origin}/search/${version}/server/mount.js`) => {
    const search: RegistryEntry = { version, entry: `${origin}/search/${version}/remoteEntry.js`, integrity: sha384('entry'), server: { mount: url }, ...(integrity && { serverIntegrity: { mount: integrity } }) };
    await writeFile(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: { search } }));
  };
  const bundles = (): RemoteBundles => createRemoteBundles({ dir: cacheDir, allowedOrigins: [origin], log: (level, message) => void logged.push(`${level}: ${message}`) });

  beforeAll(async () => {
    cdn = createServer((request, response) => {
      requests.push(request.url ?? '');
      const body = files[request.url ?? ''];
      response.writeHead(body === undefined ? 404 : 200).end(body);
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => cdn.close(() => resolve())));

  beforeEach(async () => {
    widgetsDir = await mkdtemp(path.join(tmpdir(), 'remote-bundles-store-'));
    cacheDir = await mkdtemp(path.join(tmpdir(), 'remote-bundles-cache-'));
    requests.length = 0;
    logged.length = 0;
  });

  afterEach(async () => {
    await rm(widgetsDir, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('leaves the tag to the browser until the bundle is downloaded, then renders it like a local one, downloading it once', async () => {
    await registerSearch('1.3.1', sha384(files['/search/1.3.1/server/mount.js'] ?? ''));
    const remote = bundles();
    const widgets = createServerWidgets({ widgetsDir, remoteBundles: remote });
    expect(widgets.render('search', 'mount', { name: 'a' }, undefined, INPUT, widgets.registry())).toEqual({ reason: 'not-downloaded', version: '1.3.1' });
    await remote.prefetch(widgets.registry());
    expect(widgets.render('search', 'mount', { name: 'a' }, undefined, INPUT, widgets.registry())).toMatchObject({ version: '1.3.1', html: '<p>cdn search a</p>' });
    // Another process (or a restart) finds the checked copy on disk.
    const restarted = createServerWidgets({ widgetsDir, remoteBundles: bundles() });
    expect(restarted.render('search', 'mount', { name: 'b' }, undefined, INPUT, restarted.registry())).toMatchObject({ html: '<p>cdn search b</p>' });
    expect(requests).toEqual(['/search/1.3.1/server/mount.js']);
    expect(logged).toEqual([expect.stringMatching(/^info: server bundle .*\/search\/1\.3\.1\/server\/mount\.js downloaded and checked/)]);
  });

  it('never runs a copy on disk for a server that does not allow its origin', async () => {
    await registerSearch('1.3.1', sha384(files['/search/1.3.1/server/mount.js'] ?? ''));
    const allowing = bundles();
    await allowing.prefetch(createServerWidgets({ widgetsDir, remoteBundles: allowing }).registry());
    expect(await readdir(cacheDir)).toHaveLength(1);
    const strict = createServerWidgets({ widgetsDir, remoteBundles: createRemoteBundles({ dir: cacheDir, allowedOrigins: [], log: (level, message) => void logged.push(`${level}: ${message}`) }) });
    expect(strict.render('search', 'mount', {}, undefined, INPUT, strict.registry())).toEqual({ reason: 'not-downloaded', version: '1.3.1' });
  });

  it('keeps to the render budget as with a local bundle', async () => {
    await registerSearch('1.3.1', sha384(files['/search/1.3.1/server/mount.js'] ?? ''));
    const remote = bundles();
    const widgets = createServerWidgets({ widgetsDir, remoteBundles: remote, budgetMs: 20 });
    await remote.prefetch(widgets.registry());
    expect(widgets.render('search', 'mount', { slow: true }, undefined, INPUT, widgets.registry())).toMatchObject({ reason: 'over-budget', version: '1.3.1' });
  });

  it.each<[string, () => Promise<void>, RegExp | undefined]>([
    ['bytes that do not match the integrity', () => registerSearch('1.3.2', sha384('the bytes that were registered')), /do not match the integrity/],
    ['a bundle without an integrity, not even fetched', () => registerSearch('1.3.2', undefined), undefined],
    ['an origin the server does not allow', () => registerSearch('1.3.2', sha384(files['/search/1.3.2/server/mount.js'] ?? ''), 'https://elsewhere.example/mount.js'), /is not an origin the server allows/],
  ])('refuses %s: never written, never run', async (_case, register, reason) => {
    await register();
    const remote = bundles();
    const widgets = createServerWidgets({ widgetsDir, remoteBundles: remote });
    await remote.prefetch(widgets.registry());
    expect(widgets.render('search', 'mount', {}, undefined, INPUT, widgets.registry())).toEqual({ reason: 'not-downloaded', version: '1.3.2' });
    expect(await readdir(cacheDir)).toEqual([]);
    expect(ran()).not.toContain('tampered search');
    if (reason) expect(logged).toEqual([expect.stringMatching(new RegExp(`^warn: server bundle .* not downloaded, its tags render in the browser: refused: .*${reason.source}`))]);
    else expect([logged, requests]).toEqual([[], []]);
  });

  it('starts the download when the registry changes, ahead of any page', async () => {
    await writeFile(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: {} }));
    const widgets = createServerWidgets({ widgetsDir, remoteBundles: bundles() });
    widgets.registry();
    await registerSearch('1.3.1', sha384(files['/search/1.3.1/server/mount.js'] ?? ''));
    widgets.registry();
    for (const deadline = Date.now() + 5_000; (await readdir(cacheDir)).length === 0 && Date.now() < deadline; ) await sleep(20);
    expect(await readdir(cacheDir)).toHaveLength(1);
    expect(requests).toEqual(['/search/1.3.1/server/mount.js']);
  });
});
