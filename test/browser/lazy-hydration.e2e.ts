import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import { headerButton, inAuth } from './auth-widget';
import { findProduct } from './minicart-shop';
import { afterTwoFrames, downloadedResources, openAndSettle, scriptsRun, widgetStates } from './widget-page';

/** Scripts a page ran from the remotes' version folders: entries, their chunks, React, the shared runtime (what is fetched ahead of use does not run). */
async function widgetChunks(): Promise<string[]> {
  return (await scriptsRun()).filter((file) => /^\/widgets\/[a-z-]+\/[^/]+\/.+\.js$/.test(file));
}

const searchRoot = () => $('[data-widget="search"] > [data-widget-root="search"]');

/** Notes on the tag of `widget` what it was doing (its state) when its closed dialog for `command` showed. */
async function noteStateWhenDialogShows(widget: string, command: string): Promise<() => Promise<string | null>> {
  await browser.execute(
    (name, opens) => {
      const tag = document.querySelector<HTMLElement>(`[data-widget="${name}"]`);
      const dialog = tag?.querySelector('[data-widget-root]')?.shadowRoot?.querySelector<HTMLElement>(`[data-opened-by="${opens}"]`);
      if (!tag || !dialog) throw new Error(`no closed ${opens} dialog in the server HTML of ${name}`);
      new MutationObserver((_records, observer) => {
        if (dialog.hidden) return;
        tag.dataset.testDialogShownWhile = tag.dataset.widgetState;
        observer.disconnect();
      }).observe(dialog, { attributes: true, attributeFilter: ['hidden'] });
    },
    widget,
    command,
  );
  return () => $(`[data-widget="${widget}"]`).getAttribute('data-test-dialog-shown-while');
}

describe('React and the widgets load only when a server-rendered widget is used', () => {
  before(async () => {
    await browser.setWindowSize(1366, 900);
  });

  it('runs the loader, which carries the shared runtime, and nothing of any remote (no widget module, no React) on the home and a product page before any interaction; the session, page_view and the product view are there', async () => {
    await openAndSettle('/');
    const product = await findProduct({ soldOutSize: false });
    if (!product.path) throw new Error(`product ${product.id} has no page path`);
    for (const path of ['/', product.path]) {
      const states = await openAndSettle(path);
      // Idle and visible triggers of tags in view come within a frame or two.
      await afterTwoFrames();
      await browser.execute(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
      expect([path, states]).toEqual([path, Object.fromEntries(Object.keys(states).map((tag) => [tag, 'deferred']))]);
      // Nothing of any remote: the shared runtime (session, attribution, tracking) comes with the loader.
      expect([path, await widgetChunks()]).toEqual([path, []]);
      expect(await downloadedResources()).toContain('/widgets/loader.js');
      await browser.waitUntil(
        () => browser.execute(() => (window.dataLayer ?? []).some((entry) => (entry as { event?: unknown }).event === 'page_view')),
        { timeoutMsg: `${path}: no page_view without a hydrated widget` },
      );
    }
    // The buy box's view is reported from its server HTML by the shared runtime, once.
    const viewed = await browser.execute(() =>
      (window.dataLayer ?? []).flatMap((entry) => {
        const { event, ecommerce } = entry as { event?: unknown; ecommerce?: { items?: { item_id?: unknown }[] } };
        return event === 'view_item' ? [ecommerce?.items?.[0]?.item_id] : [];
      }),
    );
    expect(viewed).toEqual([product.productNumber]);
  });

  it('loads the header remote while the pointer is over it, without a click', async () => {
    await openAndSettle('/');
    await $('[data-widget="header"]').moveTo();
    // The remote's module with React: what the click that may follow needs.
    // React comes from whichever remote the shared scope chose; the header's own module is the header's.
    await browser.waitUntil(async () => (await widgetChunks()).some((file) => /^\/widgets\/header\/.*__federation_expose_mount/.test(file)), {
      timeoutMsg: 'hovering did not fetch the header remote and React',
    });
  });

  it("opens the sign-in dialog of the server HTML at once on the first click on Mein Konto, which hydrates the header and the sign-in widget", async () => {
    await openAndSettle('/');
    const shownWhile = await noteStateWhenDialogShows('auth', 'auth:open');
    await (await headerButton('Mein Konto')).click();
    await (await inAuth('[role="dialog"]')).waitForDisplayed({ timeoutMsg: 'the first click on Mein Konto was lost' });
    expect(await shownWhile()).toBe('loading');
    const states = await widgetStates();
    expect([states.header, states.auth]).toEqual(['mounted', 'mounted']);
    await expect(browser).toHaveUrl(expect.not.stringContaining('/account/'));
    // The entry names the command it will emit (data-anticipates): the sign-in widget came alongside the header, not after it.
    const order = await browser.execute(() => ({
      authEntry: performance.getEntriesByType('resource').find((entry) => /\/widgets\/auth\/[^/]+\/remoteEntry\.js$/.test(entry.name))?.startTime,
      headerMounted: performance.getEntriesByName('schaufenster:mounted:header')[0]?.startTime,
    }));
    expect(order.authEntry).toBeLessThan(order.headerMounted ?? 0);
  });

  it("opens the search overlay of the server HTML at once on the first click on Suche, before the widgets hydrate, and typing there shows hits", async () => {
    await openAndSettle('/');
    const shownWhile = await noteStateWhenDialogShows('search', 'search:open');
    // The header's Suche button names search:open: the loader opens the overlay on the click, while the header (which
    // replays the click once hydrated) and the search widget (which takes the overlay over) load.
    await $('[data-widget="header"] > [data-widget-root="header"]').shadow$('button[data-search-launcher]').click();
    const input = searchRoot().shadow$('[role="dialog"] input[role="combobox"]');
    await input.waitForDisplayed({ timeoutMsg: 'the first click on Suche was lost (or went to the catalog)' });
    expect(await shownWhile()).toBe('loading');
    await expect(browser).toHaveUrl(expect.not.stringContaining('/katalog/'));
    await browser.keys('kleid');
    await browser.waitUntil(async () => (await searchRoot().shadow$$('[role="listbox"] [role="option"]').length) > 0, { timeoutMsg: 'no hits for kleid' });
    await expect(input).toHaveValue('kleid');
  });
});
