/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inRollout } from '../../loader/rollout';
import { DEV_VERSION } from '../../registry/registry';
import { createServerWidgets, hasRollouts } from './server-widgets';

const SNAPSHOT = { busValues: {} };
const INPUT = { snapshot: SNAPSHOT };
let dir: string;

/** A server bundle that renders its version and props and counts its renders; `mode` makes it throw or dawdle. */
const bundle = (version: string) => `
let renders = 0;
exports.render = (props) => {
  renders += 1;
  if (props.mode === 'throw') throw new Error('kaputt');
  if (props.mode === 'slow') { const until = Date.now() + 80; while (Date.now() < until); }
  return { html: '<p>' + ${JSON.stringify(version)} + ' ' + renders + '</p>', css: '.go1{}' };
};`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ssr-server-widgets-'));
  for (const version of ['1.0.0', '1.1.0']) {
    await mkdir(path.join(dir, 'header', version, 'server'), { recursive: true });
    await writeFile(path.join(dir, 'header', version, 'server', 'mount.js'), bundle(version));
  }
  const release = (version: string) => ({ version, entry: `header/${version}/remoteEntry.js`, server: { mount: `header/${version}/server/mount.js` } });
  await writeFile(
    path.join(dir, 'registry.json'),
    JSON.stringify({
      remotes: {
        header: { ...release('1.0.0'), rollout: { ...release('1.1.0'), percent: 50 } },
        search: { version: '1.0.0', entry: 'search/1.0.0/remoteEntry.js' },
        address: { version: '1.0.0', entry: 'address/1.0.0/remoteEntry.js', server: { mount: '../outside.js' } },
      },
    }),
  );
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('createServerWidgets', () => {
  it('renders the release the loader would pick for the rollout key, and repeats a render of the same inputs', () => {
    const widgets = createServerWidgets({ widgetsDir: dir });
    const keys = Array.from({ length: 40 }, (_, index) => `browser-key-${index}`);
    const rollout = { version: '1.1.0', entry: '', percent: 50 };
    const inside = keys.find((key) => inRollout(key, 'header', rollout));
    const outside = keys.find((key) => !inRollout(key, 'header', rollout));
    expect(widgets.render('header', 'mount', { a: 1 }, inside, INPUT, widgets.registry())).toMatchObject({ version: '1.1.0', css: '.go1{}' });
    const first = widgets.render('header', 'mount', { a: 1 }, outside, INPUT, widgets.registry());
    expect(first).toMatchObject({ version: '1.0.0' });
    // Rendered once on loading the bundle, once for these props; the same inputs again come from the cache.
    expect(first).toMatchObject({ html: '<p>1.0.0 2</p>' });
    expect(widgets.render('header', 'mount', { a: 1 }, outside, INPUT, widgets.registry())).toEqual(first);
    expect(widgets.render('header', 'mount', { a: 2 }, outside, INPUT, widgets.registry())).toMatchObject({ html: '<p>1.0.0 3</p>' });
    expect(hasRollouts(widgets.registry())).toBe(true);
  });

  it('renders API answers afresh every time (their render is not kept), and names the calls a bundle names for a page', () => {
    const widgets = createServerWidgets({ widgetsDir: dir });
    const input = { snapshot: { ...SNAPSHOT, pageUrl: '/katalog/?q=kleid', answers: { '/api/catalog/products/?q=kleid': { total: 1 } } } };
    const first = widgets.render('header', 'mount', { b: 1 }, undefined, input, widgets.registry());
    const again = widgets.render('header', 'mount', { b: 1 }, undefined, input, widgets.registry());
    expect(first).not.toEqual(again);
    // A bundle built before widgets could name calls names none.
    expect(widgets.requests('header', 'mount', {}, undefined, { pageUrl: '/' }, widgets.registry())).toEqual([]);
    expect(widgets.requests('search', 'mount', {}, undefined, { pageUrl: '/' }, widgets.registry())).toEqual([]);
  });

  it('has no render for a release without server build, a file outside the store, a throwing or a too slow render', () => {
    const widgets = createServerWidgets({ widgetsDir: dir, budgetMs: 50 });
    expect(widgets.render('search', 'mount', {}, undefined, INPUT, widgets.registry())).toEqual({ reason: 'no-server-build', version: '1.0.0' });
    expect(widgets.render('address', 'mount', {}, undefined, INPUT, widgets.registry())).toEqual({ reason: 'no-server-build', version: '1.0.0' });
    expect(widgets.render('nobody', 'mount', {}, undefined, INPUT, widgets.registry())).toEqual({ reason: 'no-server-build', version: undefined });
    expect(widgets.render('header', 'mount', { mode: 'throw' }, undefined, INPUT, widgets.registry())).toMatchObject({ reason: 'threw', version: '1.0.0' });
    expect(widgets.render('header', 'mount', { mode: 'slow' }, undefined, INPUT, widgets.registry())).toMatchObject({ reason: 'over-budget', version: '1.0.0' });
  });

  it('renders a rebuilt dev bundle at once, never its previous build (npm run dev rebuilds the dev version in place)', async () => {
    const file = path.join(dir, 'search', DEV_VERSION, 'server', 'mount.js');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bundle('erster Stand'));
    await writeFile(
      path.join(dir, 'registry.dev.json'),
      JSON.stringify({ remotes: { search: { version: DEV_VERSION, entry: `search/${DEV_VERSION}/remoteEntry.js`, server: { mount: `search/${DEV_VERSION}/server/mount.js` } } } }),
    );
    const widgets = createServerWidgets({ widgetsDir: dir, environment: 'dev' });
    expect(widgets.render('search', 'mount', { a: 1 }, undefined, INPUT, widgets.registry())).toMatchObject({ version: DEV_VERSION, html: '<p>erster Stand 2</p>' });
    await writeFile(file, bundle('zweiter, neuer Stand'));
    // The same props again: neither the old module nor its kept render answers.
    expect(widgets.render('search', 'mount', { a: 1 }, undefined, INPUT, widgets.registry())).toMatchObject({ html: '<p>zweiter, neuer Stand 2</p>' });
    expect(widgets.render('search', 'mount', { a: 1 }, undefined, INPUT, widgets.registry())).toMatchObject({ html: '<p>zweiter, neuer Stand 2</p>' });
  });

  it("takes names of Object's prototype (a fragment's path) for no remote and no module, never for what they inherit", () => {
    const widgets = createServerWidgets({ widgetsDir: dir });
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(widgets.render(name, 'mount', {}, undefined, INPUT, widgets.registry())).toEqual({ reason: 'no-server-build', version: undefined });
      expect(widgets.render('header', name, {}, undefined, INPUT, widgets.registry())).toEqual({ reason: 'no-server-build', version: '1.0.0' });
    }
  });
});
