import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { WIDGETS, mountDeferred, openAndSettle } from './widget-page';
import { readLog, watchLog } from './page-log';

/** The release of `header` that production's registry names, which the fixture stands in for. */
async function headerVersion(): Promise<string> {
  const registry = (await (await fetch(`${browser.options.baseUrl}/widgets/registry.json`)).json()) as { remotes: { header: { version: string } } };
  return registry.remotes.header.version;
}

/** How many `failed` mounts of the header at `version` the widget catalog shows (production, since ever). */
async function catalogFailures(version: string): Promise<number> {
  await openAndSettle('/widgets/');
  const cell = `[data-catalog-module="header"] [data-mount-counts][data-environment="production"] tr[data-version="${version}"][data-window="total"] [data-outcome="failed"]`;
  return Number(await browser.execute((selector: string) => document.querySelector(selector)?.textContent ?? '0', cell));
}

/** The outcomes the loader pushed to the data layer for the header. */
function headerOutcomes(): Promise<string[]> {
  return browser.execute(() =>
    ((window as unknown as { dataLayer?: { event?: string; widget?: string; outcome?: string }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'widget_mount' && entry.widget === 'header')
      .map((entry) => entry.outcome ?? ''),
  );
}

describe('a header release whose component throws while rendering', () => {
  it('ends failed with its fallback in place, and the data layer, the beacon and the catalog count it as failed', async () => {
    const version = await headerVersion();
    const failuresBefore = await catalogFailures(version);
    const log = watchLog();

    await openAndSettle('/__fixtures__/page/header/render-throw/');
    // Deferred tags (data-load) are mounted as their triggers would: every other widget must run here.
    const states = await mountDeferred();
    expect(states.header).toBe('failed');
    for (const widget of WIDGETS.filter((name) => name !== 'header')) expect(states[widget]).toBe('mounted');
    expect(await browser.execute(() => document.querySelector<HTMLElement>('[data-widget="header"]')?.dataset.widgetError ?? '')).toMatch(
      /^widget "header" failed; its fallback stays: RenderError: widget "header" threw while rendering: fixture: header throws in render$/,
    );
    // The page template's fallback (logo and navigation) is back, with no widget root and no error panel beside it.
    await browser.waitUntil(() => browser.execute(() => document.querySelector('[data-widget="header"] [data-widget-root]') === null), {
      timeoutMsg: 'the failed header kept its widget root',
    });
    const fallback = await browser.execute(() => document.querySelector<HTMLElement>('[data-widget="header"]')?.innerText ?? '');
    expect(fallback).toContain('Damen');
    expect(fallback).not.toContain('technischer Fehler');
    expect(await headerOutcomes()).toEqual(['failed']);
    await readLog();
    expect(log.uncaught).toEqual([]);

    // The beacon travels on its own: look again until the server has counted it.
    await browser.waitUntil(async () => (await catalogFailures(version)) > failuresBefore, {
      timeout: 15_000,
      interval: 500,
      timeoutMsg: `the catalog still shows ${failuresBefore} failed mounts of header@${version}`,
    });
  });
});
