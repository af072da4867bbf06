/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readHistory } from '../registry/release-history';
import { readRegistry, registryEntry, writeRegistry } from '../registry/registry-files';
import { promoteRemote, rollbackRemote } from './promote-and-rollback';
import { run } from './release-testing';
import { registerRemote } from './remote-register';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const MANIFEST = JSON.stringify({ metaData: { pluginVersion: '0.21.6' } });
const PROPS_SCHEMA = JSON.stringify({ $defs: { mount: { 'x-load': 'idle', 'x-answers': [] } } });

/** A team's CDN: serves the files it was given, by path, and 404 for anything else. */
async function startCdn(files: Record<string, string>): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A store whose search 1.0.0 is a local build every session gets. */
async function storeWithSearch(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'schaufenster-register-'));
  await mkdir(path.join(dir, 'search', '1.0.0'), { recursive: true });
  await writeFile(path.join(dir, 'search', '1.0.0', 'remoteEntry.js'), '/* search 1.0.0 */');
  await writeFile(path.join(dir, 'search', '1.0.0', 'mf-manifest.json'), MANIFEST);
  await writeRegistry(dir, { remotes: { search: await registryEntry(dir, 'search', '1.0.0') } });
  return dir;
}

describe('registering a remote version hosted on another origin', () => {
  let cdn: { server: Server; origin: string };
  let dir: string;
  const url = (file: string) => `${cdn.origin}/search/1.3.1/${file}`;
  const register = (version: string, more: Partial<Parameters<typeof registerRemote>[3]> = {}) =>
    registerRemote(dir, 'search', version, { ...run(`register search ${version}`), entry: url('remoteEntry.js'), allowedOrigins: [cdn.origin], ...more });

  beforeAll(async () => {
    cdn = await startCdn({
      '/search/1.3.1/remoteEntry.js': '/* search 1.3.1 */',
      '/search/1.3.1/mf-manifest.json': MANIFEST,
      '/search/1.3.1/props.schema.json': PROPS_SCHEMA,
      '/search/1.3.1/server/mount.js': 'exports.render = () => ({ html: "<p>Suche</p>" });',
    });
    dir = await storeWithSearch();
  });

  afterAll(async () => {
    cdn.server.close();
    await rm(dir, { recursive: true, force: true });
  });

  type Refused = Partial<Parameters<typeof registerRemote>[3]> & { version?: string };
  it.each<[string, () => Refused, RegExp]>([
    ['a URL that is not https off this machine', () => ({ entry: 'http://cdn.example/search/1.3.1/remoteEntry.js', allowedOrigins: ['http://cdn.example'] }), /is not https/],
    ['an origin the server does not allow', () => ({ allowedOrigins: ['https://cdn.example'] }), /is not an origin the server allows remotes from \(REMOTE_ORIGINS: https:\/\/cdn\.example\)/],
    ['a server bundle on an origin not allowed', () => ({ serverBundles: { mount: 'https://elsewhere.example/mount.js' } }), /https:\/\/elsewhere\.example is not an origin the server allows/],
    ['an entry it cannot fetch', () => ({ entry: url('missing.js') }), /the remote entry http:\/\/127\.0\.0\.1:\d+\/search\/1\.3\.1\/missing\.js answered 404/],
    ['a server bundle it cannot fetch', () => ({ serverBundles: { mount: url('server/gone.js') } }), /the server bundle "mount" .*\/server\/gone\.js answered 404/],
    ['a version the store holds', () => ({ version: '1.0.0' }), /search@1\.0\.0 is already released/],
    ['a version to every session of production at once without --yes', () => ({ percent: undefined }), /would go to every session in production at once; nothing was registered/],
  ])('refuses %s and writes nothing', async (_case, refused, refusal) => {
    const before = await readFile(path.join(dir, 'registry.json'), 'utf8');
    const { version = '1.3.1', ...options } = refused();
    await expect(register(version, { percent: 5, ...options })).rejects.toThrow(refusal);
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(before);
    expect((await readHistory(dir)).remotes.search).toBeUndefined();
  });

  it('writes absolute URLs with the sha384 of each file, records who did it, and promote and rollback keep that entry as registered', async () => {
    const said = await register('1.3.1', { percent: 5, serverBundles: { mount: url('server/mount.js') } });
    expect(said).toMatch(/^Registered search@1\.3\.1 from http:\/\/127\.0\.0\.1:\d+\. search: now 1\.0\.0, 1\.3\.1 to 5 % of sessions/);
    const registered = {
      version: '1.3.1',
      entry: url('remoteEntry.js'),
      integrity: sha384('/* search 1.3.1 */'),
      mfVersion: '0.21.6',
      server: { mount: url('server/mount.js') },
      serverIntegrity: { mount: sha384('exports.render = () => ({ html: "<p>Suche</p>" });') },
      modules: { search: { load: 'idle', answers: [] } },
    };
    expect((await readRegistry(dir)).remotes.search?.rollout).toEqual({ ...registered, percent: 5 });
    // The widget catalog reads every version's props contract from the store.
    expect(await readFile(path.join(dir, 'search', '1.3.1', 'props.schema.json'), 'utf8')).toBe(PROPS_SCHEMA);
    expect((await readHistory(dir)).remotes.search?.at(-1)).toMatchObject({ action: 'register', version: '1.0.0', rollout: { version: '1.3.1', percent: 5 }, command: 'register search 1.3.1', by: 'Team Kopf' });

    await promoteRemote(dir, 'search', { ...run('promote search --percent 50'), percent: 50 });
    expect((await readRegistry(dir)).remotes.search?.rollout).toEqual({ ...registered, percent: 50 });
    const promoted: string[] = [];
    await promoteRemote(dir, 'search', run('promote search', promoted));
    expect((await readRegistry(dir)).remotes.search).toEqual(registered);
    expect(promoted).toEqual(['search@1.3.1']);

    await rollbackRemote(dir, 'search', undefined, run('rollback search'));
    expect((await readRegistry(dir)).remotes.search?.version).toBe('1.0.0');
    await rollbackRemote(dir, 'search', '1.3.1', run('rollback search 1.3.1'));
    expect((await readRegistry(dir)).remotes.search).toEqual(registered);
    await promoteRemote(dir, 'search', { ...run('promote search --version 1.3.1 --env staging'), version: '1.3.1', environment: 'staging' });
    expect((await readRegistry(dir, 'staging')).remotes.search).toEqual(registered);
  });
});

