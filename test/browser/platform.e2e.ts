import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { recordScriptTags } from './script-tags';
import { WIDGETS, downloadedResources, mountDeferred, openAndSettle, scriptsRun, widgetStates } from './widget-page';
import { readLog, watchLog } from './page-log';

/** `data-widget-error` of the header tag. */
function headerError(): Promise<string> {
  return browser.execute(() => document.querySelector<HTMLElement>('[data-widget="header"]')?.dataset.widgetError ?? '');
}

/** A well-formed SRI value, as the loader and webpack's script loader set it. */
const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

describe('the platform on the home page', () => {
  it('mounts all five remotes with one React, one shared runtime and one session request', async () => {
    await openAndSettle('/');
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    for (const widget of WIDGETS) expect(states[widget]).toBe('mounted');

    const resources = await downloadedResources();
    // react-dom ships as two shared modules (react-dom and react-dom/client, which holds the reconciler): one copy of each runs.
    const run = await scriptsRun();
    expect(run.filter((file) => /node_modules_react-dom_index_js/.test(file))).toHaveLength(1);
    expect(run.filter((file) => /node_modules_react-dom_client_js/.test(file))).toHaveLength(1);
    // The shared runtime comes with the loader: no remote fetches its own copy of it, or of ky and superstruct (not even ahead of use).
    expect(resources.filter((file) => /shared_(session|bus|http|tracking|attribution|runtime)_index_ts|node_modules_(ky|superstruct)_/.test(file))).toEqual([]);
    // The API's other schemas do not come with the loader (loader/runtime-shares.ts): the remotes share one copy of them.
    expect(run.filter((file) => /shared_api_index_ts/.test(file))).toHaveLength(1);
    expect(resources.filter((file) => file === '/api/s/')).toHaveLength(1);
  });

  it('keeps goober styles inside the shadow roots, safe from CMS styles', async () => {
    await openAndSettle('/__fixtures__/cms-style/');
    const styles = await browser.execute(() => {
      const host = document.querySelector('[data-widget="header"] [data-widget-root]');
      const link = host?.shadowRoot?.querySelector('a');
      return {
        gooberInHead: document.head.querySelector('#_goober') !== null,
        gooberInShadow: host?.shadowRoot?.querySelector('style') !== null,
        color: link ? getComputedStyle(link).color : 'no link',
        pageDivColor: getComputedStyle(document.querySelector('main div') ?? document.body).color,
      };
    });
    expect(styles.gooberInHead).toBe(false);
    expect(styles.gooberInShadow).toBe(true);
    expect(styles.color).not.toBe('rgb(255, 0, 0)');
    expect(styles.color).not.toBe('no link');
  });
});

describe('a failing remote fails alone', () => {
  const modes = [
    ['missing', 'points the registry at a version that does not exist'],
    ['throw', 'throws in mount'],
    ['hang', 'never answers'],
    ['error500', 'answers 500'],
    ['broken', 'serves broken JavaScript'],
    ['tampered', 'serves a remoteEntry one byte off its registered sha384'],
    ['unsigned', 'has no integrity in the registry'],
    ['foreign', 'has its entry on an origin the page does not name'],
    ['tampered-chunk', 'serves one of its own chunks one byte off'],
    ['other-mf', 'was built with another Module Federation version than the loader'],
  ] as const;

  for (const [mode, what] of modes) {
    it(`keeps the fallback of a remote that ${what} and mounts the other four`, async () => {
      const log = watchLog();
      await openAndSettle(`/__fixtures__/page/header/${mode}/`);
      // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
      const states = await mountDeferred();
      expect(states.header).toBe('failed');
      for (const widget of WIDGETS.filter((name) => name !== 'header')) expect(states[widget]).toBe('mounted');
      const fallback = await browser.execute(() => document.querySelector<HTMLElement>('[data-widget="header"]')?.innerText ?? '');
      expect(fallback).toContain('Damen');
      await readLog();
      expect(log.uncaught).toEqual([]);
    });
  }

  it('marks a tag with bad props invalid-props and keeps its fallback', async () => {
    await openAndSettle('/__fixtures__/bad-props/');
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    expect(states['bad-props']).toBe('invalid-props');
    expect(states.header).toBe('mounted');
    expect(await browser.execute(() => document.getElementById('bad-props')?.innerText)).toBe('Fallback bleibt');
  });
});

