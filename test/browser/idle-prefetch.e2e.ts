import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import { headerButton, inAuth } from './auth-widget';
import { openAndSettle, WIDGETS, widgetStates } from './widget-page';

// Once the page is idle, the loader fetches what its waiting widgets need to hydrate, without running it; a first
// interaction then downloads nothing. A shopper with Save-Data gets nothing ahead (Chromium's own override of
// navigator.connection.saveData, through the DevTools protocol).

/** One resource the page requested: its path, how (`fetch` ahead of use, `script` run) and the bytes it came over the network with (0 from the cache). */
interface Request {
  path: string;
  initiator: string;
  transferred: number;
}

function requests(): Promise<Request[]> {
  return browser.execute(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      initiator: entry.initiatorType,
      transferred: entry.transferSize,
    })),
  );
}

/** Scripts of the remotes' version folders and the loader's MF runtime chunk: what a widget's hydration runs. */
const WIDGET_CODE = /^\/widgets\/([a-z]+\/[^/]+\/.+|mf-runtime\.[0-9a-f]+)\.js$/;

/** Waits for the loader's mark of the fetch ahead of use and returns its detail. */
async function readiedAhead(): Promise<{ files?: number; skipped?: string }> {
  await browser.waitUntil(() => browser.execute(() => performance.getEntriesByName('schaufenster:ready-ahead').length > 0), {
    timeoutMsg: 'the loader never fetched ahead, nor said why not',
  });
  return browser.execute(() => (performance.getEntriesByName('schaufenster:ready-ahead')[0] as PerformanceMark).detail as { files?: number; skipped?: string });
}

/**
 * Opens the home page as a new tab would, with an empty HTTP cache (and no record of an earlier page of the tab, which
 * tells the loader what the browser has already), and waits until its tags have settled, each waiting for its use.
 */
async function openFresh(): Promise<void> {
  if ((await browser.getUrl()).startsWith('http')) await browser.execute(() => sessionStorage.clear());
  await browser.sendCommand('Network.clearBrowserCache', {});
  const states = await openAndSettle('/');
  // Each tag carries the server's HTML (a render over the server's time budget, on a machine under heavy load, leaves
  // its tag to mount at once instead: then this page is not the one these tests are about).
  const rendered = await browser.execute(() => [...document.querySelectorAll('[data-widget] > [data-widget-root]')].map((root) => root.getAttribute('data-widget-root')));
  expect(rendered.sort()).toEqual([...WIDGETS].sort());
  expect(states).toEqual(Object.fromEntries(WIDGETS.map((widget) => [widget, 'deferred'])));
}

/** Every widget script the page ran came from the HTTP cache, none over the network. */
async function expectRunFromCache(): Promise<void> {
  const run = (await requests()).filter(({ path, initiator }) => initiator === 'script' && WIDGET_CODE.test(path));
  expect(run.length).toBeGreaterThan(0);
  expect(run.filter(({ transferred }) => transferred > 0).map(({ path }) => path)).toEqual([]);
}

describe('fetching ahead of use, once the page is idle', () => {
  before(async () => {
    await browser.setWindowSize(1366, 900);
  });

  after(async () => {
    await browser.sendCommand('Emulation.setDataSaverOverride', {});
  });

  it('fetches the entries, React and the modules of the waiting widgets without running any of it; the first click on Mein Konto then downloads nothing', async () => {
    await openFresh();
    expect((await readiedAhead()).files).toBeGreaterThan(0);
    const ahead = (await requests()).filter(({ initiator, path }) => initiator === 'fetch' && WIDGET_CODE.test(path)).map(({ path }) => path);
    for (const remote of WIDGETS) expect(ahead).toContainEqual(expect.stringMatching(new RegExp(`^/widgets/${remote}/[^/]+/remoteEntry\\.js$`)));
    // One React for the page, the MF runtime, the header's own module.
    expect(ahead.filter((path) => /react-dom_client/.test(path))).toHaveLength(1);
    expect(ahead).toContainEqual(expect.stringMatching(/^\/widgets\/mf-runtime\./));
    expect(ahead).toContainEqual(expect.stringMatching(/^\/widgets\/header\/[^/]+\/__federation_expose_mount\./));
    // Nothing of it ran: no widget script, no remote's container, every tag still waiting for its use.
    expect((await requests()).filter(({ initiator, path }) => initiator === 'script' && WIDGET_CODE.test(path))).toEqual([]);
    expect(await browser.execute((names: readonly string[]) => names.filter((remote) => `schaufenster_${remote}` in window), WIDGETS)).toEqual([]);
    expect(Object.values(await widgetStates())).toEqual(WIDGETS.map(() => 'deferred'));

    await (await headerButton('Mein Konto')).click();
    await (await inAuth('[role="dialog"]')).waitForDisplayed({ timeoutMsg: 'the first click on Mein Konto opened no sign-in dialog' });
    await expectRunFromCache();
  });

  it('has the search, used first, take the React fetched ahead: the first click on Suche downloads nothing', async () => {
    await openFresh();
    await readiedAhead();
    await $('[data-widget="header"] [data-widget-root]').shadow$('button[data-search-launcher]').click();
    await $('[data-widget="search"] [data-widget-root]').shadow$('[role="dialog"] input[role="combobox"]').waitForDisplayed({ timeoutMsg: 'the first click on Suche opened no search' });
    await expectRunFromCache();
  });

  it('fetches nothing ahead for a shopper who saves data (Save-Data)', async () => {
    await browser.sendCommand('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await openFresh();
    expect(await readiedAhead()).toEqual({ skipped: 'save-data' });
    // The page's own files only: no remote's entry, chunk or hydration file, nor the loader's chunks (the fetch ahead's own code).
    const widgetFiles = (await requests()).map(({ path }) => path).filter((path) => path.startsWith('/widgets/'));
    expect([...new Set(widgetFiles)].sort()).toEqual(['/widgets/loader.js', '/widgets/registry.json', '/widgets/speed-insights.js', '/widgets/web-analytics.js']);
  });
});