describe('registering a widget of its own, built outside this repository', () => {
  let cdn: { server: Server; origin: string };
  let dir: string;
  const url = (version: string) => `${cdn.origin}/newsletter/${version}/remoteEntry.js`;
  const register = (version: string, more: Partial<Parameters<typeof registerRemote>[3]> = {}) =>
    registerRemote(dir, 'newsletter', version, { ...run(`register newsletter ${version}`), entry: url(version), allowedOrigins: [cdn.origin], ...more });

  beforeAll(async () => {
    cdn = await startCdn({
      '/newsletter/1.0.0/remoteEntry.js': '/* newsletter 1.0.0 */',
      '/newsletter/1.0.0/mf-manifest.json': MANIFEST,
      '/newsletter/1.1.0/remoteEntry.js': '/* newsletter 1.1.0 */',
      '/newsletter/1.1.0/mf-manifest.json': MANIFEST,
    });
    dir = await storeWithSearch();
  });

  afterAll(async () => {
    cdn.server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([['News-Letter'], ['newsletter/mount'], ['n'], ['registry.json'], ['9lives']])('refuses %j as a name, and writes nothing', async (name) => {
    await expect(registerRemote(dir, name, '1.0.0', { ...run('register'), entry: url('1.0.0'), allowedOrigins: [cdn.origin], yes: true })).rejects.toThrow(/cannot name a remote/);
    expect(Object.keys((await readRegistry(dir)).remotes)).toEqual(['search']);
  });

  it('serves it beside the shop\'s remotes, and rolls out, promotes and rolls back its versions as theirs, never touching a package.json', async () => {
    // A promote or rollback of a name the store has no folder of is refused as before.
    await expect(promoteRemote(dir, 'newsletter', { ...run('promote newsletter'), version: '1.0.0' })).rejects.toThrow(/Unknown remote "newsletter"/);
    // Its first version goes to every session (there is nothing to roll out beside); production asks first.
    await expect(register('1.0.0', { percent: 5 })).rejects.toThrow(/newsletter has no version yet to roll out beside/);
    const promoted: string[] = [];
    await registerRemote(dir, 'newsletter', '1.0.0', { ...run('register newsletter 1.0.0', promoted), entry: url('1.0.0'), allowedOrigins: [cdn.origin], yes: true });
    expect((await readRegistry(dir)).remotes.newsletter).toMatchObject({ version: '1.0.0', entry: url('1.0.0'), integrity: sha384('/* newsletter 1.0.0 */') });
    expect((await readRegistry(dir)).remotes.search?.version).toBe('1.0.0');

    await register('1.1.0', { percent: 10 });
    expect((await readRegistry(dir)).remotes.newsletter?.rollout).toMatchObject({ version: '1.1.0', percent: 10 });
    await promoteRemote(dir, 'newsletter', run('promote newsletter', promoted));
    expect((await readRegistry(dir)).remotes.newsletter).toMatchObject({ version: '1.1.0', entry: url('1.1.0') });
    await rollbackRemote(dir, 'newsletter', undefined, run('rollback newsletter'));
    expect((await readRegistry(dir)).remotes.newsletter).toMatchObject({ version: '1.0.0', entry: url('1.0.0') });
    expect(promoted).toEqual([]);
  });
});