describe('integrity and origins of remote code', () => {
  it('loads every remote script with integrity: each entry with its registry hash, each chunk with the hash its entry holds', async () => {
    const recorder = await recordScriptTags();
    await openAndSettle('/');
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    const tags = await recorder.read();
    await recorder.stop();
    for (const widget of WIDGETS) expect(states[widget]).toBe('mounted');
    const remoteScripts = tags.filter(({ src }) => /\/widgets\/[a-z]+\/\d[^/]*\//.test(new URL(src).pathname));
    expect(remoteScripts.filter(({ src }) => src.endsWith('/remoteEntry.js'))).toHaveLength(WIDGETS.length);
    expect(remoteScripts.filter(({ src }) => !src.endsWith('/remoteEntry.js')).length).toBeGreaterThan(WIDGETS.length);
    expect(remoteScripts.filter(({ integrity }) => !SHA384.test(integrity))).toEqual([]);
  });

  it('refuses an entry without integrity before fetching it, saying which widget and why', async () => {
    await openAndSettle('/__fixtures__/page/header/unsigned/');
    expect(await headerError()).toMatch(/^widget "header" failed; its fallback stays: RefusedEntryError: remote "header" \S+ is refused: its registry entry has no integrity/);
    expect((await downloadedResources()).filter((file) => /\/header\/[^/]+\/remoteEntry\.js$/.test(file))).toEqual([]);
  });

  it('refuses a remote built with another Module Federation version before fetching it, naming the widget and both versions', async () => {
    await openAndSettle('/__fixtures__/page/header/other-mf/');
    expect(await headerError()).toMatch(
      /^widget "header" failed; its fallback stays: MfVersionMismatchError: remote "header" \S+ was built with Module Federation 0\.0\.0-other, but the loader runs \d+\.\d+\.\d+/,
    );
    expect((await downloadedResources()).filter((file) => /\/header\/[^/]+\/remoteEntry\.js$/.test(file))).toEqual([]);
  });

  it('refuses an entry on an origin the page does not name', async () => {
    await openAndSettle('/__fixtures__/page/header/foreign/');
    expect(await headerError()).toMatch(/widget "header" failed; .*its entry http:\/\/localhost:\d+\/\S+ is not on the registry's origin or a data-cdn origin/);
  });

  it('loads a remote, entry and chunks with integrity, from a CDN origin the loader names in data-cdn', async () => {
    const recorder = await recordScriptTags();
    await openAndSettle('/__fixtures__/page/header/cdn/');
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    const tags = await recorder.read();
    await recorder.stop();
    for (const widget of WIDGETS) expect(states[widget]).toBe('mounted');
    const fromCdn = tags.filter(({ src }) => new URL(src).hostname === 'localhost');
    expect(fromCdn.map(({ src }) => new URL(src).pathname)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/__fixtures__\/cdn\/header\/[^/]+\/remoteEntry\.js$/), expect.stringMatching(/^\/__fixtures__\/cdn\/header\/[^/]+\/__federation_expose_mount\./)]),
    );
    expect(fromCdn.filter(({ integrity, crossOrigin }) => !SHA384.test(integrity) || crossOrigin !== 'anonymous')).toEqual([]);
  });

  it('refuses a chunk one byte off the hash in its entry: that widget fails alone', async () => {
    const recorder = await recordScriptTags();
    await openAndSettle('/__fixtures__/page/header/tampered-chunk/');
    // Deferred tags (data-load) are mounted as their triggers would: every widget must run here.
    const states = await mountDeferred();
    const tags = await recorder.read();
    await recorder.stop();
    expect(states.header).toBe('failed');
    for (const widget of WIDGETS.filter((name) => name !== 'header')) expect(states[widget]).toBe('mounted');
    expect(await headerError()).toMatch(/^widget "header" failed; its fallback stays: ChunkLoadError: Loading chunk __federation_expose_mount failed/);
    // The entry itself was fine and ran: the browser refused the chunk with the header's own code, by the hash the entry holds.
    const chunk = tags.find(({ src }) => /^\/__fixtures__\/remote\/tampered-chunk\/header\/__federation_expose_mount\./.test(new URL(src).pathname));
    expect(chunk?.integrity).toMatch(SHA384);
  });
});

describe('tags that come and go', () => {
  it('mounts a tag added after load and unmounts a removed one', async () => {
    await openAndSettle('/');
    await browser.execute(() => {
      document.querySelector('main')?.insertAdjacentHTML('beforeend', '<div id="late" data-widget="search">Suche folgt</div>');
    });
    await browser.waitUntil(async () => (await widgetStates()).late === 'mounted', { timeoutMsg: 'late tag did not mount' });

    await browser.execute(() => {
      const late = document.getElementById('late');
      late?.remove();
      (window as unknown as { __late?: HTMLElement | null }).__late = late;
    });
    const afterRemoval = () =>
      browser.execute(() => {
        const late = (window as unknown as { __late?: HTMLElement | null }).__late;
        return { state: late?.dataset.widgetState ?? 'none', root: late?.querySelector('[data-widget-root]') !== null };
      });
    await browser.waitUntil(async () => (await afterRemoval()).state === 'none', { timeoutMsg: 'the removed tag kept its state' });
    expect(await afterRemoval()).toEqual({ state: 'none', root: false });
  });

  it('offers mount and unmount to CMS scripts', async () => {
    await openAndSettle('/');
    await browser.execute(() => {
      const el = document.querySelector<HTMLElement>('[data-widget="minicart"]');
      if (el) window.schaufenster?.unmount(el);
    });
    await browser.waitUntil(async () => (await widgetStates()).minicart === '', { timeoutMsg: 'unmount left the minicart state' });
    const state = await browser.execute(async () => {
      const el = document.querySelector<HTMLElement>('[data-widget="minicart"]');
      return el && window.schaufenster ? window.schaufenster.mount(el) : 'no tag';
    });
    expect(state).toBe('mounted');
  });
});
