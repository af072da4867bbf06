import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { headerButton, inAuth } from './auth-widget';
import { downloadedResources, OPEN_DIALOG, openAndSettle, scriptsRun, settleLoading, widgetStates } from './widget-page';

/** The remotes whose remoteEntry.js the page has run so far (resource timing; files fetched ahead of use do not run). */
async function fetchedRemotes(): Promise<string[]> {
  return (await scriptsRun()).flatMap((file) => /^\/widgets\/([a-z]+)\/[^/]+\/remoteEntry\.js$/.exec(file)?.[1] ?? []);
}

/** Every script the page ran from a remote's version folder (entry and chunks). */
async function remoteFiles(remote: string): Promise<string[]> {
  return (await scriptsRun()).filter((file) => file.startsWith(`/widgets/${remote}/`));
}

/** Cumulative layout shift of the page so far, without shifts right after input. */
async function layoutShift(): Promise<number> {
  return (await browser.execute(
    async () =>
      await new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  )) as number;
}

/** Adds a tag to the page (at the end of its main content), as a CMS script may; the loader mounts it by its data-load. */
async function addTag(html: string): Promise<void> {
  await browser.execute((markup: string) => document.querySelector('main')?.insertAdjacentHTML('beforeend', markup), html);
}

const stateOf = (id: string) => browser.execute((el: string) => document.getElementById(el)?.dataset.widgetState ?? '', id);

describe('widgets load when they are needed (data-load)', () => {
  before(async () => {
    await browser.setWindowSize(1366, 900);
  });

  it('runs nothing of the sign-in remote before auth:open; Mein Konto loads it and opens the modal, with the one React', async () => {
    const states = await openAndSettle('/damen/');
    expect(states.auth).toBe('deferred');
    expect(await remoteFiles('auth')).toEqual([]);
    // The server-rendered header, search and mini-cart wait for their first interaction (lazy-hydration.e2e.ts): no
    // remote is here (the shared runtime comes with the loader); they join the shared scope when used.
    expect(await fetchedRemotes()).toEqual([]);
    expect((await scriptsRun()).filter((file) => /react/.test(file))).toEqual([]);
    await (await headerButton('Mein Konto')).click();
    await browser.waitUntil(async () => (await widgetStates()).auth === 'mounted', { timeoutMsg: 'the sign-in widget did not mount' });
    // The header's auth:open was queued by the bus and handed to the widget once it listened: the modal is open.
    await (await inAuth('[role="dialog"]')).waitForDisplayed();
    expect(await fetchedRemotes()).toContain('auth');
    expect((await scriptsRun()).filter((file) => /node_modules_react-dom_client_js/.test(file))).toHaveLength(1);
    // The widgets use the loader's shared runtime: no remote fetched a session of its own, not even ahead of use.
    expect((await downloadedResources()).filter((file) => /shared_session_index_ts/.test(file))).toEqual([]);
  });

  it('loads the sign-in remote while the pointer rests on the account entry, without opening the modal', async () => {
    await openAndSettle('/damen/');
    expect(await remoteFiles('auth')).toEqual([]);
    await (await headerButton('Mein Konto')).moveTo();
    await browser.waitUntil(async () => (await widgetStates()).auth === 'mounted', { timeoutMsg: 'hovering did not fetch the sign-in widget' });
    expect(await (await inAuth(OPEN_DIALOG)).isExisting()).toBe(false);
  });

  it('fetches a visible tag only as it nears the viewport, and its mount shifts nothing (CLS <= 0.05)', async () => {
    await browser.setWindowSize(1366, 500);
    await openAndSettle('/damen/');
    // Placed as the home page places it: the slot class reserves the form's height (site.css).
    await addTag('<div style="height:3000px"></div><div id="far" class="slot slot-address" data-widget="address" data-props=\'{"mode":"checkout-delivery","country":"DE"}\'><p>Das Adressformular wird geladen …</p></div>');
    await settleLoading();
    expect(await stateOf('far')).toBe('deferred');
    expect(await remoteFiles('address')).toEqual([]);
    const before = await layoutShift();
    await browser.execute(() => document.getElementById('far')?.scrollIntoView({ block: 'start' }));
    await browser.waitUntil(async () => (await stateOf('far')) === 'mounted', { timeoutMsg: 'the address form did not mount in view' });
    expect(await fetchedRemotes()).toContain('address');
    await browser.execute(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await layoutShift()) - before).toBeLessThanOrEqual(0.05);
    await browser.setWindowSize(1366, 900);
  });

  it('fetches an interaction tag on the first focus inside it, and an idle tag in an idle moment', async () => {
    await openAndSettle('/damen/');
    await addTag('<div id="on-focus" data-widget="address" data-load="interaction"><button type="button">Adresse eingeben</button></div>');
    await settleLoading();
    expect(await stateOf('on-focus')).toBe('deferred');
    expect(await remoteFiles('address')).toEqual([]);
    await browser.execute(() => document.querySelector<HTMLElement>('#on-focus button')?.focus());
    await browser.waitUntil(async () => (await stateOf('on-focus')) === 'mounted', { timeoutMsg: 'focus did not fetch the widget' });

    await addTag('<div id="when-idle" data-widget="auth" data-load="idle" data-props=\'{"mode":"modal"}\'></div>');
    await browser.waitUntil(async () => (await stateOf('when-idle')) === 'mounted', { timeoutMsg: 'the idle tag never mounted' });
  });

  it('loads a tag with data-load="eager" at once, whatever its default: the sign-in page', async () => {
    const states = await openAndSettle('/authenticate/');
    expect(states.auth).toBe('mounted');
  });
});
