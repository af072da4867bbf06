// Search on the demo's pages: the header's Suche button and the search box by the width of their boxes, keyboard use, and the result pages.
import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { searchInput } from './search-box';
import { OPEN_DIALOG, openAndSettle, shadowText } from './widget-page';

/** The search combobox's state as assistive technology sees it, and whether it has the keyboard focus. */
function comboboxState(): Promise<{ focused: boolean; expanded: string | null; activeId: string | null; activeText: string; options: number }> {
  return browser.execute((overlay) => {
    const root = document.querySelector('[data-widget="search"] [data-widget-root]')?.shadowRoot;
    // The overlay's box where it is open (the box in the page is not shown in a wide box).
    const input = root?.querySelector(`${overlay} input[role="combobox"]`) ?? root?.querySelector('input[role="combobox"]');
    const activeId = input?.getAttribute('aria-activedescendant') ?? null;
    const active = activeId ? root?.getElementById(activeId) : null;
    return {
      focused: document.activeElement === root?.host && root?.activeElement === input,
      expanded: input?.getAttribute('aria-expanded') ?? null,
      activeId,
      activeText: active?.getAttribute('role') === 'option' && active.getAttribute('aria-selected') === 'true' ? (active.textContent ?? '') : '',
      options: root?.querySelectorAll('[role="listbox"] [role="option"]').length ?? 0,
    };
  }, OPEN_DIALOG);
}

/** Whether the desktop Suche button (in the header's row) has the keyboard focus. */
function launcherFocused(): Promise<boolean> {
  return browser.execute(() => {
    const root = document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot;
    return document.activeElement === root?.host && root?.activeElement?.hasAttribute('data-search-launcher') === true;
  });
}

/** The hits for `query` in the order the listbox shows them (the answer for a query is the same every time). */
async function hitsFor(query: string): Promise<{ path: string; title: string }[]> {
  const hits = await browser.execute(async (text) => {
    const answer = await fetch('/api/search/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: text }) });
    const { groups } = (await answer.json()) as { groups: { results: { path: string; title: string }[] }[] };
    return groups.flatMap((group) => group.results.map(({ path, title }) => ({ path, title })));
  }, query);
  return hits;
}

/**
 * Whether the listbox shows exactly these hits. The hits for the letters typed while the widget hydrated may show
 * first, and as many of them; the next answer then drops the highlight (it belonged to the earlier hits).
 */
async function showsHits(hits: { title: string }[]): Promise<boolean> {
  const shown = await browser.execute(() =>
    [...(document.querySelector('[data-widget="search"] [data-widget-root]')?.shadowRoot?.querySelectorAll('[role="listbox"] [role="option"] .title') ?? [])].map((title) => title.textContent ?? ''),
  );
  return shown.length === hits.length && hits.every((hit, index) => shown[index]?.endsWith(hit.title));
}

describe('search on the demo', () => {
  it("is the header's Suche button opening the search overlay at 1280 px and the search box at 390 px", async () => {
    const shown = () =>
      browser.execute((overlay) => {
        const root = document.querySelector('[data-widget="search"] [data-widget-root]')?.shadowRoot;
        const header = document.querySelector('[data-widget="header"] [data-widget-root]')?.shadowRoot;
        const displayed = (el: Element | null | undefined) => (el ? el.getBoundingClientRect().width > 0 : false);
        const launcher = header?.querySelector('[data-search-launcher]');
        const boxes = [...(root?.querySelectorAll('input[role="combobox"]') ?? [])];
        return { launcher: displayed(launcher) ? (launcher?.textContent ?? null) : null, box: boxes.some(displayed), dialog: root?.querySelector(overlay) != null };
      }, OPEN_DIALOG);
    await openAndSettle('/');
    expect(await shown()).toEqual({ launcher: 'Suche', box: false, dialog: false });
    await (await browser.$('[data-widget="header"] [data-widget-root]').shadow$('[data-search-launcher]')).click();
    await browser.waitUntil(async () => (await comboboxState()).focused, { timeoutMsg: 'the overlay did not focus the box' });
    expect(await shown()).toEqual({ launcher: 'Suche', box: true, dialog: true });
    // The first Escape may close the history panel; then the overlay closes.
    for (let presses = 0; (await shown()).dialog; presses += 1) {
      if (presses === 2) throw new Error('Escape did not close the overlay');
      await browser.keys(['Escape']);
    }
    expect(await launcherFocused()).toBe(true);

    await browser.setWindowSize(390, 900);
    try {
      await openAndSettle('/');
      expect(await shown()).toEqual({ launcher: null, box: true, dialog: false });
    } finally {
      await browser.setWindowSize(1280, 900);
    }
  });

  it('works by keyboard only: Tab to the box, type, walk the hits with the arrows, Escape closes, Enter opens the hit', async () => {
    await openAndSettle('/');
    const hits = await hitsFor('kleid');
    const paths = hits.map((hit) => hit.path);
    expect(paths.length).toBeGreaterThan(1);

    // Desktop: Tab reaches the Suche button, Enter opens the search overlay with the focus in the box.
    for (let presses = 0; !(await launcherFocused()); presses += 1) {
      if (presses === 60) throw new Error('60 presses of Tab never reached the Suche button');
      await browser.keys(['Tab']);
    }
    await browser.keys(['Enter']);
    await browser.waitUntil(async () => (await comboboxState()).focused, { timeoutMsg: 'the search overlay did not take the focus' });
    await browser.keys('kleid');
    await browser.waitUntil(() => showsHits(hits), { timeoutMsg: 'the hits for kleid never showed' });
    expect(await comboboxState()).toMatchObject({ expanded: 'true', activeId: null });

    await browser.keys(['ArrowDown']);
    const first = await comboboxState();
    await browser.keys(['ArrowDown']);
    const second = await comboboxState();
    await browser.keys(['ArrowUp']);
    expect(await comboboxState()).toEqual(first);
    expect(first.activeText).toMatch(/kleid/i);
    expect(second.activeText).not.toBe('');
    expect(second.activeId).not.toBe(first.activeId);

    await browser.keys(['Escape']);
    expect(await comboboxState()).toMatchObject({ focused: true, expanded: 'false', activeId: null, options: 0 });

    // The arrows open the hits again, from the first; Enter opens the active one.
    await browser.keys(['ArrowDown']);
    await browser.keys(['ArrowDown']);
    expect(await comboboxState()).toEqual(second);
    await browser.keys(['Enter']);
    await browser.waitUntil(async () => (await browser.execute(() => location.pathname)) === paths[1], { timeoutMsg: `Enter did not open ${paths[1]}` });
  });

  for (const width of [1280, 390]) {
    it(`shows product hits for kleid and opens the highlighted one with the keyboard at ${width} px`, async () => {
      await browser.setWindowSize(width, 900);
      await openAndSettle('/');
      const hits = await hitsFor('kleid');
      const input = await searchInput();
      await input.click();
      await browser.keys('kleid');
      await browser.waitUntil(() => showsHits(hits), { timeoutMsg: 'the hits for kleid never showed' });
      await browser.keys(['ArrowDown']);
      const target = await browser.execute((overlay) => {
        const root = document.querySelector('[data-widget="search"] [data-widget-root]')?.shadowRoot;
        // The overlay's box where it is open (at 1280 px), else the box in the page.
        const input = root?.querySelector(`${overlay} input[role="combobox"]`) ?? root?.querySelector('input');
        return root?.getElementById(input?.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '';
      }, OPEN_DIALOG);
      expect(target).toMatch(/Kleid/i);
      await browser.keys(['Enter']);
      await browser.waitUntil(async () => (await browser.getUrl()).includes('/p/'), { timeoutMsg: 'Enter did not open the hit' });
      await browser.setWindowSize(1280, 900);
    });
  }

  it('lands on the help search for rückgabe, shows a <script> query as text, and keeps the history across a reload', async () => {
    await openAndSettle('/');
    const input = await searchInput();
    await input.setValue('rückgabe');
    await browser.waitUntil(async () => (await shadowText('search', '[role="option"]')).length > 0, { timeoutMsg: 'no hits for rückgabe' });
    await browser.keys(['Enter']);
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/faq/?fq=r%C3%BCckgabe'), { timeoutMsg: 'not on the help search' });
    expect(await browser.$('h2#hilfe-suche').getText()).toBe('Hilfethemen zu „rückgabe“');

    await openAndSettle('/');
    await (await searchInput()).setValue('<script>alert(1)</script>');
    await browser.keys(['Enter']);
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/katalog/'), { timeoutMsg: 'not on the catalog' });
    await browser.waitUntil(async () => (await shadowText('search/results', 'h1')).length > 0, { timeoutMsg: 'no search results heading' });
    expect(await shadowText('search/results', 'h1')).toEqual(['Suchergebnisse für „<script>alert(1)</script>“']);
    expect(await browser.execute(() => document.querySelectorAll('main script').length)).toBe(0);

    await browser.refresh();
    await openAndSettle('/');
    await (await searchInput()).click();
    // The history shows once the widget hydrated on that click.
    await browser.waitUntil(async () => (await shadowText('search', '.history li a')).length >= 2, { timeoutMsg: 'the history did not show' });
    expect((await shadowText('search', '.history li a')).slice(0, 2)).toEqual(['<script>alert(1)</script>', 'rückgabe']);
  });
});
